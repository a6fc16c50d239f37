import { NEXT_CURSOR_HEADER } from '@contract/journal-rules.ts';
import { apiRequest } from '@/lib/api-client.ts';

export interface NotebookPage<G> {
  groups: G[];
  /** The next page's cursor (X-Next-Cursor), null on the last page. */
  nextCursor: string | null;
}

/** One page of a grouped notebook view (decision 099); shared by the three view calls. */
export async function getNotebookPage<G>(
  path: string,
  cursor: string | null,
): Promise<NotebookPage<G>> {
  let nextCursor: string | null = null;
  const url = cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;
  const groups = await apiRequest<G[]>(url, {
    onHeaders: (headers) => (nextCursor = headers.get(NEXT_CURSOR_HEADER)),
  });
  return { groups, nextCursor };
}
