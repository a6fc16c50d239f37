import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@contract/journal-rules.ts';
import type { JournalEntry } from '@contract/journal.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface JournalEntriesPage {
  entries: JournalEntry[];
  /** The next page's cursor (X-Next-Cursor), null on the last page. */
  nextCursor: string | null;
}

/** GET /api/journal/entries?limit=&cursor=: one page of the reader's entries, newest first. */
export async function getJournalEntries(
  limit?: number,
  cursor?: string | null,
): Promise<JournalEntriesPage> {
  const params = new URLSearchParams();
  if (limit !== undefined) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  let nextCursor: string | null = null;
  const query = params.toString() ? `?${params}` : '';
  const entries = await apiRequest<JournalEntry[]>(`/api/journal/entries${query}`, {
    onHeaders: (headers) => (nextCursor = headers.get(NEXT_CURSOR_HEADER)),
  });
  return { entries, nextCursor };
}

/** The `limit` most recent entries (Recent Reflections). Keyed under queryKeys.journalEntries. */
export const getJournalEntriesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: queryKeys.journalRecentEntries(limit),
    queryFn: async () => (await getJournalEntries(limit)).entries,
  });

export function useJournalEntries(limit: number) {
  return useQuery(getJournalEntriesQueryOptions(limit));
}

/**
 * Every entry, a page (50) at a time, for the Journal screen. Under queryKeys.journalEntries
 * too, so the refresh after a save reloads the pages already shown (spec §7).
 */
export const getJournalEntryPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.journalEntryPages,
    queryFn: ({ pageParam }) => getJournalEntries(undefined, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useJournalEntryPages() {
  return useInfiniteQuery(getJournalEntryPagesQueryOptions());
}
