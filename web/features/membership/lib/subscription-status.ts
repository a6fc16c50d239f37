import type { Tier } from '@contract/membership.ts';
import type { PaidTier } from '@contract/subscription.ts';

export type StatusTone = 'good' | 'warning' | 'neutral';

export interface StatusSummary {
  /** Short label for the Manage Subscription card. */
  label: string;
  tone: StatusTone;
}

const STATUS: Record<string, StatusSummary> = {
  active: { label: 'Active', tone: 'good' },
  trialing: { label: 'Trial', tone: 'good' },
  canceling: { label: 'Cancels at the end of the period', tone: 'warning' },
  past_due: { label: 'Payment overdue', tone: 'warning' },
  unpaid: { label: 'Unpaid', tone: 'warning' },
  paused: { label: 'Paused', tone: 'neutral' },
  canceled: { label: 'Canceled', tone: 'neutral' },
  incomplete: { label: 'Awaiting payment', tone: 'neutral' },
};

/**
 * How a paid member's subscription status reads. No status on a paid tier means the tier was granted
 * without a subscription (by an administrator): it is simply active.
 */
export function subscriptionStatusSummary(status: string | null | undefined): StatusSummary {
  if (!status) return STATUS.active!;
  return STATUS[status] ?? { label: humanize(status), tone: 'neutral' };
}

function humanize(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}

export function isPaidTier(tier: Tier): tier is PaidTier {
  return tier === 'basic' || tier === 'premium';
}

const TIER_ORDER: Record<Tier, number> = { free: 0, basic: 1, premium: 2 };

/** Whether a paid tier is above, below or the reader's own. */
export function tierChange(current: Tier, target: Tier): 'upgrade' | 'downgrade' | 'same' {
  const diff = TIER_ORDER[target] - TIER_ORDER[current];
  return diff > 0 ? 'upgrade' : diff < 0 ? 'downgrade' : 'same';
}

/**
 * The label of a paid tier's button for a signed-in reader who may choose it:
 * 'Upgrade to Premium' for a Basic member, 'Choose {Tier}' otherwise.
 */
export function chooseLabel(current: Tier, target: PaidTier, targetLabel: string): string {
  return current === 'basic' && target === 'premium'
    ? `Upgrade to ${targetLabel}`
    : `Choose ${targetLabel}`;
}

/** The price line of a tier: '£0' for free, '£3/month' for a paid tier. */
export function priceParts(priceGbp: number): { amount: string; period: string | null } {
  return { amount: `£${priceGbp}`, period: priceGbp > 0 ? '/month' : null };
}

/** True when the URL is a return from the payment provider after a successful payment. */
export function isSuccessfulPaymentReturn(params: URLSearchParams): boolean {
  return params.get('success') === 'true' && params.get('redirect_status') === 'succeeded';
}

/** True when the URL is any return from the payment provider. */
export function isPaymentReturn(params: URLSearchParams): boolean {
  return params.get('success') === 'true' || params.has('redirect_status');
}
