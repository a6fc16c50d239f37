import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BibleTranslation } from '@contract/bible.ts';
import type { StrongsWordsResponse } from '@contract/strongs.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /api/strongs/words?ref=&translation=: the clickable words of a passage, per verse
 * ('chapter:verse' → [start, end, number][]; decision 119).
 */
export const getPassageStrongsWords = (reference: string, translation: BibleTranslation) =>
  apiRequest<StrongsWordsResponse>(
    `/api/strongs/words?ref=${encodeURIComponent(reference)}&translation=${translation}`,
  );

/** The words depend only on the reference and translation and never change: fetched once. */
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

/** Fetched only once the reader turns Strong's numbers on. */
export function usePassageStrongsWords(
  reference: string | undefined,
  translation: BibleTranslation,
  enabled: boolean,
) {
  return useQuery({
    ...getPassageStrongsWordsQueryOptions(reference ?? '', translation),
    enabled: enabled && Boolean(reference),
  });
}
