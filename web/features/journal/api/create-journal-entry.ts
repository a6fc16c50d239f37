import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJournalEntryInput, JournalEntry } from '@contract/journal.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshJournalViews } from './refresh-journal-views.ts';

/** POST /api/journal/entries. */
export const createJournalEntry = (input: CreateJournalEntryInput) =>
  apiRequest<JournalEntry>('/api/journal/entries', { method: 'POST', body: input });

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    onSuccess: (entry) => refreshJournalViews(queryClient, entry.readingId),
  });
}
