import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivatePlanResult } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { type RefreshPlanViewsOptions, refreshPlanViews } from './refresh-plan-views.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/**
 * POST /api/plans/{id}/activate: starts, resumes or restarts a plan and makes it Today's plan.
 * At the tier's active limit the server pauses the least recently activated plans (decision 010).
 */
export const activatePlan = (planId: number, startDay?: number) =>
  apiRequest<ActivatePlanResult>(`/api/plans/${planId}/activate`, {
    method: 'POST',
    ...(startDay === undefined ? {} : { body: { startDay } }),
  });

/** Starts a plan at a chosen day (decision 159): the detail view's "Start at day N". */
export function useActivatePlanAt(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, startDay }: { planId: number; startDay?: number }) =>
      activatePlan(planId, startDay),
    meta,
    onSuccess: () =>
      Promise.all([
        refreshPlanViews(queryClient),
        queryClient.invalidateQueries({ queryKey: ['plans', 'catalogue'] }),
      ]),
  });
}

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useActivatePlan(refresh: RefreshPlanViewsOptions = {}, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => activatePlan(planId),
    meta,
    onSuccess: () => refreshPlanViews(queryClient, refresh),
  });
}
