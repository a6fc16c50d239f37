import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, AdminPlanInput } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getAdminPlansQueryOptions } from './get-admin-plans.ts';

/** PUT /api/admin/plans/{id}: replaces the plan's fields and all its sessions. */
export const updateAdminPlan = ({ id, ...input }: AdminPlanInput & { id: number }) =>
  apiRequest<{ plan: AdminPlan }>(`/api/admin/plans/${id}`, { method: 'PUT', body: input });

export function useUpdateAdminPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminPlan,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminPlansQueryOptions().queryKey }),
  });
}
