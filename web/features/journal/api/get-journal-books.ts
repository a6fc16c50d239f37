import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalBooks } from '@contract/journal-filters.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/journal/books: the books the reader has written on, in canonical order. */
export const getJournalBooks = () => apiRequest<JournalBooks>('/api/journal/books');

export const getJournalBooksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.journalBooks, queryFn: getJournalBooks });

export function useJournalBooks() {
  return useQuery(getJournalBooksQueryOptions());
}
