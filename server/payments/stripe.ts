import Stripe from 'stripe';
import type { Tier } from '@contract/membership.ts';
import type { PaidTier } from '@contract/subscription.ts';
import type { Config } from '../config.ts';

export type { Stripe };

/** A slow payment provider must never hold a request for long. */
const STRIPE_TIMEOUT_MS = 10_000;
const STRIPE_MAX_NETWORK_RETRIES = 1;

type PaymentsConfig = Pick<
  Config,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_PRICE_BASIC'
  | 'STRIPE_PRICE_PREMIUM'
  | 'STRIPE_API_URL'
>;

/** True when the server can sell subscriptions: secret and publishable keys and both prices are set. */
export function paymentsConfigured(config: PaymentsConfig): boolean {
  return Boolean(
    config.STRIPE_SECRET_KEY &&
    config.STRIPE_PUBLISHABLE_KEY &&
    config.STRIPE_PRICE_BASIC &&
    config.STRIPE_PRICE_PREMIUM,
  );
}

/** Connection options for a stand-in Stripe API (tests, stripe-mock): host, port and protocol from a URL. */
export function stripeApiOptions(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** Builds the Stripe SDK client from config; throws when no secret key is set. */
export function createStripeClient(config: PaymentsConfig): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  return new Stripe(config.STRIPE_SECRET_KEY, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: 'Lamplight' },
    ...stripeApiOptions(config.STRIPE_API_URL),
  });
}

const clients = new WeakMap<object, Stripe>();

/** One shared Stripe client per app config, or null when payments are not configured. */
export function stripeFor(config: PaymentsConfig): Stripe | null {
  if (!paymentsConfigured(config)) return null;
  let client = clients.get(config);
  if (!client) {
    client = createStripeClient(config);
    clients.set(config, client);
  }
  return client;
}

/** The Stripe price id that sells a paid tier. */
export function priceIdForTier(config: PaymentsConfig, tier: PaidTier): string {
  const price = tier === 'premium' ? config.STRIPE_PRICE_PREMIUM : config.STRIPE_PRICE_BASIC;
  if (!price) throw new Error(`No Stripe price is configured for the ${tier} tier`);
  return price;
}

/** The tier a Stripe price id sells, or null for a price this server does not know. */
export function tierForPriceId(
  config: PaymentsConfig,
  priceId: string | null | undefined,
): PaidTier | null {
  if (!priceId) return null;
  if (priceId === config.STRIPE_PRICE_PREMIUM) return 'premium';
  if (priceId === config.STRIPE_PRICE_BASIC) return 'basic';
  return null;
}

const TIER_RANK: Record<Tier, number> = { free: 0, basic: 1, premium: 2 };

/** The higher of two tiers (null counts as nothing). */
export function higherTier<T extends Tier>(a: T | null, b: T | null): T | null {
  if (!a) return b;
  if (!b) return a;
  return TIER_RANK[b] > TIER_RANK[a] ? b : a;
}
