import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { getAdminPlansQueryOptions } from './get-admin-plans.ts';

/** DELETE /api/admin/plans/{id}: a soft delete; readers following it are moved off it. */
export const deleteAdminPlan = (id: number) =>
  apiRequest<{ message: string; readersAffected: number }>(`/api/admin/plans/${id}`, {
    method: 'DELETE',
  });

export function useDeleteAdminPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminPlan,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminPlansQueryOptions().queryKey }),
  });
}
