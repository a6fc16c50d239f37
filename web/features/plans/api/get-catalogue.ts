import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanCatalogue, PlanDayInput, PlanDetail, UserPlan } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationMeta } from '@/lib/query-client.ts';
import { refreshPlanViews } from './refresh-plan-views.ts';

// The browsable catalogue, a plan's detail, and moving to a chosen day (decision 159).

const catalogueKey = ['plans', 'catalogue'] as const;

/** GET /api/plans/catalogue: every curated or featured plan, with what the reader tried. */
export const getCatalogue = () => apiRequest<PlanCatalogue>('/api/plans/catalogue');

export function useCatalogue(enabled = true) {
  return useQuery({ queryKey: catalogueKey, queryFn: getCatalogue, enabled });
}

/** GET /api/plans/{id}: the full schedule, minutes a day and (calendar plans) the day of today. */
export function usePlanDetail(planId: number | null) {
  return useQuery({
    queryKey: ['plans', 'detail', planId] as const,
    queryFn: () => apiRequest<PlanDetail>(`/api/plans/${planId}`),
    enabled: planId !== null,
  });
}

/** POST /api/plans/{id}/day: the reader's active plan moves to a day of their choosing. */
export const setPlanDay = ({ planId, ...body }: PlanDayInput & { planId: number }) =>
  apiRequest<UserPlan>(`/api/plans/${planId}/day`, { method: 'POST', body });

export function useSetPlanDay(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlanDay,
    meta,
    onSuccess: () => refreshPlanViews(queryClient),
  });
}

/** After a plan starts: the catalogue's "tried" marks change. */
export const refreshCatalogue = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: catalogueKey });
