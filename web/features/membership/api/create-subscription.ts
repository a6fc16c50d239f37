import { useMutation } from '@tanstack/react-query';
import type { CreateSubscriptionResponse, PaidTier } from '@contract/subscription.ts';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/**
 * POST /api/subscription/create: starts (or changes) a subscription. `clientSecret` confirms its first
 * payment in the Payment Element; null means no payment step is needed (decision 030).
 */
export const createSubscription = (tier: PaidTier) =>
  apiRequest<CreateSubscriptionResponse>('/api/subscription/create', {
    method: 'POST',
    body: { tier },
  });

/** Nothing is invalidated here: the tier changes only once the payment is confirmed. */
/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useCreateSubscription(meta?: MutationMeta) {
  return useMutation({ mutationFn: createSubscription, meta });
}
