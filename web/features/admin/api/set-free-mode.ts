import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FreeMode } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getFreeModeQueryOptions } from './get-free-mode.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** POST /api/admin/free-mode { enabled }: answers the new value. */
export const setFreeMode = (enabled: boolean) =>
  apiRequest<FreeMode>('/api/admin/free-mode', { method: 'POST', body: { enabled } });

/**
 * The switch moves at once (optimistic) and springs back if the call fails. Afterwards the membership
 * status is refreshed, since free mode decides notebook access and whether subscribing is open.
 */
/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useSetFreeMode(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  const { queryKey } = getFreeModeQueryOptions();
  return useMutation({
    mutationFn: setFreeMode,
    meta,
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, { freeMode: enabled });
      return { previous };
    },
    onError: (_error, _enabled, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(queryKey, result);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.membership }),
      ]),
  });
}
