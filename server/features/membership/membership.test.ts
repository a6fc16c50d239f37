import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { UNLIMITED } from '@contract/membership.ts';
import {
  activity,
  journalEntries,
  membershipChanges,
  stripeEvents,
  users,
} from '../../db/schema/index.ts';
import { setFreeMode } from '../../settings/settings.ts';
import { setupTestApp } from '../../test/app.ts';
import { createUser, signedInUser, type SignedIn } from '../../test/factories.ts';
import { signedWebhook, startStripeStub, stripeEvent } from '../../test/stripe-stub.ts';

const WEBHOOK_SECRET = 'whsec_lamplight_test_secret';
// The stand-in must be listening before the app is configured with its address.
const stub = await startStripeStub({ prices: { price_basic: 300, price_premium: 500 } });
afterAll(() => stub.close());

const ctx = setupTestApp({
  STRIPE_SECRET_KEY: 'sk_test_lamplight',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_lamplight',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_BASIC: 'price_basic',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_API_URL: stub.url,
});

const db = () => ctx.database.db;

async function status(s: SignedIn) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/membership/status',
    headers: s.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function create(s: SignedIn, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/subscription/create',
    headers: s.headers,
    payload: payload as object,
  });
}

function post(s: SignedIn, url: string) {
  return ctx.app.inject({ method: 'POST', url, headers: s.headers });
}

function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const { payload, headers } = signedWebhook(event, secret);
  return ctx.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers, payload });
}

async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

async function activities(userId: string, action: string) {
  return db()
    .select()
    .from(activity)
    .where(and(eq(activity.userId, userId), eq(activity.action, action)));
}

/** Stripe requests made for one customer's objects (so tests running side by side don't mix). */
function requestsSince(n: number) {
  return stub.requests.slice(n);
}

/** A reader who bought `tier` through the API, with the payment done and the webhook delivered. */
async function subscribedReader(tier: 'basic' | 'premium') {
  const reader = await signedInUser(db());
  const res = await create(reader, { tier });
  expect(res.statusCode).toBe(200);
  const { subscriptionId } = res.json();
  stub.activate(subscriptionId);
  const hook = await deliver(
    stripeEvent('customer.subscription.updated', stub.subscriptionJson(subscriptionId)),
  );
  expect(hook.statusCode).toBe(200);
  return { reader, subscriptionId: subscriptionId as string };
}

