import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanMoveInput, UserPlan } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshPlanViews } from './refresh-plan-views.ts';

/** POST /api/plans/complete: finishes Today's plan on its last day; `fromDay` is the day shown (409 when another window moved on). */
export const completePlan = (move: PlanMoveInput = {}) =>
  apiRequest<UserPlan>('/api/plans/complete', { method: 'POST', body: move });

export function useCompletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePlan,
    onSuccess: () => refreshPlanViews(queryClient),
  });
}
