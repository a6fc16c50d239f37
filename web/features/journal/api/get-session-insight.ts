import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Insight } from '@contract/readings.ts';
import { HttpError, apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/readings/{id}/insights for a journal entry's reading; null when there is none (404). */
export async function getSessionInsight(readingId: number): Promise<Insight | null> {
  try {
    return await apiRequest<Insight>(`/api/readings/${readingId}/insights`);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

/** Shares its key with Today's insight card, so an insight seen there opens here at once. */
export const getSessionInsightQueryOptions = (readingId: number) =>
  queryOptions({
    queryKey: queryKeys.readingInsight(readingId),
    queryFn: () => getSessionInsight(readingId),
  });

export function useSessionInsight(readingId: number, enabled: boolean) {
  return useQuery({ ...getSessionInsightQueryOptions(readingId), enabled });
}
