import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatePlanResult } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { getPlansQueryOptions } from './get-plans.ts';

/** POST /api/plans/{id}/rate: 1-5 stars for a completed plan (stored × 10). */
export const ratePlan = ({ planId, rating }: { planId: number; rating: number }) =>
  apiRequest<RatePlanResult>(`/api/plans/${planId}/rate`, { method: 'POST', body: { rating } });

export function useRatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ratePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPlansQueryOptions().queryKey }),
  });
}
