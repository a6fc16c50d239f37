import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJournalEntryInput, JournalEntry } from '@contract/journal.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshJournalViews } from './refresh-journal-views.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** POST /api/journal/entries. */
export const createJournalEntry = (input: CreateJournalEntryInput) =>
  apiRequest<JournalEntry>('/api/journal/entries', { method: 'POST', body: input });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useCreateJournalEntry(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    meta,
    onSuccess: (entry) => refreshJournalViews(queryClient, entry.readingId),
  });
}
