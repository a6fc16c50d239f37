import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotebookDateGroup } from '@contract/notebook.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/notebook/by-date. */
export const getNotebookByDate = () => apiRequest<NotebookDateGroup[]>('/api/notebook/by-date');

export const getNotebookByDateQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notebookByDate, queryFn: getNotebookByDate });

/** Called only by the "By Date" tab, so its data is fetched only when that tab is selected. */
export function useNotebookByDate() {
  return useQuery(getNotebookByDateQueryOptions());
}
