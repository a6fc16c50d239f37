import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivatePlanResult } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { type RefreshPlanViewsOptions, refreshPlanViews } from './refresh-plan-views.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/**
 * POST /api/plans/{id}/activate: starts, resumes or restarts a plan and makes it Today's plan.
 * At the tier's active limit the server pauses the least recently activated plans (decision 010).
 */
export const activatePlan = (planId: number) =>
  apiRequest<ActivatePlanResult>(`/api/plans/${planId}/activate`, { method: 'POST' });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useActivatePlan(refresh: RefreshPlanViewsOptions = {}, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePlan,
    meta,
    onSuccess: () => refreshPlanViews(queryClient, refresh),
  });
}
