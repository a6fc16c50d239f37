import { describe, expect, it } from 'vitest';
import {
  chooseLabel,
  isPaidTier,
  isPaymentReturn,
  isSuccessfulPaymentReturn,
  priceParts,
  subscriptionStatusSummary,
  tierChange,
} from './subscription-status.ts';

describe('subscriptionStatusSummary', () => {
  it('names the statuses a paid member can be in', () => {
    expect(subscriptionStatusSummary('active')).toEqual({ label: 'Active', tone: 'good' });
    expect(subscriptionStatusSummary('trialing').label).toBe('Trial');
    expect(subscriptionStatusSummary('canceling')).toEqual({
      label: 'Cancels at the end of the period',
      tone: 'warning',
    });
    expect(subscriptionStatusSummary('past_due')).toEqual({
      label: 'Payment overdue',
      tone: 'warning',
    });
    expect(subscriptionStatusSummary('canceled').label).toBe('Canceled');
  });

  it('treats a paid tier without a subscription (granted by an administrator) as active', () => {
    expect(subscriptionStatusSummary(null).label).toBe('Active');
    expect(subscriptionStatusSummary(undefined).label).toBe('Active');
    expect(subscriptionStatusSummary('').label).toBe('Active');
  });

  it('spells out a status it does not know', () => {
    expect(subscriptionStatusSummary('incomplete_expired')).toEqual({
      label: 'Incomplete expired',
      tone: 'neutral',
    });
  });
});

describe('tiers and prices', () => {
  it('tells paid tiers from free', () => {
    expect(isPaidTier('free')).toBe(false);
    expect(isPaidTier('basic')).toBe(true);
    expect(isPaidTier('premium')).toBe(true);
  });

  it('orders tiers', () => {
    expect(tierChange('free', 'basic')).toBe('upgrade');
    expect(tierChange('basic', 'premium')).toBe('upgrade');
    expect(tierChange('premium', 'basic')).toBe('downgrade');
    expect(tierChange('basic', 'basic')).toBe('same');
  });

  it("labels a paid tier's button", () => {
    expect(chooseLabel('free', 'basic', 'Basic')).toBe('Choose Basic');
    expect(chooseLabel('free', 'premium', 'Premium')).toBe('Choose Premium');
    expect(chooseLabel('basic', 'premium', 'Premium')).toBe('Upgrade to Premium');
    expect(chooseLabel('premium', 'basic', 'Basic')).toBe('Choose Basic');
  });

  it('writes prices as the spec does (Free £0, Basic £3/month)', () => {
    expect(priceParts(0)).toEqual({ amount: '£0', period: null });
    expect(priceParts(3)).toEqual({ amount: '£3', period: '/month' });
  });
});

describe('payment returns', () => {
  const params = (q: string) => new URLSearchParams(q);

  it('recognises a successful return only with success=true and redirect_status=succeeded', () => {
    expect(isSuccessfulPaymentReturn(params('success=true&redirect_status=succeeded'))).toBe(true);
    expect(isSuccessfulPaymentReturn(params('success=true'))).toBe(false);
    expect(isSuccessfulPaymentReturn(params('success=true&redirect_status=failed'))).toBe(false);
    expect(isSuccessfulPaymentReturn(params('redirect_status=succeeded'))).toBe(false);
  });

  it('recognises any return, to clear the address', () => {
    expect(isPaymentReturn(params('success=true'))).toBe(true);
    expect(isPaymentReturn(params('redirect_status=failed'))).toBe(true);
    expect(isPaymentReturn(params(''))).toBe(false);
    expect(isPaymentReturn(params('tab=1'))).toBe(false);
  });
});
