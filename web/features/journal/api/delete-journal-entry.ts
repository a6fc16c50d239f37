import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '@contract/journal.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshJournalViews } from './refresh-journal-views.ts';

/** DELETE /api/journal/entries/{id}. */
export const deleteJournalEntry = (entry: Pick<JournalEntry, 'id' | 'readingId'>) =>
  apiRequest<void>(`/api/journal/entries/${entry.id}`, { method: 'DELETE' });

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSuccess: (_data, entry) => refreshJournalViews(queryClient, entry.readingId),
  });
}
