import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * POST /api/readings/refresh: today's reading for the plan Today now follows (spec §4: after
 * switching plans today's reading is refreshed). A reader left without a plan gets null (200), as
 * GET /api/readings/today does; a 404 is still tolerated from servers older than that.
 */
export async function refreshTodayReading(): Promise<void> {
  try {
    await apiRequest<unknown>('/api/readings/refresh', { method: 'POST' });
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return;
    throw err;
  }
}

export function useRefreshTodayReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshTodayReading,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.todayReading }),
  });
}
