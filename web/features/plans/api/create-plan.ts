import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePlanInput, UserPlan } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshPlanViews } from './refresh-plan-views.ts';

/** POST /api/plans: a custom plan for the reader's topic; it is not activated. */
export const createPlan = (input: CreatePlanInput) =>
  apiRequest<UserPlan>('/api/plans', { method: 'POST', body: input });

/** Creates a plan; success or a refusal both refetch the allowance (spec §7, §8). */
export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSettled: () => refreshPlanViews(queryClient),
  });
}
