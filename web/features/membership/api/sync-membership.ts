import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SyncMembershipResponse } from '@contract/subscription.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getMembershipStatusQueryOptions } from './get-membership-status.ts';

/** POST /api/membership/sync: the server re-reads the reader's subscription from the payment provider. */
export const syncMembership = () =>
  apiRequest<SyncMembershipResponse>('/api/membership/sync', { method: 'POST' });

/**
 * Syncs, then refreshes the membership status and the signed-in user (whose tier the top bar shows),
 * whether or not the sync succeeded: a payment may have landed through a webhook meanwhile.
 */
export function useSyncMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncMembership,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMembershipStatusQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.authUser }),
      ]),
  });
}
