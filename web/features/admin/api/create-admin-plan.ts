import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, AdminPlanInput } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getAdminPlansQueryOptions } from './get-admin-plans.ts';

/** POST /api/admin/plans (201 { plan }). */
export const createAdminPlan = (input: AdminPlanInput) =>
  apiRequest<{ plan: AdminPlan }>('/api/admin/plans', { method: 'POST', body: input });

export function useCreateAdminPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminPlan,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminPlansQueryOptions().queryKey }),
  });
}
