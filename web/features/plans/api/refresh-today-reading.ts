import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TodayReading } from '@contract/readings.ts';
import { HttpError, apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * POST /api/readings/refresh: today's reading for the plan Today now follows (after
 * switching plans today's reading is refreshed); null when the reader follows no plan. Older servers
 * answered that case with a 404, read the same way.
 */
export async function refreshTodayReading(): Promise<TodayReading | null> {
  try {
    return await apiRequest<TodayReading | null>('/api/readings/refresh', { method: 'POST' });
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

/**
 * The answer is today's reading itself, so it goes straight into Today's cache: the server computes
 * the reading once per switch, with no GET before or after it. Only a failure asks again.
 */
export function useRefreshTodayReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshTodayReading,
    onSuccess: (reading) => queryClient.setQueryData(queryKeys.todayReading, reading),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.todayReading }),
  });
}
