import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotebookBookGroup } from '@contract/notebook.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/notebook/by-book. */
export const getNotebookByBook = () => apiRequest<NotebookBookGroup[]>('/api/notebook/by-book');

export const getNotebookByBookQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notebookByBook, queryFn: getNotebookByBook });

/** Called only by the "By Book" tab, so its data is fetched only when that tab is selected. */
export function useNotebookByBook() {
  return useQuery(getNotebookByBookQueryOptions());
}
