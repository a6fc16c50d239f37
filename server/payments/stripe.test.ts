import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/app.ts';
import {
  createStripeClient,
  paymentsConfigured,
  priceIdForTier,
  stripeApiOptions,
  stripeFor,
  tierForPriceId,
} from './stripe.ts';

const full = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_PRICE_BASIC: 'price_b',
  STRIPE_PRICE_PREMIUM: 'price_p',
};

describe('stripe adapter', () => {
  it('is configured only with both keys and both prices', () => {
    expect(paymentsConfigured(testConfig(full))).toBe(true);
    for (const missing of Object.keys(full)) {
      const env = { ...full, [missing]: '' };
      expect(paymentsConfigured(testConfig(env)), missing).toBe(false);
    }
    expect(stripeFor(testConfig({ ...full, STRIPE_PRICE_BASIC: ' ' }))).toBeNull();
  });

  it('maps tiers to prices and back; unknown prices map to no tier', () => {
    const config = testConfig(full);
    expect(priceIdForTier(config, 'basic')).toBe('price_b');
    expect(priceIdForTier(config, 'premium')).toBe('price_p');
    expect(tierForPriceId(config, 'price_p')).toBe('premium');
    expect(tierForPriceId(config, 'price_b')).toBe('basic');
    expect(tierForPriceId(config, 'price_other')).toBeNull();
    expect(tierForPriceId(config, null)).toBeNull();
  });

  it('turns STRIPE_API_URL into host, port and protocol options', () => {
    expect(stripeApiOptions('http://127.0.0.1:4242')).toEqual({
      host: '127.0.0.1',
      port: 4242,
      protocol: 'http',
    });
    expect(stripeApiOptions('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeApiOptions(undefined)).toEqual({});
  });

  it('builds one client per config with short timeouts and a single retry', () => {
    const config = testConfig(full);
    const client = stripeFor(config);
    expect(client).toBe(stripeFor(config));
    const fresh = createStripeClient(
      testConfig({ ...full, STRIPE_API_URL: 'http://127.0.0.1:4242' }),
    );
    expect(fresh.getMaxNetworkRetries()).toBe(1);
    expect(fresh.getApiField('timeout')).toBe(10_000);
    expect(fresh.getApiField('host')).toBe('127.0.0.1');
    expect(fresh.getApiField('protocol')).toBe('http');
    expect(() => createStripeClient(testConfig({}))).toThrow(/STRIPE_SECRET_KEY/);
  });
});
