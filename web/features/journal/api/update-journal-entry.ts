import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, UpdateJournalEntryInput } from '@contract/journal.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshJournalViews } from './refresh-journal-views.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** PUT /api/journal/entries/{id}. */
export const updateJournalEntry = ({ id, ...input }: UpdateJournalEntryInput & { id: number }) =>
  apiRequest<JournalEntry>(`/api/journal/entries/${id}`, { method: 'PUT', body: input });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useUpdateJournalEntry(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournalEntry,
    meta,
    onSuccess: (entry) => refreshJournalViews(queryClient, entry.readingId),
  });
}
