import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotebookSearchResult } from '@contract/notebook.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/notebook/search?q=: the reader's entries matching the words, best first. */
export const searchNotebook = (q: string) =>
  apiRequest<NotebookSearchResult>(`/api/notebook/search?q=${encodeURIComponent(q)}`);

export const searchNotebookQueryOptions = (q: string) =>
  queryOptions({ queryKey: queryKeys.notebookSearch(q), queryFn: () => searchNotebook(q) });

/** Searches once `q` is non-blank; the previous results stay while the next ones load. */
export function useNotebookSearch(q: string) {
  const text = q.trim();
  return useQuery({
    ...searchNotebookQueryOptions(text),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
}
