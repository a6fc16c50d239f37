import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { BibleTranslation } from '@contract/bible.ts';
import type { StrongsWordsResponse } from '@contract/strongs.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { parsePassage, passageChapters, type PassageChapter } from '../passage.ts';

/**
 * GET /api/strongs/words?ref=&translation=: the clickable words of one chapter, per verse
 * ('chapter:verse' → [start, end, number][]; decisions 119, 154). The server answers a chapter at a time,
 * and the browser keeps each answer.
 */
export const getPassageStrongsWords = (reference: string, translation: BibleTranslation) =>
  apiRequest<StrongsWordsResponse>(
    `/api/strongs/words?ref=${encodeURIComponent(reference)}&translation=${translation}`,
  );

/** A chapter's words depend only on the chapter and translation and never change: fetched once. */
export const getPassageStrongsWordsQueryOptions = (
  reference: string,
  translation: BibleTranslation,
) =>
  queryOptions({
    queryKey: queryKeys.strongsWords(reference, translation),
    queryFn: () => getPassageStrongsWords(reference, translation),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * One answer for the whole passage from its chapters' answers, keyed as the reading screen keys its
 * verses: 'chapter:verse' in the first book, 'Book chapter:verse' in a later one.
 */
export function mergeChapterWords(
  reference: string,
  translation: BibleTranslation,
  chapters: PassageChapter[],
  answers: (StrongsWordsResponse | undefined)[],
): StrongsWordsResponse {
  const firstBook = chapters[0]?.book;
  const verses: StrongsWordsResponse['verses'] = {};
  chapters.forEach((c, i) => {
    const answer = answers[i];
    if (!answer) return;
    const prefix = c.book === firstBook ? '' : `${c.book} `;
    for (const [key, spans] of Object.entries(answer.verses)) verses[`${prefix}${key}`] = spans;
  });
  return { reference, translation, verses };
}

/** Fetched only once the reader turns Strong's numbers on: one request per chapter the passage shows. */
export function usePassageStrongsWords(
  reference: string | undefined,
  passage: string | undefined,
  translation: BibleTranslation,
  enabled: boolean,
) {
  const chapters = useMemo(
    () => (reference && passage ? passageChapters(parsePassage(passage), reference) : []),
    [reference, passage],
  );
  // A stable combine: the merged answer is made again only when a chapter's answer arrives.
  const combine = useCallback(
    (results: UseQueryResult<StrongsWordsResponse>[]) => ({
      data:
        reference && results.some((r) => r.data)
          ? mergeChapterWords(
              reference,
              translation,
              chapters,
              results.map((r) => r.data),
            )
          : undefined,
    }),
    [reference, translation, chapters],
  );
  return useQueries({
    queries: chapters.map((c) => ({
      ...getPassageStrongsWordsQueryOptions(`${c.book} ${c.chapter}`, translation),
      enabled,
    })),
    combine,
  });
}
