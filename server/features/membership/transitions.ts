import { TIER_RULES, type Tier } from '@contract/membership.ts';
import type { Config } from '../../config.ts';
import type { InvoiceFacts, SubscriptionFacts } from '../../payments/stripe-objects.ts';
import { tierForPriceId } from '../../payments/stripe.ts';
import type { UserRow } from '../../users/users.ts';

// The membership state machine: pure functions from the reader's stored state and what Stripe reports to
// the next state, and the activity lines a change writes. No database, no Stripe calls.

/** The part of a user row that Stripe drives. */
export interface MemberState {
  tier: Tier;
  subscriptionStatus: string | null;
  stripeSubscriptionId: string | null;
}

/** One line of the reader's activity log. */
export interface ActivityItem {
  action: string;
  description: string;
}

/** Statuses in which the subscriber keeps paid access. */
const PAID_ACCESS = new Set(['active', 'trialing']);
/** Statuses of a subscription that still exists and bills, with or without access. */
const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/** True for a subscription status in which the subscriber keeps paid access. */
export function grantsPaidAccess(status: string): boolean {
  return PAID_ACCESS.has(status);
}

/** True for a subscription that still exists and bills, with or without access. */
export function isLiveStatus(status: string): boolean {
  return LIVE.has(status);
}

/** The Stripe-driven part of a user row. */
export function memberStateOf(user: UserRow): MemberState {
  return {
    tier: user.membershipTier,
    subscriptionStatus: user.subscriptionStatus,
    stripeSubscriptionId: user.stripeSubscriptionId,
  };
}

/**
 * The reader's membership after Stripe reports a subscription's state. Only the reader's own (stored)
 * subscription can take access away; another subscription is adopted only when it grants access, so late
 * events of an abandoned or replaced subscription change nothing.
 */
export function stateAfterSubscription(
  config: Config,
  current: MemberState,
  sub: SubscriptionFacts,
  deleted = false,
): MemberState {
  const status = deleted ? 'canceled' : sub.status;
  if (current.stripeSubscriptionId !== sub.id && !PAID_ACCESS.has(status)) return current;
  switch (status) {
    case 'active':
    case 'trialing':
      return {
        // A price this server does not sell keeps the tier as it is.
        tier: tierForPriceId(config, sub.priceId) ?? current.tier,
        subscriptionStatus: sub.canceling ? 'canceling' : status,
        stripeSubscriptionId: sub.id,
      };
    case 'past_due':
    case 'unpaid':
      // Stripe is still retrying the payment: access stays until the subscription is canceled.
      return { ...current, subscriptionStatus: status };
    case 'paused':
      return { tier: 'free', subscriptionStatus: 'paused', stripeSubscriptionId: sub.id };
    case 'canceled':
      return { tier: 'free', subscriptionStatus: 'canceled', stripeSubscriptionId: null };
    case 'incomplete_expired':
      // The first payment never happened: nothing was granted, so only forget the subscription.
      return { ...current, stripeSubscriptionId: null };
    default:
      // 'incomplete': waiting for the first payment.
      return current;
  }
}

/** The reader's membership after an invoice of their subscription is paid or fails. */
export function stateAfterInvoice(
  current: MemberState,
  invoice: Pick<InvoiceFacts, 'subscriptionId' | 'billingReason' | 'tier'>,
  outcome: 'paid' | 'failed',
): MemberState {
  if (!invoice.subscriptionId) return current;
  const isCurrent = current.stripeSubscriptionId === invoice.subscriptionId;
  if (outcome === 'paid') {
    if (!isCurrent && (current.stripeSubscriptionId !== null || !invoice.tier)) return current;
    return {
      tier: invoice.tier ?? current.tier,
      subscriptionStatus: current.subscriptionStatus === 'canceling' ? 'canceling' : 'active',
      stripeSubscriptionId: invoice.subscriptionId,
    };
  }
  // A failed first payment or plan change leaves the reader where they were (the payment form shows the error).
  if (!isCurrent || current.tier === 'free') return current;
  if (
    invoice.billingReason === 'subscription_create' ||
    invoice.billingReason === 'subscription_update'
  )
    return current;
  return { ...current, subscriptionStatus: 'past_due' };
}

/** The activity line for a tier change (none when the tier stays). */
export function tierChangeActivity(before: Tier, after: Tier): ActivityItem[] {
  if (before === after) return [];
  return [
    {
      action: 'membership_changed',
      description: `Membership changed from ${TIER_RULES[before].label} to ${TIER_RULES[after].label}`,
    },
  ];
}

/** An amount in minor units for the activity log: '£3.00', or '3.00 CHF' for a currency without a symbol here. */
export function formatAmount(minor: number, currency: string): string {
  const symbols: Record<string, string> = { gbp: '£', usd: '$', eur: '€' };
  const amount = (minor / 100).toFixed(2);
  const symbol = symbols[currency.toLowerCase()];
  return symbol ? `${symbol}${amount}` : `${amount} ${currency.toUpperCase()}`;
}
