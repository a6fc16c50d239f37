import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * Spec §7: after a journal save or delete, the reading's entries, the entries list and the
 * notebook views (by date, by session, by book, and any search) are refreshed; and the streaks,
 * since a new reflection counts a reading day.
 */
export async function refreshJournalViews(queryClient: QueryClient, readingId: number | null) {
  const keys = [
    readingId === null ? queryKeys.journalForAnyReading : queryKeys.journalForReading(readingId),
    queryKeys.journalEntries,
    queryKeys.notebookByDate,
    queryKeys.notebookBySession,
    queryKeys.notebookByBook,
    queryKeys.notebookSearches,
    queryKeys.rhythm,
  ];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
