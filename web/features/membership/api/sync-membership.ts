import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SyncMembershipResponse } from '@contract/subscription.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getMembershipStatusQueryOptions } from './get-membership-status.ts';

/** POST /api/membership/sync: the server re-reads the reader's subscription from the payment provider. */
export const syncMembership = () =>
  apiRequest<SyncMembershipResponse>('/api/membership/sync', { method: 'POST' });

export interface SyncMembershipCallbacks {
  onSuccess?: (result: SyncMembershipResponse) => void;
  /** The failure toast (never called for a 401: see lib/query-client.ts). */
  onFailure?: (error: unknown) => void;
}

/**
 * Syncs, then refreshes the membership status and the signed-in user (whose tier the top bar shows),
 * whether or not the sync succeeded: a payment may have landed through a webhook meanwhile.
 *
 * Give toasts here, not to `mutate`: a sync that changes the tier re-renders the page, and the
 * component that asked (the free reader's Sync card) unmounts before `mutate`'s own callbacks
 * would run, so they never would (issue 16, item 4).
 */
export function useSyncMembership(callbacks: SyncMembershipCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncMembership,
    onSuccess: (result) => callbacks.onSuccess?.(result),
    meta: { onFailure: callbacks.onFailure },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMembershipStatusQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.authUser }),
      ]),
  });
}
