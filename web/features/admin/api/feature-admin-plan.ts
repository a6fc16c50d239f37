import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getAdminPlansQueryOptions } from './get-admin-plans.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** PATCH /api/admin/plans/{id}/featured { isFeatured }. */
export const featureAdminPlan = ({ id, isFeatured }: { id: number; isFeatured: boolean }) =>
  apiRequest<{ plan: AdminPlan }>(`/api/admin/plans/${id}/featured`, {
    method: 'PATCH',
    body: { isFeatured },
  });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useFeatureAdminPlan(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: featureAdminPlan,
    meta,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getAdminPlansQueryOptions().queryKey }),
  });
}
