import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarlierEntry } from '@contract/journal-filters.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /api/journal/earlier?reference=&readingId=: the reader's latest entry, written before
 * today's reading, on a passage sharing a verse with it (decision 128).
 */
export const getEarlierEntry = (reference: string, readingId: number) =>
  apiRequest<EarlierEntry>(
    `/api/journal/earlier?${new URLSearchParams({ reference, readingId: String(readingId) })}`,
  );

export const getEarlierEntryQueryOptions = (reference: string, readingId: number) =>
  queryOptions({
    queryKey: queryKeys.journalEarlierEntry(reference, readingId),
    queryFn: () => getEarlierEntry(reference, readingId),
  });

export function useEarlierEntry(reference: string, readingId: number) {
  return useQuery(getEarlierEntryQueryOptions(reference, readingId));
}
