import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightSource } from '@contract/insights.ts';
import type { Insight } from '@contract/readings.ts';
import { HttpError, apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** An insight; `source` is sent by servers that know where it came from. */
export type ReadingInsight = Insight & { source?: InsightSource };

/** GET /api/readings/{id}/insights; null when the reading has no insight (404). */
export async function getReadingInsight(readingId: number): Promise<ReadingInsight | null> {
  try {
    return await apiRequest<ReadingInsight>(`/api/readings/${readingId}/insights`);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

export const getReadingInsightQueryOptions = (readingId: number) =>
  queryOptions({
    queryKey: queryKeys.readingInsight(readingId),
    queryFn: () => getReadingInsight(readingId),
  });

/** The insight of a reading, fetched on its own so the passage never waits for it. */
export function useReadingInsight(readingId: number) {
  return useQuery(getReadingInsightQueryOptions(readingId));
}
