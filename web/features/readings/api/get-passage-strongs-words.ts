import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StrongsWordsResponse } from '@contract/strongs.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * GET /api/strongs/words?ref=: the Strong's numbers behind the words of a passage, per verse
 * ('chapter:verse' → word → number; decision 007). Old Testament passages only; others give {}.
 */
export const getPassageStrongsWords = (reference: string) =>
  apiRequest<StrongsWordsResponse>(`/api/strongs/words?ref=${encodeURIComponent(reference)}`);

/** The map depends only on the reference and never changes: fetched once per visit. */
export const getPassageStrongsWordsQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: queryKeys.strongsWords(reference),
    queryFn: () => getPassageStrongsWords(reference),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Fetched only once the reader turns Strong's numbers on. */
export function usePassageStrongsWords(reference: string | undefined, enabled: boolean) {
  return useQuery({
    ...getPassageStrongsWordsQueryOptions(reference ?? ''),
    enabled: enabled && Boolean(reference),
  });
}
