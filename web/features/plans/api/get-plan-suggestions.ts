import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_SUGGESTIONS, SUGGESTIONS_MIN_LENGTH } from '@contract/plans-rules.ts';
import type { PlanSuggestions } from '@contract/plans.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Spec §9: suggestions stay fresh for 1 second. */
export const SUGGESTIONS_STALE_MS = 1_000;

/** GET /api/plans/suggestions?q=: topics, book names and plan titles for what the reader typed. */
export const getPlanSuggestions = (q: string, signal?: AbortSignal) =>
  apiRequest<PlanSuggestions>(`/api/plans/suggestions?q=${encodeURIComponent(q)}`, { signal });

export const getPlanSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.planSuggestions(q),
    queryFn: ({ signal }) => getPlanSuggestions(q, signal),
    staleTime: SUGGESTIONS_STALE_MS,
    enabled: q.length >= SUGGESTIONS_MIN_LENGTH,
    select: (data) => data.suggestions.slice(0, MAX_SUGGESTIONS),
  });

/** Suggestions from 3 characters, at most 5. */
export function usePlanSuggestions(q: string) {
  return useQuery(getPlanSuggestionsQueryOptions(q));
}
