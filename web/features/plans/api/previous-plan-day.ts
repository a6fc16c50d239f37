import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanMoveInput, UserPlan } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshPlanViews } from './refresh-plan-views.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** POST /api/plans/previous: back one day of Today's plan; `fromDay` is the day shown (409 when another window moved on). */
export const previousPlanDay = (move: PlanMoveInput = {}) =>
  apiRequest<UserPlan>('/api/plans/previous', { method: 'POST', body: move });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function usePreviousPlanDay(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: previousPlanDay,
    meta,
    onSuccess: () => refreshPlanViews(queryClient),
  });
}
