import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BibleTranslation } from '@contract/bible.ts';
import type { ChapterResponse } from '@contract/bible-reader.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/bible/chapters/:book/:chapter?translation=: a chapter with its neighbours. */
export const getChapter = (book: string, chapter: number, translation: BibleTranslation) =>
  apiRequest<ChapterResponse>(
    `/api/bible/chapters/${encodeURIComponent(book)}/${chapter}?translation=${translation}`,
  );

/** A chapter never changes: fetched once per book, chapter and translation. */
export function useChapter(book: string, chapter: number, translation: BibleTranslation) {
  return useQuery({
    queryKey: queryKeys.bibleChapter(book, chapter, translation),
    queryFn: () => getChapter(book, chapter, translation),
    staleTime: Infinity,
    // The last chapter stays up while the next one loads (Next, Previous).
    placeholderData: keepPreviousData,
  });
}
