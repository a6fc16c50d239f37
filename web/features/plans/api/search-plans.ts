import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH } from '@contract/plans-rules.ts';
import type { PlanSearchResult } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Spec §9: search results stay fresh for 5 seconds. */
export const SEARCH_STALE_MS = 5_000;

/** GET /api/plans/search?q=: public plans matching the keywords. */
export const searchPlans = (q: string, signal?: AbortSignal) =>
  apiRequest<PlanSearchResult>(`/api/plans/search?q=${encodeURIComponent(q)}`, { signal });

export const searchPlansQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.planSearch(q),
    queryFn: ({ signal }) => searchPlans(q, signal),
    staleTime: SEARCH_STALE_MS,
    enabled: q.length >= SEARCH_MIN_LENGTH,
  });

/** Searches from 2 characters; keeps the last results on screen while the next ones load. */
export function useSearchPlans(q: string) {
  return useQuery({ ...searchPlansQueryOptions(q), placeholderData: keepPreviousData });
}
