import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserPlan } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshPlanViews } from './refresh-plan-views.ts';

/** POST /api/plans/previous: back one day of Today's plan. */
export const previousPlanDay = () =>
  apiRequest<UserPlan>('/api/plans/previous', { method: 'POST' });

export function usePreviousPlanDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: previousPlanDay,
    onSuccess: () => refreshPlanViews(queryClient),
  });
}
