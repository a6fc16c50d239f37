import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rhythm } from '@contract/rhythm.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/rhythm: the reader's streaks and their last five weeks of reading days (decision 125). */
export const getRhythm = () => apiRequest<Rhythm>('/api/rhythm');

export const getRhythmQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.rhythm,
    queryFn: getRhythm,
    // The figures follow the reader's calendar: a tab left open overnight catches up when the
    // reader comes back to it, not only after a save.
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: true,
  });

export function useRhythm() {
  return useQuery(getRhythmQueryOptions());
}
