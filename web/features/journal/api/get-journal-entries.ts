import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOURNAL_LIST_MAX } from '@contract/journal-rules.ts';
import type { JournalEntry } from '@contract/journal.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/journal/entries?limit=: the reader's most recent entries, newest first. */
export const getJournalEntries = (limit: number) =>
  apiRequest<JournalEntry[]>(`/api/journal/entries?limit=${limit}`);

/** Keyed under queryKeys.journalEntries, so one invalidation refreshes every list size. */
export const getJournalEntriesQueryOptions = (limit: number = JOURNAL_LIST_MAX) =>
  queryOptions({
    queryKey: [...queryKeys.journalEntries, limit] as const,
    queryFn: () => getJournalEntries(limit),
  });

export function useJournalEntries(limit: number = JOURNAL_LIST_MAX) {
  return useQuery(getJournalEntriesQueryOptions(limit));
}