describe('membership status', () => {
  it('reports tier, free mode, notebook access, payments and the allowance of a free reader', async () => {
    const reader = await signedInUser(db());
    const body = await status(reader);
    expect(body).toMatchObject({
      tier: 'free',
      freeMode: false,
      subscriptionStatus: null,
      limits: { notebookAccess: false },
      paymentsEnabled: true,
      canCreateCustom: false,
      customPlansRemaining: 0,
      canActivateMore: true,
      activeCount: 0,
      maxActive: 1,
      monthlyLimit: 0,
      plansCreatedThisMonth: 0,
    });
    expect(body.nextResetDate).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('gives everyone notebook access while free mode is on', async () => {
    const reader = await signedInUser(db());
    await setFreeMode(db(), true);
    try {
      expect(await status(reader)).toMatchObject({
        freeMode: true,
        tier: 'free',
        limits: { notebookAccess: true },
      });
    } finally {
      await setFreeMode(db(), false);
    }
    expect(await status(reader)).toMatchObject({
      freeMode: false,
      limits: { notebookAccess: false },
    });
  });
});

describe('subscribing through Stripe', () => {
  it('upgrades a free reader to Basic once the webhook reports the payment; limits follow at once', async () => {
    const reader = await signedInUser(db(), { firstName: 'Ruth', lastName: 'Moab' });
    const before = stub.requests.length;
    const res = await create(reader, { tier: 'basic' });
    expect(res.statusCode).toBe(200);
    const { subscriptionId, clientSecret } = res.json();
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);

    // A customer with our user id, and an incomplete subscription on the Basic price.
    const row = await userRow(reader.user.id);
    expect(row.stripeSubscriptionId).toBe(subscriptionId);
    const customer = stub.customers.get(row.stripeCustomerId!);
    expect(customer).toMatchObject({
      email: reader.user.email,
      name: 'Ruth Moab',
      metadata: { userId: reader.user.id },
    });
    const sub = stub.subscriptions.get(subscriptionId)!;
    expect(sub).toMatchObject({
      customer: customer!.id,
      price: 'price_basic',
      status: 'incomplete',
    });
    const createCall = requestsSince(before).find(
      (r) => r.method === 'POST' && r.path === '/v1/subscriptions',
    );
    expect(createCall?.params).toMatchObject({
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { userId: reader.user.id, tier: 'basic' },
    });

    // Nothing is granted before Stripe confirms the payment.
    expect(await status(reader)).toMatchObject({ tier: 'free', limits: { notebookAccess: false } });

    stub.activate(subscriptionId);
    const hook = await deliver(
      stripeEvent('customer.subscription.updated', stub.subscriptionJson(subscriptionId)),
    );
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ received: true });

    expect(await status(reader)).toMatchObject({
      tier: 'basic',
      subscriptionStatus: 'active',
      limits: { notebookAccess: true },
      monthlyLimit: 1,
      customPlansRemaining: 1,
      canCreateCustom: true,
      maxActive: 3,
    });
    expect(await activities(reader.user.id, 'membership_changed')).toHaveLength(1);
    const changes = await db()
      .select()
      .from(membershipChanges)
      .where(eq(membershipChanges.userId, reader.user.id));
    expect(changes).toMatchObject([{ oldTier: 'free', newTier: 'basic', adminId: null }]);

    // The invoice arrives as invoice.paid and invoice.payment_succeeded: one payment is recorded once.
    const invoice = stub.invoiceJson(sub.latestInvoice);
    expect((await deliver(stripeEvent('invoice.paid', invoice))).statusCode).toBe(200);
    expect((await deliver(stripeEvent('invoice.payment_succeeded', invoice))).statusCode).toBe(200);
    const payments = await activities(reader.user.id, 'payment');
    expect(payments).toHaveLength(1);
    expect(payments[0]!.description).toContain('£3.00');
  });

  it('applies the same event only once when Stripe delivers it twice', async () => {
    const reader = await signedInUser(db());
    const { subscriptionId } = (await create(reader, { tier: 'premium' })).json();
    stub.activate(subscriptionId);
    const event = stripeEvent(
      'customer.subscription.created',
      stub.subscriptionJson(subscriptionId),
    );

    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect((await userRow(reader.user.id)).membershipTier).toBe('premium');

    // If the redelivery were applied again it would undo this change.
    await db().update(users).set({ membershipTier: 'free' }).where(eq(users.id, reader.user.id));
    const second = await deliver(event);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    expect((await userRow(reader.user.id)).membershipTier).toBe('free');
    expect(await activities(reader.user.id, 'membership_changed')).toHaveLength(1);
    const rows = await db()
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id as string));
    expect(rows).toHaveLength(1);
  });

  it('refuses an event with a bad or missing signature and changes nothing', async () => {
    const reader = await signedInUser(db());
    const { subscriptionId } = (await create(reader, { tier: 'basic' })).json();
    stub.activate(subscriptionId);
    const event = stripeEvent(
      'customer.subscription.updated',
      stub.subscriptionJson(subscriptionId),
    );

    const wrongSecret = await deliver(event, 'whsec_someone_else');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ code: 'invalid_signature' });

    const { headers } = signedWebhook(event, WEBHOOK_SECRET);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers,
      payload: JSON.stringify({ ...event, type: 'customer.subscription.deleted' }),
    });
    expect(tampered.statusCode).toBe(400);

    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);

    const noBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'stripe-signature': headers['stripe-signature']! },
    });
    expect(noBody.statusCode).toBe(400);

    expect(await userRow(reader.user.id)).toMatchObject({
      membershipTier: 'free',
      subscriptionStatus: null,
    });
    expect(
      await db()
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id as string)),
    ).toHaveLength(0);

    // The genuine delivery of that event still works: the refused ones left no trace.
    const genuine = await deliver(event);
    expect(genuine.json()).toEqual({ received: true });
    expect((await userRow(reader.user.id)).membershipTier).toBe('basic');
  });

  it('changes the price of an existing subscription to upgrade Basic to Premium', async () => {
    const { reader, subscriptionId } = await subscribedReader('basic');
    const before = stub.requests.length;
    const res = await create(reader, { tier: 'premium' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.subscriptionId).toBe(subscriptionId);
    expect(body.clientSecret).toMatch(/_secret_/);
    expect(
      requestsSince(before).some((r) => r.method === 'POST' && r.path === '/v1/subscriptions'),
    ).toBe(false);
    const customerId = (await userRow(reader.user.id)).stripeCustomerId;
    expect([...stub.subscriptions.values()].filter((s) => s.customer === customerId)).toHaveLength(
      1,
    );
    const update = requestsSince(before).find(
      (r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST',
    );
    expect(update?.params).toMatchObject({
      items: [{ price: 'price_premium' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });

    // Still Basic until the proration is paid.
    expect((await status(reader)).tier).toBe('basic');
    stub.activate(subscriptionId);
    await deliver(
      stripeEvent('customer.subscription.updated', stub.subscriptionJson(subscriptionId)),
    );
    expect(await status(reader)).toMatchObject({
      tier: 'premium',
      subscriptionStatus: 'active',
      monthlyLimit: 5,
      maxActive: UNLIMITED,
      limits: { notebookAccess: true },
    });
  });

  it('records a failed renewal as past_due and keeps the tier; a later payment makes it active again', async () => {
    const { reader, subscriptionId } = await subscribedReader('basic');
    const invoice = {
      ...stub.invoiceJson(stub.subscriptions.get(subscriptionId)!.latestInvoice),
      id: 'in_renewal_' + reader.user.id,
      billing_reason: 'subscription_cycle',
      status: 'open',
    };
    expect((await deliver(stripeEvent('invoice.payment_failed', invoice))).statusCode).toBe(200);
    expect(await status(reader)).toMatchObject({ tier: 'basic', subscriptionStatus: 'past_due' });
    expect(await activities(reader.user.id, 'payment_failed')).toHaveLength(1);

    await deliver(stripeEvent('invoice.paid', { ...invoice, status: 'paid', amount_paid: 300 }));
    expect(await status(reader)).toMatchObject({ tier: 'basic', subscriptionStatus: 'active' });
  });

  it('ignores late events about a subscription the reader no longer has', async () => {
    const { reader, subscriptionId } = await subscribedReader('basic');
    const stale = {
      ...stub.subscriptionJson(subscriptionId),
      id: 'sub_abandoned_' + reader.user.id,
      status: 'canceled',
    };
    const res = await deliver(stripeEvent('customer.subscription.deleted', stale));
    expect(res.statusCode).toBe(200);
    expect(await status(reader)).toMatchObject({ tier: 'basic', subscriptionStatus: 'active' });
  });

  it('acknowledges events for customers it does not know without changing anyone', async () => {
    const res = await deliver(
      stripeEvent('customer.subscription.updated', {
        id: 'sub_unknown',
        object: 'subscription',
        customer: 'cus_unknown',
        status: 'active',
        items: { data: [{ price: { id: 'price_premium' } }] },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });
});

describe('refused subscription requests', () => {
  it('refuses to subscribe while free mode is on', async () => {
    const reader = await signedInUser(db());
    const before = stub.requests.length;
    await setFreeMode(db(), true);
    try {
      const res = await create(reader, { tier: 'premium' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Subscriptions are paused while free mode is on.',
        code: 'free_mode',
      });
    } finally {
      await setFreeMode(db(), false);
    }
    expect(requestsSince(before)).toHaveLength(0);
  });

  it("refuses the reader's current tier", async () => {
    const reader = await signedInUser(db(), { membershipTier: 'basic' });
    const res = await create(reader, { tier: 'basic' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'You are already on the Basic plan.',
      code: 'already_on_tier',
    });
    const premium = await signedInUser(db(), { membershipTier: 'premium' });
    expect((await create(premium, { tier: 'premium' })).json().message).toBe(
      'You are already on the Premium plan.',
    );
  });

  it.each([
    ['an unknown tier', { tier: 'gold' }],
    ['the free tier', { tier: 'free' }],
    ['no tier', {}],
    ['a tier of the wrong type', { tier: ['basic'] }],
    ['an operator object', { tier: { $ne: 'free' } }],
    ['an array body', [{ tier: 'basic' }]],
  ])('answers 400 to %s', async (_name, payload) => {
    const reader = await signedInUser(db());
    const before = stub.requests.length;
    const res = await create(reader, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input' });
    expect(requestsSince(before)).toHaveLength(0);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const reader = await signedInUser(db());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: { ...reader.headers, 'content-type': 'application/json' },
      payload: '{"tier": "basic"',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 502 with a readable message when Stripe fails', async () => {
    const reader = await signedInUser(db());
    stub.failNext(500, 10);
    try {
      const res = await create(reader, { tier: 'basic' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'The payment provider could not be reached. Please try again in a moment.',
        code: 'payment_provider_error',
      });
    } finally {
      stub.failNext(500, 0);
    }
    expect((await userRow(reader.user.id)).stripeSubscriptionId).toBeNull();
  });
});

describe('cancel', () => {
  it('cancels at period end: the tier stays until Stripe ends the subscription, and no data is lost', async () => {
    const { reader, subscriptionId } = await subscribedReader('premium');
    await db()
      .insert(journalEntries)
      .values({ userId: reader.user.id, content: 'Kept', title: 'Bible Reading' });

    const res = await post(reader, '/api/subscription/cancel');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ tier: 'premium', subscriptionStatus: 'canceling' });
    expect(new Date(body.currentPeriodEnd).getTime()).toBe(
      stub.subscriptions.get(subscriptionId)!.currentPeriodEnd * 1000,
    );
    expect(stub.subscriptions.get(subscriptionId)).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });
    expect(await status(reader)).toMatchObject({
      tier: 'premium',
      subscriptionStatus: 'canceling',
      limits: { notebookAccess: true },
    });
    expect(await activities(reader.user.id, 'subscription_canceled')).toHaveLength(1);

    // Stripe's update event for the cancellation keeps the state; the end of the period ends the tier.
    await deliver(
      stripeEvent('customer.subscription.updated', stub.subscriptionJson(subscriptionId)),
    );
    expect((await status(reader)).subscriptionStatus).toBe('canceling');
    stub.setStatus(subscriptionId, 'canceled');
    const ended = await deliver(
      stripeEvent('customer.subscription.deleted', stub.subscriptionJson(subscriptionId)),
    );
    expect(ended.statusCode).toBe(200);
    expect(await status(reader)).toMatchObject({
      tier: 'free',
      subscriptionStatus: 'canceled',
      limits: { notebookAccess: false },
      monthlyLimit: 0,
      maxActive: 1,
    });
    expect((await userRow(reader.user.id)).stripeSubscriptionId).toBeNull();
    const entries = await db()
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, reader.user.id));
    expect(entries).toHaveLength(1);
  });

  it('choosing another tier while canceling keeps the subscription and changes its price', async () => {
    const { reader, subscriptionId } = await subscribedReader('premium');
    expect((await post(reader, '/api/subscription/cancel')).json().subscriptionStatus).toBe(
      'canceling',
    );

    // Premium to Basic leaves a credit, so nothing is left to pay and the change applies at once.
    const res = await create(reader, { tier: 'basic' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ subscriptionId, clientSecret: null });
    expect(stub.subscriptions.get(subscriptionId)).toMatchObject({
      price: 'price_basic',
      cancelAtPeriodEnd: false,
      status: 'active',
    });
    expect(await status(reader)).toMatchObject({
      tier: 'basic',
      subscriptionStatus: 'active',
      maxActive: 3,
    });
  });

  it('ends a subscription whose payments are failing at once', async () => {
    const { reader, subscriptionId } = await subscribedReader('basic');
    stub.setStatus(subscriptionId, 'past_due');
    await deliver(
      stripeEvent('customer.subscription.updated', stub.subscriptionJson(subscriptionId)),
    );
    expect((await status(reader)).subscriptionStatus).toBe('past_due');

    const res = await post(reader, '/api/subscription/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tier: 'free',
      subscriptionStatus: 'canceled',
      currentPeriodEnd: null,
    });
    expect(stub.subscriptions.get(subscriptionId)!.status).toBe('canceled');
  });

  it('refuses to cancel without a subscription', async () => {
    const reader = await signedInUser(db());
    const res = await post(reader, '/api/subscription/cancel');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'You do not have an active subscription to cancel.',
      code: 'not_subscribed',
    });
    // A tier given by an administrator has no subscription behind it either.
    const granted = await signedInUser(db(), { membershipTier: 'premium' });
    expect((await post(granted, '/api/subscription/cancel')).statusCode).toBe(400);
  });
});

