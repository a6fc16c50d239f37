import { z } from 'zod';
import { tierSchema } from './membership.ts';

/** The tiers that are bought through the payment provider. */
export const PAID_TIERS = ['basic', 'premium'] as const;
export const paidTierSchema = z.enum(PAID_TIERS);
export type PaidTier = z.infer<typeof paidTierSchema>;

/**
 * Our copy of the reader's subscription state (users.subscriptionStatus). Mostly Stripe's own statuses;
 * 'canceling' means canceled at period end: the tier is kept until the period is over.
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'paused',
  'canceling',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Body of POST /api/subscription/create. */
export const createSubscriptionBodySchema = z.object({
  tier: paidTierSchema,
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

/**
 * Response of POST /api/subscription/create. `clientSecret` confirms the first payment with the Payment
 * Element; it is null when no payment step is needed (a plan change that Stripe charged to the saved card),
 * in which case the client just refreshes the membership status.
 */
export const createSubscriptionResponseSchema = z.object({
  subscriptionId: z.string(),
  clientSecret: z.string().nullable(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** Response of POST /api/subscription/cancel. `currentPeriodEnd` (ISO) is when paid access ends, if known. */
export const cancelSubscriptionResponseSchema = z.object({
  tier: tierSchema,
  subscriptionStatus: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/** Response of POST /api/membership/sync. */
export const syncMembershipResponseSchema = z.object({
  tier: tierSchema,
  subscriptionStatus: z.string().nullable(),
});
export type SyncMembershipResponse = z.infer<typeof syncMembershipResponseSchema>;

/** Response of POST /api/stripe/webhook. */
export const stripeWebhookResponseSchema = z.object({
  received: z.boolean(),
  duplicate: z.boolean().optional(),
});

/** Messages the server sends for refused subscription calls (shown to readers as they are). */
export const SUBSCRIPTION_MESSAGES = {
  freeMode: 'Subscriptions are paused while free mode is on.',
  notConfigured: 'Payments are not configured on this server.',
  alreadyOnTier: (label: string) => `You are already on the ${label} plan.`,
  notSubscribed: 'You do not have an active subscription to cancel.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
} as const;
