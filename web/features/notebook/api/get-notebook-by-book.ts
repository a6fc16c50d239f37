import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotebookBookGroup } from '@contract/notebook.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getNotebookPage } from './get-notebook-page.ts';

/** GET /api/notebook/by-book?cursor=: one page (50 entries) of the "By Book" view. */
export const getNotebookByBook = (cursor: string | null) =>
  getNotebookPage<NotebookBookGroup>('/api/notebook/by-book', cursor);

export const getNotebookByBookQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notebookByBook,
    queryFn: ({ pageParam }) => getNotebookByBook(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Called only by the "By Book" tab, so its data is fetched only when that tab is selected. */
export function useNotebookByBook() {
  return useInfiniteQuery(getNotebookByBookQueryOptions());
}
