import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StrongsEntryResponse } from '@contract/strongs.ts';
import { HttpError, apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Spec §9: the dialog shows the first 3 verses, so it asks for no more (decision 008). */
export const STRONGS_VERSES_SHOWN = 3;

/** GET /api/strongs/{number}?limit=3; null when the dictionary has no entry (404). */
export async function getStrongsEntry(number: string): Promise<StrongsEntryResponse | null> {
  try {
    return await apiRequest<StrongsEntryResponse>(
      `/api/strongs/${encodeURIComponent(number)}?limit=${STRONGS_VERSES_SHOWN}`,
    );
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

/** A dictionary entry never changes: fetched once, kept for the whole visit. */
export const getStrongsEntryQueryOptions = (number: string) =>
  queryOptions({
    queryKey: queryKeys.strongsEntry(number.toUpperCase(), STRONGS_VERSES_SHOWN),
    queryFn: () => getStrongsEntry(number),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useStrongsEntry(number: string | null) {
  return useQuery({ ...getStrongsEntryQueryOptions(number ?? ''), enabled: Boolean(number) });
}
