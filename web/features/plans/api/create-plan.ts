import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePlanInput, UserPlan } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshPlanViews } from './refresh-plan-views.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** POST /api/plans: a custom plan for the reader's topic; it is not activated. */
export const createPlan = (input: CreatePlanInput) =>
  apiRequest<UserPlan>('/api/plans', { method: 'POST', body: input });

/** Creates a plan; success or a refusal both refetch the allowance. */
/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useCreatePlan(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    meta,
    onSettled: () => refreshPlanViews(queryClient),
  });
}
