import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelSubscriptionResponse } from '@contract/subscription.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getMembershipStatusQueryOptions } from './get-membership-status.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/**
 * POST /api/subscription/cancel: ends the subscription at the end of the paid period (decision 031), or
 * at once when its payments are failing.
 */
export const cancelSubscription = () =>
  apiRequest<CancelSubscriptionResponse>('/api/subscription/cancel', { method: 'POST' });

/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useCancelSubscription(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    meta,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMembershipStatusQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.authUser }),
      ]),
  });
}
