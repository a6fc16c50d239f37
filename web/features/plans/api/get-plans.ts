import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansOverview } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/plans: the reader's plans (Today's first), Top Rated and Most Popular. */
export const getPlans = () => apiRequest<PlansOverview>('/api/plans');

export const getPlansQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.plansOverview, queryFn: getPlans });

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
