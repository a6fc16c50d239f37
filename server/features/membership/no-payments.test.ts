import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeEvents, users } from '../../db/schema/index.ts';
import { setFreeMode } from '../../settings/settings.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';

// No Stripe settings at all: the server must run, and say plainly that it cannot sell subscriptions.
const ctx = setupTestApp();
const db = () => ctx.database.db;

describe('membership without payments configured', () => {
  it('reports payments as disabled in the status', async () => {
    const reader = await signedInUser(db());
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/membership/status',
      headers: reader.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tier: 'free',
      paymentsEnabled: false,
      limits: { notebookAccess: false },
    });
  });

  it('refuses to create a subscription with 503', async () => {
    const reader = await signedInUser(db());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: reader.headers,
      payload: { tier: 'basic' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'Payments are not configured on this server.',
      code: 'payments_unavailable',
    });
    expect(
      (await db().select().from(users).where(eq(users.id, reader.user.id)))[0]?.stripeCustomerId,
    ).toBeNull();
  });

  it('still explains free mode and the current tier first', async () => {
    const basic = await signedInUser(db(), { membershipTier: 'basic' });
    const same = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: basic.headers,
      payload: { tier: 'basic' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('You are already on the Basic plan.');

    await setFreeMode(db(), true);
    try {
      const paused = await ctx.app.inject({
        method: 'POST',
        url: '/api/subscription/create',
        headers: basic.headers,
        payload: { tier: 'premium' },
      });
      expect(paused.statusCode).toBe(400);
      expect(paused.json().message).toBe('Subscriptions are paused while free mode is on.');
    } finally {
      await setFreeMode(db(), false);
    }
  });

  it('sync returns the tier unchanged', async () => {
    const reader = await signedInUser(db(), {
      membershipTier: 'premium',
      subscriptionStatus: 'active',
      stripeCustomerId: 'cus_offline',
      stripeSubscriptionId: 'sub_offline',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/membership/sync',
      headers: reader.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tier: 'premium', subscriptionStatus: 'active' });
  });

  it('cancel: 400 without a subscription, 503 with one it cannot reach', async () => {
    const free = await signedInUser(db());
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: free.headers,
    });
    expect(none.statusCode).toBe(400);

    const subscribed = await signedInUser(db(), {
      membershipTier: 'basic',
      stripeSubscriptionId: 'sub_offline_2',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: subscribed.headers,
    });
    expect(res.statusCode).toBe(503);
    const [row] = await db().select().from(users).where(eq(users.id, subscribed.user.id));
    expect(row).toMatchObject({ membershipTier: 'basic', subscriptionStatus: null });
  });

  it('answers webhooks with 503 and records nothing when no webhook secret is set', async () => {
    const payload = JSON.stringify({
      id: 'evt_offline',
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: 'whsec_any',
        }),
      },
      payload,
    });
    expect(res.statusCode).toBe(503);
    expect(
      await db().select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_offline')),
    ).toHaveLength(0);
  });
});
