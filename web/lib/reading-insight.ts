import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightResponse } from '@contract/insights.ts';
import { HttpError, apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The one owner of GET /api/readings/{id}/insights. Today's insight card (readings) and a journal
 * entry's Session Insight popover (journal) both read it, so it lives in this shared folder: features
 * never import each other.
 */
export type ReadingInsight = InsightResponse;

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

export interface ReadingInsightOptions {
  /** False until the insight is wanted (a closed popover asks nothing). */
  enabled?: boolean;
  /**
   * The insight that came with today's reading (`aiInsight`): when set, the query starts from it and
   * asks the server nothing (insights never go stale).
   */
  seed?: ReadingInsight | null;
}

/** The insight of a reading, fetched on its own so the passage never waits for it. */
export function useReadingInsight(
  readingId: number,
  { enabled, seed }: ReadingInsightOptions = {},
) {
  return useQuery({
    ...getReadingInsightQueryOptions(readingId),
    enabled,
    initialData: seed ?? undefined,
  });
}
