import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, StudyNotesOnly } from '@contract/account.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

export const STUDY_NOTES_ONLY_NOT_SAVED = 'Setting Not Saved';
export const STUDY_NOTES_ONLY_NOT_SAVED_DESCRIPTION =
  'Unable to save your choice of insight. Please try again.';

/**
 * PUT /api/account/study-notes-only (decision 148). The switch changes at once and goes back, with
 * an error toast, when the save fails; once saved, Today and its insights are asked for again, so
 * the next insight shown follows the choice.
 */
export function useSaveStudyNotesOnly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studyNotesOnly: boolean) =>
      apiRequest<StudyNotesOnly>('/api/account/study-notes-only', {
        method: 'PUT',
        body: { studyNotesOnly },
      }),
    meta: {
      onFailure: () =>
        toast.error(STUDY_NOTES_ONLY_NOT_SAVED, {
          description: STUDY_NOTES_ONLY_NOT_SAVED_DESCRIPTION,
        }),
    },
    onMutate: async (studyNotesOnly) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.account });
      const previous = queryClient.getQueryData<Account>(queryKeys.account);
      if (previous)
        queryClient.setQueryData<Account>(queryKeys.account, { ...previous, studyNotesOnly });
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.account, context.previous);
    },
    onSuccess: () =>
      // Today's reading and every insight: 'readings' is their common prefix.
      queryClient.invalidateQueries({ queryKey: queryKeys.todayReading.slice(0, 1) }),
  });
}
