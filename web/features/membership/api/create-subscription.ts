import { useMutation } from '@tanstack/react-query';
import type { CreateSubscriptionResponse, PaidTier } from '@contract/subscription.ts';
import { apiRequest } from '@/lib/api-client.ts';

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
export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
