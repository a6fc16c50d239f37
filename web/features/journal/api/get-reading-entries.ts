import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalEntry } from '@contract/journal.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/journal/reading/{readingId}: the reader's entries for one reading, newest first. */
export const getReadingEntries = (readingId: number) =>
  apiRequest<JournalEntry[]>(`/api/journal/reading/${readingId}`);

export const getReadingEntriesQueryOptions = (readingId: number) =>
  queryOptions({
    queryKey: queryKeys.journalForReading(readingId),
    queryFn: () => getReadingEntries(readingId),
  });

export function useReadingEntries(readingId: number) {
  return useQuery(getReadingEntriesQueryOptions(readingId));
}
