import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, AdminPlanInput } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getAdminPlansQueryOptions } from './get-admin-plans.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** PUT /api/admin/plans/{id}: replaces the plan's fields and all its sessions. */
export const updateAdminPlan = ({ id, ...input }: AdminPlanInput & { id: number }) =>
  apiRequest<{ plan: AdminPlan }>(`/api/admin/plans/${id}`, { method: 'PUT', body: input });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useUpdateAdminPlan(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminPlan,
    meta,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminPlansQueryOptions().queryKey }),
  });
}
