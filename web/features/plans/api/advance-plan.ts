import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserPlan } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshPlanViews } from './refresh-plan-views.ts';

/** POST /api/plans/advance: the next day of Today's plan. */
export const advancePlan = () => apiRequest<UserPlan>('/api/plans/advance', { method: 'POST' });

export function useAdvancePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advancePlan,
    onSuccess: () => refreshPlanViews(queryClient),
  });
}
