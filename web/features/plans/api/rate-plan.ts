import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatePlanResult } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getPlansQueryOptions } from './get-plans.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** POST /api/plans/{id}/rate: 1-5 stars for a completed plan (stored × 10). */
export const ratePlan = ({ planId, rating }: { planId: number; rating: number }) =>
  apiRequest<RatePlanResult>(`/api/plans/${planId}/rate`, { method: 'POST', body: { rating } });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useRatePlan(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ratePlan,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPlansQueryOptions().queryKey }),
  });
}
