import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotebookSessionGroup } from '@contract/notebook.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/notebook/by-session. */
export const getNotebookBySession = () =>
  apiRequest<NotebookSessionGroup[]>('/api/notebook/by-session');

export const getNotebookBySessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notebookBySession, queryFn: getNotebookBySession });

/** Called only by the "By Session" tab, so its data is fetched only when that tab is selected. */
export function useNotebookBySession() {
  return useQuery(getNotebookBySessionQueryOptions());
}
