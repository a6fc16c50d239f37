import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayReading } from '@contract/readings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Today's reading (the reading's fields, then plan context). */
export type TodayReadingData = TodayReading;

/** GET /api/readings/today; null when the reader follows no plan. */
export const getTodayReading = () => apiRequest<TodayReadingData | null>('/api/readings/today');

/** Spec §7: today's reading is never cached, so every visit asks the server again. */
export const getTodayReadingQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.todayReading,
    queryFn: getTodayReading,
    staleTime: 0,
    gcTime: 0,
  });

export function useTodayReading() {
  return useQuery(getTodayReadingQueryOptions());
}
