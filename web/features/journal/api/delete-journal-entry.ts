import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '@contract/journal.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshJournalViews } from './refresh-journal-views.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** DELETE /api/journal/entries/{id}. */
export const deleteJournalEntry = (entry: Pick<JournalEntry, 'id' | 'readingId'>) =>
  apiRequest<void>(`/api/journal/entries/${entry.id}`, { method: 'DELETE' });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useDeleteJournalEntry(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    meta,
    onSuccess: (_data, entry) => refreshJournalViews(queryClient, entry.readingId),
  });
}
