import { describe, expect, it } from 'vitest';
import type { SubscriptionFacts } from '../../payments/stripe-objects.ts';
import { testConfig } from '../../test/app.ts';
import type { UserRow } from '../../users/users.ts';
import {
  formatAmount,
  grantsPaidAccess,
  isLiveStatus,
  memberStateOf,
  stateAfterInvoice,
  stateAfterSubscription,
  tierChangeActivity,
  type MemberState,
} from './transitions.ts';

const config = testConfig({ STRIPE_PRICE_BASIC: 'price_b', STRIPE_PRICE_PREMIUM: 'price_p' });

const free: MemberState = { tier: 'free', subscriptionStatus: null, stripeSubscriptionId: null };
const basic: MemberState = {
  tier: 'basic',
  subscriptionStatus: 'active',
  stripeSubscriptionId: 'sub_1',
};

function sub(overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts {
  return {
    id: 'sub_1',
    customerId: 'cus_1',
    status: 'active',
    priceId: 'price_b',
    canceling: false,
    currentPeriodEnd: null,
    userId: null,
    ...overrides,
  };
}

describe('stateAfterSubscription', () => {
  it('grants the tier its price sells when the subscription is active or trialing', () => {
    expect(stateAfterSubscription(config, free, sub({ priceId: 'price_p' }))).toEqual({
      tier: 'premium',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_1',
    });
    expect(stateAfterSubscription(config, free, sub({ status: 'trialing' }))).toEqual({
      tier: 'basic',
      subscriptionStatus: 'trialing',
      stripeSubscriptionId: 'sub_1',
    });
  });

  it('keeps the tier for a price this server does not sell', () => {
    expect(stateAfterSubscription(config, basic, sub({ priceId: 'price_other' }))).toEqual(basic);
    expect(stateAfterSubscription(config, basic, sub({ priceId: null }))).toEqual(basic);
  });

  it('marks a subscription set to end as canceling, with access kept', () => {
    expect(stateAfterSubscription(config, basic, sub({ canceling: true }))).toEqual({
      ...basic,
      subscriptionStatus: 'canceling',
    });
  });

  it('keeps access while Stripe retries a payment (past_due, unpaid)', () => {
    for (const status of ['past_due', 'unpaid']) {
      expect(stateAfterSubscription(config, basic, sub({ status }))).toEqual({
        ...basic,
        subscriptionStatus: status,
      });
    }
  });

  it('drops to free when paused, keeping the paused subscription', () => {
    expect(stateAfterSubscription(config, basic, sub({ status: 'paused' }))).toEqual({
      tier: 'free',
      subscriptionStatus: 'paused',
      stripeSubscriptionId: 'sub_1',
    });
  });

  it('drops to free and forgets the subscription when it is canceled or deleted', () => {
    const ended = { tier: 'free', subscriptionStatus: 'canceled', stripeSubscriptionId: null };
    expect(stateAfterSubscription(config, basic, sub({ status: 'canceled' }))).toEqual(ended);
    // A deletion event counts as canceled whatever status the object still carries.
    expect(stateAfterSubscription(config, basic, sub({ status: 'active' }), true)).toEqual(ended);
  });

  it('only forgets a subscription whose first payment never happened', () => {
    const pending = { ...free, stripeSubscriptionId: 'sub_1' };
    expect(stateAfterSubscription(config, pending, sub({ status: 'incomplete_expired' }))).toEqual(
      free,
    );
  });

  it('changes nothing while the first payment is awaited', () => {
    const pending = { ...free, stripeSubscriptionId: 'sub_1' };
    expect(stateAfterSubscription(config, pending, sub({ status: 'incomplete' }))).toBe(pending);
  });

  it('ignores another subscription unless it grants access, and then adopts it', () => {
    const other = sub({ id: 'sub_2' });
    for (const status of ['canceled', 'past_due', 'paused', 'incomplete', 'incomplete_expired']) {
      expect(stateAfterSubscription(config, basic, { ...other, status }), status).toBe(basic);
    }
    expect(stateAfterSubscription(config, basic, other, true)).toBe(basic);
    expect(stateAfterSubscription(config, basic, { ...other, priceId: 'price_p' })).toEqual({
      tier: 'premium',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_2',
    });
  });
});

describe('stateAfterInvoice', () => {
  const invoice = {
    subscriptionId: 'sub_1',
    billingReason: 'subscription_cycle',
    tier: 'basic' as const,
  };

  it('ignores an invoice of no subscription', () => {
    expect(stateAfterInvoice(basic, { ...invoice, subscriptionId: null }, 'paid')).toBe(basic);
    expect(stateAfterInvoice(basic, { ...invoice, subscriptionId: null }, 'failed')).toBe(basic);
  });

  it('a paid invoice of the current subscription sets its tier and makes it active', () => {
    const pastDue = { ...basic, subscriptionStatus: 'past_due' };
    expect(stateAfterInvoice(pastDue, { ...invoice, tier: 'premium' }, 'paid')).toEqual({
      tier: 'premium',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_1',
    });
    // Lines of no known price keep the tier.
    expect(stateAfterInvoice(pastDue, { ...invoice, tier: null }, 'paid')).toEqual(basic);
  });

  it('a paid invoice keeps a canceling subscription canceling', () => {
    const canceling = { ...basic, subscriptionStatus: 'canceling' };
    expect(stateAfterInvoice(canceling, invoice, 'paid')).toEqual(canceling);
  });

  it('a paid invoice of another subscription is adopted only by a reader with none, for a known tier', () => {
    const other = { ...invoice, subscriptionId: 'sub_2' };
    expect(stateAfterInvoice(basic, other, 'paid')).toBe(basic);
    expect(stateAfterInvoice(free, { ...other, tier: null }, 'paid')).toBe(free);
    expect(stateAfterInvoice(free, other, 'paid')).toEqual({
      tier: 'basic',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_2',
    });
  });

  it('a failed renewal of the current subscription makes it past_due, tier kept', () => {
    expect(stateAfterInvoice(basic, invoice, 'failed')).toEqual({
      ...basic,
      subscriptionStatus: 'past_due',
    });
  });

  it('a failed first payment or plan change, another subscription or a free reader change nothing', () => {
    for (const billingReason of ['subscription_create', 'subscription_update']) {
      expect(stateAfterInvoice(basic, { ...invoice, billingReason }, 'failed')).toBe(basic);
    }
    expect(stateAfterInvoice(basic, { ...invoice, subscriptionId: 'sub_2' }, 'failed')).toBe(basic);
    const freeWithSub = { ...free, stripeSubscriptionId: 'sub_1' };
    expect(stateAfterInvoice(freeWithSub, invoice, 'failed')).toBe(freeWithSub);
  });
});

describe('membership helpers', () => {
  it('reads the Stripe-driven part of a user row', () => {
    const user = {
      id: 'u1',
      membershipTier: 'premium',
      subscriptionStatus: 'canceling',
      stripeSubscriptionId: 'sub_9',
      stripeCustomerId: 'cus_9',
    } as UserRow;
    expect(memberStateOf(user)).toEqual({
      tier: 'premium',
      subscriptionStatus: 'canceling',
      stripeSubscriptionId: 'sub_9',
    });
  });

  it('names the statuses with paid access and the live ones', () => {
    expect(['active', 'trialing'].every(grantsPaidAccess)).toBe(true);
    expect(['past_due', 'unpaid', 'canceled', 'incomplete', 'paused'].some(grantsPaidAccess)).toBe(
      false,
    );
    expect(['active', 'trialing', 'past_due', 'unpaid'].every(isLiveStatus)).toBe(true);
    expect(['canceled', 'incomplete', 'incomplete_expired', 'paused'].some(isLiveStatus)).toBe(
      false,
    );
  });

  it('writes an activity line only when the tier changes', () => {
    expect(tierChangeActivity('basic', 'basic')).toEqual([]);
    expect(tierChangeActivity('free', 'premium')).toEqual([
      { action: 'membership_changed', description: 'Membership changed from Free to Premium' },
    ]);
  });

  it('formats amounts with a symbol where it knows one', () => {
    expect(formatAmount(300, 'gbp')).toBe('£3.00');
    expect(formatAmount(1250, 'USD')).toBe('$12.50');
    expect(formatAmount(5, 'eur')).toBe('€0.05');
    expect(formatAmount(1000, 'chf')).toBe('10.00 CHF');
  });
});
