import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotebookSessionGroup } from '@contract/notebook.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getNotebookPage } from './get-notebook-page.ts';

/** GET /api/notebook/by-session?cursor=: one page (50 entries) of the "By Session" view. */
export const getNotebookBySession = (cursor: string | null) =>
  getNotebookPage<NotebookSessionGroup>('/api/notebook/by-session', cursor);

export const getNotebookBySessionQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notebookBySession,
    queryFn: ({ pageParam }) => getNotebookBySession(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Called only by the "By Session" tab, so its data is fetched only when that tab is selected. */
export function useNotebookBySession() {
  return useInfiniteQuery(getNotebookBySessionQueryOptions());
}
