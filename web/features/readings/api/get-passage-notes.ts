import { useQuery } from '@tanstack/react-query';
import type { BibleTranslation, PassageNotesResponse } from '@contract/bible.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/bible/notes?ref=&translation=: the translators' marginal notes of a passage. */
export const getPassageNotes = (reference: string, translation: BibleTranslation) =>
  apiRequest<PassageNotesResponse>(
    `/api/bible/notes?ref=${encodeURIComponent(reference)}&translation=${translation}`,
  );

/** The notes of a passage never change: fetched once per reference and translation. */
export function usePassageNotes(reference: string | undefined, translation: BibleTranslation) {
  return useQuery({
    queryKey: queryKeys.passageNotes(reference ?? '', translation),
    queryFn: () => getPassageNotes(reference ?? '', translation),
    enabled: Boolean(reference),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
