import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivatePlanResult } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { type RefreshPlanViewsOptions, refreshPlanViews } from './refresh-plan-views.ts';

/**
 * POST /api/plans/{id}/activate: starts, resumes or restarts a plan and makes it Today's plan.
 * At the tier's active limit the server pauses the least recently activated plans (decision 010).
 */
export const activatePlan = (planId: number) =>
  apiRequest<ActivatePlanResult>(`/api/plans/${planId}/activate`, { method: 'POST' });

export function useActivatePlan(refresh: RefreshPlanViewsOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePlan,
    onSuccess: () => refreshPlanViews(queryClient, refresh),
  });
}
