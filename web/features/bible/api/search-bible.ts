import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BibleTranslation } from '@contract/bible.ts';
import { isSearchTooShort } from '@contract/bible-rules.ts';
import type { SearchResponse } from '@contract/bible-reader.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface BibleSearchParams {
  q: string;
  translation: BibleTranslation;
  testament?: 'old' | 'new';
  book?: string;
  page: number;
}

/** GET /api/bible/search?q=&translation=&testament=&book=&page=: ranked verses. */
export const searchBible = (params: BibleSearchParams) => {
  const query = new URLSearchParams({
    q: params.q,
    translation: params.translation,
    page: String(params.page),
  });
  if (params.testament) query.set('testament', params.testament);
  if (params.book) query.set('book', params.book);
  return apiRequest<SearchResponse>(`/api/bible/search?${query.toString()}`);
};

/** The results of a search, once it has words; the previous page stays while the next loads. */
export function useBibleSearch(params: BibleSearchParams) {
  return useQuery({
    queryKey: queryKeys.bibleSearch(params),
    queryFn: () => searchBible(params),
    // Single letters are refused with a hint (isSearchTooShort): never sent.
    enabled: params.q.trim().length > 0 && !isSearchTooShort(params.q),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
