import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, TranslationSetting } from '@contract/account.ts';
import type { ReaderTranslation } from '@contract/account-rules.ts';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { toast } from './toast.ts';

/**
 * The one owner of PUT /api/account/translation (decision 115): the reading card (readings) and
 * the Account page (account) both save the reader's translation, and features never import
 * each other (decision 122).
 */
export const saveTranslation = (translation: ReaderTranslation) =>
  apiRequest<TranslationSetting>('/api/account/translation', {
    method: 'PUT',
    body: { translation },
  });

export const TRANSLATION_NOT_SAVED = 'Translation Not Saved';
export const TRANSLATION_NOT_SAVED_DESCRIPTION =
  'Unable to save your Bible translation. Please try again.';

export interface SaveTranslationOptions {
  /**
   * Runs once the server saved the choice and before the save counts as done, so a control
   * that shows the pending choice keeps showing it until what follows it (Today's passage) has
   * caught up.
   */
  afterSave?: (translation: ReaderTranslation) => Promise<unknown>;
}

/**
 * Saves the reader's translation. The Account page's copy of the setting changes at once
 * (optimistic) and goes back to the previous value, with an error toast, when the save fails.
 */
export function useSaveTranslation({ afterSave }: SaveTranslationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (translation: ReaderTranslation) => {
      const saved = await saveTranslation(translation);
      await afterSave?.(saved.translation);
      return saved;
    },
    meta: {
      onFailure: () =>
        toast.error(TRANSLATION_NOT_SAVED, { description: TRANSLATION_NOT_SAVED_DESCRIPTION }),
    },
    onMutate: async (translation) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.account });
      const previous = queryClient.getQueryData<Account>(queryKeys.account);
      if (previous)
        queryClient.setQueryData<Account>(queryKeys.account, { ...previous, translation });
      return { previous };
    },
    onError: (_error, _translation, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.account, context.previous);
    },
  });
}
