import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { getAdminPlansQueryOptions } from './get-admin-plans.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** DELETE /api/admin/plans/{id}: a soft delete; readers following it are moved off it. */
export const deleteAdminPlan = (id: number) =>
  apiRequest<{ message: string; readersAffected: number }>(`/api/admin/plans/${id}`, {
    method: 'DELETE',
  });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useDeleteAdminPlan(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminPlan,
    meta,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminPlansQueryOptions().queryKey }),
  });
}
