import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getAdminPlansQueryOptions } from './get-admin-plans.ts';

/** PATCH /api/admin/plans/{id}/featured { isFeatured }. */
export const featureAdminPlan = ({ id, isFeatured }: { id: number; isFeatured: boolean }) =>
  apiRequest<{ plan: AdminPlan }>(`/api/admin/plans/${id}/featured`, {
    method: 'PATCH',
    body: { isFeatured },
  });

export function useFeatureAdminPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: featureAdminPlan,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminPlansQueryOptions().queryKey }),
  });
}
