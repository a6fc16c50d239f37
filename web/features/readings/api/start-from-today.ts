import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartFromTodayInput, TodayReading } from '@contract/readings.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/**
 * POST /api/readings/start-from-today: keeps the plan and progress, re-bases the daily schedule so
 * the reader is no longer behind (decision 101). `fromDay` is the day shown (409 when stale).
 */
export const startFromToday = (input: StartFromTodayInput = {}) =>
  apiRequest<TodayReading | null>('/api/readings/start-from-today', {
    method: 'POST',
    body: input,
  });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useStartFromToday(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFromToday,
    meta,
    // Today's reading carries the schedule; the plans carry the day (both change on a 409 too).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.todayReading }),
        queryClient.invalidateQueries({ queryKey: queryKeys.plans }),
      ]),
  });
}
