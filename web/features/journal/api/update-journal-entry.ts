import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, UpdateJournalEntryInput } from '@contract/journal.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshJournalViews } from './refresh-journal-views.ts';

/** PUT /api/journal/entries/{id}. */
export const updateJournalEntry = ({ id, ...input }: UpdateJournalEntryInput & { id: number }) =>
  apiRequest<JournalEntry>(`/api/journal/entries/${id}`, { method: 'PUT', body: input });

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournalEntry,
    onSuccess: (entry) => refreshJournalViews(queryClient, entry.readingId),
  });
}
