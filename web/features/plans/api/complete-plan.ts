import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserPlan } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshPlanViews } from './refresh-plan-views.ts';

/** POST /api/plans/complete: finishes Today's plan on its last day. */
export const completePlan = () => apiRequest<UserPlan>('/api/plans/complete', { method: 'POST' });

export function useCompletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePlan,
    onSuccess: () => refreshPlanViews(queryClient),
  });
}
