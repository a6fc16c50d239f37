import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanMoveInput, UserPlan } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useNavigate } from '@/lib/router.tsx';
import { toast } from '@/lib/toast.ts';
import { refreshPlanViews } from './refresh-plan-views.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** POST /api/plans/complete: finishes Today's plan on its last day; `fromDay` is the day shown (409 when another window moved on). */
export const completePlan = (move: PlanMoveInput = {}) =>
  apiRequest<UserPlan>('/api/plans/complete', { method: 'POST', body: move });

/** Where a finished plan is rated: the Plans page, with that plan's rating open. */
export const ratePlanPath = (planId: number) => `/plans?rate=${planId}`;

/**
 * Completing a plan: 'Plan completed!' with the prompt to rate, then the Plans page with the plan's
 * rating open. The outcome lives on the mutation itself, not on the button that started it: Today's
 * plan card unmounts as soon as the refreshed reading says there is no active plan, and a callback
 * passed to `mutate` dies with it (the toast and the move were lost that way). The router's navigate
 * belongs to the app's root, so it outlives the card.
 *
 * `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts).
 */
export function useCompletePlan(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: completePlan,
    meta,
    onSuccess: (plan) => {
      toast.success('Plan completed!', { description: 'Rate it on your Plans page.' });
      navigate(ratePlanPath(plan.id));
      return refreshPlanViews(queryClient);
    },
  });
}
