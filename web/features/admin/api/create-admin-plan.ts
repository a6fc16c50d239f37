import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, AdminPlanInput } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getAdminPlansQueryOptions } from './get-admin-plans.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** POST /api/admin/plans (201 { plan }). */
export const createAdminPlan = (input: AdminPlanInput) =>
  apiRequest<{ plan: AdminPlan }>('/api/admin/plans', { method: 'POST', body: input });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useCreateAdminPlan(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminPlan,
    meta,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminPlansQueryOptions().queryKey }),
  });
}