describe('sync', () => {
  it('re-reads the subscription from Stripe when the webhook has not arrived', async () => {
    const reader = await signedInUser(db());
    const { subscriptionId } = (await create(reader, { tier: 'premium' })).json();
    const early = await post(reader, '/api/membership/sync');
    expect(early.json()).toEqual({ tier: 'free', subscriptionStatus: null });

    stub.activate(subscriptionId);
    const res = await post(reader, '/api/membership/sync');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tier: 'premium', subscriptionStatus: 'active' });
    expect(await status(reader)).toMatchObject({
      tier: 'premium',
      limits: { notebookAccess: true },
    });
  });

  it("finds a live subscription in the customer's list when none is stored", async () => {
    const { reader, subscriptionId } = await subscribedReader('basic');
    await db()
      .update(users)
      .set({ stripeSubscriptionId: null, membershipTier: 'free', subscriptionStatus: null })
      .where(eq(users.id, reader.user.id));
    const res = await post(reader, '/api/membership/sync');
    expect(res.json()).toEqual({ tier: 'basic', subscriptionStatus: 'active' });
    expect((await userRow(reader.user.id)).stripeSubscriptionId).toBe(subscriptionId);
  });

  it('downgrades when the stored subscription has ended and keeps an unlinked reader as they are', async () => {
    const { reader, subscriptionId } = await subscribedReader('basic');
    stub.setStatus(subscriptionId, 'canceled');
    expect((await post(reader, '/api/membership/sync')).json()).toEqual({
      tier: 'free',
      subscriptionStatus: 'canceled',
    });

    const granted = await signedInUser(db(), { membershipTier: 'premium' });
    const before = stub.requests.length;
    expect((await post(granted, '/api/membership/sync')).json()).toEqual({
      tier: 'premium',
      subscriptionStatus: null,
    });
    expect(requestsSince(before)).toHaveLength(0);
  });
});

describe('authentication', () => {
  it.each([
    ['GET', '/api/membership/status', undefined],
    ['POST', '/api/membership/sync', undefined],
    ['POST', '/api/subscription/create', { tier: 'basic' }],
    ['POST', '/api/subscription/create', { tier: 'gold' }],
    ['POST', '/api/subscription/cancel', undefined],
  ] as const)('%s %s answers 401 without a session', async (method, url, payload) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { origin: 'http://localhost:5000' },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 401 to an expired or unknown session cookie', async () => {
    await createUser(db());
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/membership/status',
      headers: { cookie: 'lamplight_session=not-a-real-session' },
    });
    expect(res.statusCode).toBe(401);
  });
});
