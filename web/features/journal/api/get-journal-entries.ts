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

/** What narrows the Journal (decision 128): a book, words in the title or text, one entry. */
export interface JournalFilters {
  book?: string;
  q?: string;
  entry?: number;
}

/**
 * GET /api/journal/entries?limit=&cursor=&book=&q=&entry=: one page of the reader's entries,
 * newest first, narrowed by `filters`.
 */
export async function getJournalEntries(
  limit?: number,
  cursor?: string | null,
  filters: JournalFilters = {},
): Promise<JournalEntriesPage> {
  const params = new URLSearchParams();
  if (limit !== undefined) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  if (filters.book) params.set('book', filters.book);
  if (filters.q) params.set('q', filters.q);
  if (filters.entry !== undefined) params.set('entry', String(filters.entry));
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
 * Every entry (or those `filters` keep), a page (50) at a time, for the Journal screen. Under
 * queryKeys.journalEntries too, so the refresh after a save reloads the pages already shown.
 * Each set of filters is its own list, so going back to one shows it at once.
 */
export const getJournalEntryPagesQueryOptions = (filters: JournalFilters = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.journalFilteredPages(filters),
    queryFn: ({ pageParam }) => getJournalEntries(undefined, pageParam, filters),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new filter's first page loads, the list shown stays (no flash of a skeleton).
    placeholderData: (previous) => previous,
  });

export function useJournalEntryPages(filters: JournalFilters = {}) {
  return useInfiniteQuery(getJournalEntryPagesQueryOptions(filters));
}
