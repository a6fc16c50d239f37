import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotebookDateGroup } from '@contract/notebook.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getNotebookPage } from './get-notebook-page.ts';

/** GET /api/notebook/by-date?cursor=: one page (50 entries) of the "By Date" view. */
export const getNotebookByDate = (cursor: string | null) =>
  getNotebookPage<NotebookDateGroup>('/api/notebook/by-date', cursor);

export const getNotebookByDateQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notebookByDate,
    queryFn: ({ pageParam }) => getNotebookByDate(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Called only by the "By Date" tab, so its data is fetched only when that tab is selected. */
export function useNotebookByDate() {
  return useInfiniteQuery(getNotebookByDateQueryOptions());
}
