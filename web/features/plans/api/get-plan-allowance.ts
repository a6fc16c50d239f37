import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ALLOWANCE } from '@contract/membership-rules.ts';
import type { Allowance } from '@contract/membership.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/plans/can-create: the reader's plan creation allowance. */
export const getPlanAllowance = () => apiRequest<Allowance>('/api/plans/can-create');

export const getPlanAllowanceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.planAllowance, queryFn: getPlanAllowance });

/** The allowance, with the spec's defaults (§4) while it is missing. */
export function usePlanAllowance() {
  const query = useQuery(getPlanAllowanceQueryOptions());
  return { ...query, allowance: query.data ?? DEFAULT_ALLOWANCE };
}
