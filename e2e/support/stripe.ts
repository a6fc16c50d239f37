import { expect } from '@playwright/test';
import Stripe from 'stripe';

/** The Stripe settings the e2e server runs with (global-setup.ts); nothing here is a real key. */
export const E2E_STRIPE = {
  secretKey: 'sk_test_e2e',
  publishableKey: 'pk_test_e2e',
  webhookSecret: 'whsec_e2e',
  priceBasic: 'price_basic',
  pricePremium: 'price_premium',
} as const;

type Json = Record<string, unknown>;

export interface StubSubscriptionState {
  /** The subscription as Stripe's API returns it. */
  subscription: Json;
  /** Its latest invoice as Stripe's API returns it. */
  invoice: Json | null;
}

const stubUrl = () => {
  const url = process.env.E2E_STRIPE_STUB_URL;
  if (!url)
    throw new Error('E2E_STRIPE_STUB_URL is not set (e2e/support/global-setup.ts sets it).');
  return url;
};

/**
 * Tells the Stripe stand-in that the subscription's first payment went through (its invoice is paid and
 * it is active), as Stripe's side would be after the card payment; returns the objects in Stripe's shape.
 */
export async function activateStubSubscription(
  subscriptionId: string,
): Promise<StubSubscriptionState> {
  const res = await fetch(
    `${stubUrl()}/__test/subscriptions/${encodeURIComponent(subscriptionId)}/activate`,
    { method: 'POST' },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as StubSubscriptionState;
}

/** Makes the next `count` Stripe API calls fail with `status` (0 clears). */
export async function failNextStripeCalls(status: number, count: number) {
  const res = await fetch(`${stubUrl()}/__test/fail-next?status=${status}&count=${count}`, {
    method: 'POST',
  });
  expect(res.status).toBe(200);
}

let eventCounter = 0;

/**
 * Delivers a Stripe event to the server's webhook exactly as Stripe would: a JSON event, signed with the
 * endpoint's secret by Stripe's scheme (`Stripe-Signature`).
 */
export async function deliverStripeWebhook(type: string, object: Json) {
  const event = {
    id: `evt_e2e_${Date.now().toString(36)}_${(eventCounter++).toString(36)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: E2E_STRIPE.webhookSecret,
  });
  const res = await fetch(`${process.env.E2E_BASE_URL}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(JSON.parse(text)).toMatchObject({ received: true });
}
