import type { FastifyBaseLogger } from 'fastify';
import {
  hasNotebookAccess,
  TIER_RULES,
  type MembershipStatus,
  type Tier,
} from '@contract/membership.ts';
import {
  SUBSCRIPTION_MESSAGES,
  type CancelSubscriptionResponse,
  type CreateSubscriptionResponse,
  type PaidTier,
  type SyncMembershipResponse,
} from '@contract/subscription.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound, serviceUnavailable } from '../../errors.ts';
import { getFreeMode } from '../../lib/settings.ts';
import {
  higherTier,
  paymentsConfigured,
  priceIdForTier,
  tierForPriceId,
  type Stripe,
} from '../../payments/stripe.ts';
import { computeAllowance } from '../../users/allowance.ts';
import type { UserRow } from '../../users/users.ts';
import {
  claimStripeEvent,
  inTransaction,
  linkStripeCustomer,
  lockUserByCustomerId,
  lockUserById,
  storeStripeCustomerId,
  storeStripeSubscriptionId,
  writeMembershipState,
  type ActivityItem,
  type MemberState,
} from './repository.ts';

export interface MembershipDeps {
  db: Db;
  config: Config;
  /** Null when payments are not configured. */
  stripe: Stripe | null;
  log: FastifyBaseLogger;
}

/** Statuses in which the subscriber keeps paid access. */
const PAID_ACCESS = new Set(['active', 'trialing']);
/** Statuses of a subscription that still exists and bills, with or without access. */
const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid']);

// ---------------------------------------------------------------------------------------------
// Reading Stripe objects. Webhook payloads follow the API version of the webhook endpoint, which
// may be older than the SDK's, so fields are read defensively (old and new shapes both work).
// ---------------------------------------------------------------------------------------------

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
/** An id given either as a string or as an expanded object. */
const idOf = (v: unknown): string | null => str(v) ?? (isObj(v) ? str(v.id) : null);
const listData = (v: unknown): unknown[] => (isObj(v) && Array.isArray(v.data) ? v.data : []);

/** What we need to know about a Stripe subscription. */
export interface SubscriptionFacts {
  id: string;
  customerId: string | null;
  status: string;
  priceId: string | null;
  /** Set to end (at period end or at a date): the reader keeps access until then. */
  canceling: boolean;
  /** Unix seconds when the current period ends, if known. */
  currentPeriodEnd: number | null;
  /** The user id we put in the subscription's metadata. */
  userId: string | null;
}

export function subscriptionFacts(sub: unknown): SubscriptionFacts | null {
  if (!isObj(sub)) return null;
  const id = str(sub.id);
  if (!id) return null;
  const item = listData(sub.items)[0];
  const itemObj = isObj(item) ? item : {};
  const periodEnd = itemObj.current_period_end ?? sub.current_period_end;
  return {
    id,
    customerId: idOf(sub.customer),
    status: str(sub.status) ?? 'incomplete',
    priceId: idOf(itemObj.price) ?? idOf(itemObj.plan),
    canceling: sub.cancel_at_period_end === true || typeof sub.cancel_at === 'number',
    currentPeriodEnd: typeof periodEnd === 'number' ? periodEnd : null,
    userId: isObj(sub.metadata) ? str(sub.metadata.userId) : null,
  };
}

interface InvoiceFacts {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  billingReason: string | null;
  /** The highest tier among the invoice's charged (non-credit) lines. */
  tier: PaidTier | null;
  amountPaid: number;
  currency: string;
  userId: string | null;
}

function invoiceFacts(config: Config, invoice: unknown): InvoiceFacts | null {
  if (!isObj(invoice)) return null;
  const id = str(invoice.id);
  if (!id) return null;
  const parent = isObj(invoice.parent) ? invoice.parent : {};
  const details = isObj(parent.subscription_details) ? parent.subscription_details : {};
  let tier: PaidTier | null = null;
  for (const line of listData(invoice.lines)) {
    if (!isObj(line) || (typeof line.amount === 'number' && line.amount < 0)) continue;
    const pricing = isObj(line.pricing) ? line.pricing : {};
    const priceDetails = isObj(pricing.price_details) ? pricing.price_details : {};
    const priceId = idOf(priceDetails.price) ?? idOf(line.price) ?? idOf(line.plan);
    tier = higherTier(tier, tierForPriceId(config, priceId));
  }
  const metadata = isObj(details.metadata) ? details.metadata : {};
  return {
    id,
    customerId: idOf(invoice.customer),
    subscriptionId: idOf(details.subscription) ?? idOf(invoice.subscription),
    billingReason: str(invoice.billing_reason),
    tier,
    amountPaid: typeof invoice.amount_paid === 'number' ? invoice.amount_paid : 0,
    currency: str(invoice.currency) ?? 'gbp',
    userId: str(metadata.userId),
  };
}

/** The client secret that confirms an open invoice's payment (new API: confirmation_secret; old: payment_intent). */
export function clientSecretOf(invoice: unknown): string | null {
  if (!isObj(invoice)) return null;
  if (str(invoice.status) && invoice.status !== 'open') return null;
  const confirmation = isObj(invoice.confirmation_secret)
    ? str(invoice.confirmation_secret.client_secret)
    : null;
  const intent = isObj(invoice.payment_intent) ? str(invoice.payment_intent.client_secret) : null;
  return confirmation ?? intent;
}

// ---------------------------------------------------------------------------------------------
// State transitions (pure)
// ---------------------------------------------------------------------------------------------

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

function tierChangeActivity(before: Tier, after: Tier): ActivityItem[] {
  if (before === after) return [];
  return [
    {
      action: 'membership_changed',
      description: `Membership changed from ${TIER_RULES[before].label} to ${TIER_RULES[after].label}`,
    },
  ];
}

function formatAmount(minor: number, currency: string): string {
  const symbols: Record<string, string> = { gbp: '£', usd: '$', eur: '€' };
  const amount = (minor / 100).toFixed(2);
  const symbol = symbols[currency.toLowerCase()];
  return symbol ? `${symbol}${amount}` : `${amount} ${currency.toUpperCase()}`;
}

// ---------------------------------------------------------------------------------------------
// Calls to Stripe
// ---------------------------------------------------------------------------------------------

function requireStripe(deps: MembershipDeps): Stripe {
  if (!deps.stripe || !paymentsConfigured(deps.config)) {
    throw serviceUnavailable(SUBSCRIPTION_MESSAGES.notConfigured, 'payments_unavailable');
  }
  return deps.stripe;
}

function isMissing(err: unknown): boolean {
  const e = err as { statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === 'resource_missing';
}

/** Runs a Stripe call; any failure becomes a 502 with a readable message (details go to the log only). */
async function callStripe<T>(deps: MembershipDeps, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as {
      type?: string;
      statusCode?: number;
      code?: string;
      requestId?: string;
      message?: string;
    };
    deps.log.warn(
      {
        stripe: {
          type: e?.type,
          statusCode: e?.statusCode,
          code: e?.code,
          requestId: e?.requestId,
        },
        msg: e?.message,
      },
      `Stripe call failed: ${what}`,
    );
    throw new AppError(502, 'payment_provider_error', SUBSCRIPTION_MESSAGES.providerUnavailable);
  }
}

/** A subscription by id, or null when Stripe does not know it. */
async function retrieveSubscription(
  deps: MembershipDeps,
  stripe: Stripe,
  id: string,
  expand: string[] = [],
): Promise<Stripe.Subscription | null> {
  return callStripe(deps, 'retrieve subscription', async () => {
    try {
      return await stripe.subscriptions.retrieve(id, expand.length ? { expand } : {});
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  });
}

/** The user's Stripe customer: the stored one while it exists, otherwise a new one (metadata.userId). */
async function ensureCustomer(
  deps: MembershipDeps,
  stripe: Stripe,
  user: UserRow,
): Promise<string> {
  const stored = user.stripeCustomerId;
  if (stored) {
    const existing = await callStripe(deps, 'retrieve customer', async () => {
      try {
        return await stripe.customers.retrieve(stored);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    });
    if (existing && !('deleted' in existing && existing.deleted)) return stored;
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const customer = await callStripe(deps, 'create customer', () =>
    stripe.customers.create({
      email: user.email,
      ...(name ? { name } : {}),
      metadata: { userId: user.id },
    }),
  );
  return storeStripeCustomerId(deps.db, user.id, stored, customer.id);
}

/** Applies a subscription's state to the user in one transaction; returns the new state. */
async function applySubscription(
  deps: MembershipDeps,
  userId: string,
  facts: SubscriptionFacts,
  opts: { reason: string; activities?: ActivityItem[] } = { reason: 'Stripe subscription' },
): Promise<MemberState> {
  return inTransaction(deps.db, async (tx) => {
    const user = await lockUserById(tx, userId);
    if (!user) throw notFound('User not found');
    const next = stateAfterSubscription(deps.config, memberStateOf(user), facts);
    await writeMembershipState(tx, user, next, {
      reason: opts.reason,
      activities: [
        ...tierChangeActivity(user.membershipTier, next.tier),
        ...(opts.activities ?? []),
      ],
    });
    return next;
  });
}

// ---------------------------------------------------------------------------------------------
// Use cases
// ---------------------------------------------------------------------------------------------

/** GET /api/membership/status: tier, free mode, notebook access and the plan allowance. */
export async function getMembershipStatus(
  deps: MembershipDeps,
  user: UserRow,
  now = new Date(),
): Promise<MembershipStatus> {
  const [freeMode, allowance] = await Promise.all([
    getFreeMode(deps.db),
    computeAllowance(deps.db, user, now),
  ]);
  return {
    ...allowance,
    freeMode,
    subscriptionStatus: user.subscriptionStatus,
    limits: { notebookAccess: hasNotebookAccess(user.membershipTier, freeMode) },
    paymentsEnabled: paymentsConfigured(deps.config),
  };
}

/**
 * POST /api/subscription/create: starts a subscription to a paid tier and returns the client secret of its
 * first payment. A reader who already has a live subscription changes its price instead (prorated, charged
 * now; the new tier applies once that payment succeeds).
 */
export async function createSubscription(
  deps: MembershipDeps,
  user: UserRow,
  tier: PaidTier,
): Promise<CreateSubscriptionResponse> {
  if (await getFreeMode(deps.db)) throw badRequest(SUBSCRIPTION_MESSAGES.freeMode, 'free_mode');
  if (user.membershipTier === tier) {
    throw badRequest(
      SUBSCRIPTION_MESSAGES.alreadyOnTier(TIER_RULES[tier].label),
      'already_on_tier',
    );
  }
  const stripe = requireStripe(deps);
  const price = priceIdForTier(deps.config, tier);
  const expand = ['latest_invoice.confirmation_secret'];

  const current = user.stripeSubscriptionId
    ? await retrieveSubscription(deps, stripe, user.stripeSubscriptionId, expand)
    : null;
  const currentFacts = subscriptionFacts(current);

  if (current && currentFacts && LIVE.has(currentFacts.status)) {
    if (currentFacts.priceId === price) {
      // Stripe already sells this tier to the reader: our copy was behind. Catch up; nothing to pay.
      await applySubscription(deps, user.id, currentFacts, {
        reason: 'Stripe subscription (re-read)',
      });
      return { subscriptionId: current.id, clientSecret: null };
    }
    if (currentFacts.canceling) {
      await callStripe(deps, 'resume subscription', () =>
        stripe.subscriptions.update(current.id, { cancel_at_period_end: false }),
      );
    }
    const item = current.items.data[0];
    if (!item)
      throw new AppError(502, 'payment_provider_error', SUBSCRIPTION_MESSAGES.providerUnavailable);
    const updated = await callStripe(deps, 'change subscription price', () =>
      stripe.subscriptions.update(current.id, {
        items: [{ id: item.id, price }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        expand,
      }),
    );
    const facts = subscriptionFacts(updated);
    if (facts) {
      await applySubscription(deps, user.id, facts, {
        reason: `Stripe subscription changed to ${TIER_RULES[tier].label}`,
        activities: [
          {
            action: 'subscription_changed',
            description: `Requested a change to the ${TIER_RULES[tier].label} plan`,
          },
        ],
      });
    }
    return { subscriptionId: updated.id, clientSecret: clientSecretOf(updated.latest_invoice) };
  }

  if (current && currentFacts?.status === 'incomplete') {
    // The reader left a checkout unfinished. Same tier: resume it; another tier: drop it for a new one.
    if (currentFacts.priceId === price) {
      const secret = clientSecretOf(current.latest_invoice);
      if (secret) return { subscriptionId: current.id, clientSecret: secret };
    }
    await callStripe(deps, 'cancel unfinished subscription', () =>
      stripe.subscriptions.cancel(current.id),
    ).catch(() => undefined);
  }

  const customerId = await ensureCustomer(deps, stripe, user);
  const created = await callStripe(deps, 'create subscription', () =>
    stripe.subscriptions.create({
      customer: customerId,
      items: [{ price }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { userId: user.id, tier },
      expand,
    }),
  );
  await storeStripeSubscriptionId(deps.db, user.id, created.id);
  return { subscriptionId: created.id, clientSecret: clientSecretOf(created.latest_invoice) };
}

/**
 * POST /api/subscription/cancel (decision 031): a paying subscription ends at the end of the period already
 * paid for (status 'canceling', tier kept until Stripe deletes it); one whose payments are failing ends now.
 */
export async function cancelSubscription(
  deps: MembershipDeps,
  user: UserRow,
): Promise<CancelSubscriptionResponse> {
  if (!user.stripeSubscriptionId || user.membershipTier === 'free') {
    throw badRequest(SUBSCRIPTION_MESSAGES.notSubscribed, 'not_subscribed');
  }
  const stripe = requireStripe(deps);
  const subscriptionId = user.stripeSubscriptionId;
  const current = await retrieveSubscription(deps, stripe, subscriptionId);
  const currentFacts = subscriptionFacts(current);

  let result: SubscriptionFacts;
  if (
    !currentFacts ||
    currentFacts.status === 'canceled' ||
    currentFacts.status === 'incomplete_expired'
  ) {
    result = { ...(currentFacts ?? emptyFacts(subscriptionId)), status: 'canceled' };
  } else if (PAID_ACCESS.has(currentFacts.status)) {
    const updated = await callStripe(deps, 'cancel at period end', () =>
      stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    );
    result = subscriptionFacts(updated) ?? { ...currentFacts, canceling: true };
  } else {
    const canceled = await callStripe(deps, 'cancel now', () =>
      stripe.subscriptions.cancel(subscriptionId),
    );
    result = subscriptionFacts(canceled) ?? { ...currentFacts, status: 'canceled' };
  }

  const ends = result.currentPeriodEnd ? new Date(result.currentPeriodEnd * 1000) : null;
  const label = TIER_RULES[user.membershipTier].label;
  const description =
    result.status === 'canceled'
      ? `Canceled the ${label} subscription`
      : `Canceled the ${label} subscription; access continues until ${ends ? ends.toISOString().slice(0, 10) : 'the end of the billing period'}`;
  const next = await applySubscription(deps, user.id, result, {
    reason: 'Subscription canceled by the reader',
    activities:
      user.subscriptionStatus === 'canceling'
        ? []
        : [{ action: 'subscription_canceled', description }],
  });
  return {
    tier: next.tier,
    subscriptionStatus: next.subscriptionStatus,
    currentPeriodEnd: next.subscriptionStatus === 'canceling' && ends ? ends.toISOString() : null,
  };
}

function emptyFacts(id: string): SubscriptionFacts {
  return {
    id,
    customerId: null,
    status: 'canceled',
    priceId: null,
    canceling: false,
    currentPeriodEnd: null,
    userId: null,
  };
}

/**
 * POST /api/membership/sync: re-reads the reader's subscription from Stripe (the stored one, else the
 * customer's live one) and applies it, for when a webhook was missed or is still on its way.
 */
export async function syncMembership(
  deps: MembershipDeps,
  user: UserRow,
): Promise<SyncMembershipResponse> {
  const unchanged = { tier: user.membershipTier, subscriptionStatus: user.subscriptionStatus };
  if (!deps.stripe || !paymentsConfigured(deps.config)) return unchanged;
  if (!user.stripeCustomerId && !user.stripeSubscriptionId) return unchanged;
  const stripe = deps.stripe;

  let facts = user.stripeSubscriptionId
    ? subscriptionFacts(await retrieveSubscription(deps, stripe, user.stripeSubscriptionId))
    : null;
  if ((!facts || !LIVE.has(facts.status)) && user.stripeCustomerId) {
    const customer = user.stripeCustomerId;
    const list = await callStripe(deps, 'list subscriptions', () =>
      stripe.subscriptions.list({ customer, status: 'all', limit: 20 }),
    );
    const live = list.data
      .map((s) => ({ raw: s, facts: subscriptionFacts(s) }))
      .filter((s): s is { raw: Stripe.Subscription; facts: SubscriptionFacts } =>
        Boolean(s.facts && LIVE.has(s.facts.status)),
      )
      // Paid access first, then the newest.
      .sort(
        (a, b) =>
          Number(PAID_ACCESS.has(b.facts.status)) - Number(PAID_ACCESS.has(a.facts.status)) ||
          b.raw.created - a.raw.created,
      )[0];
    if (live) facts = live.facts;
  }
  if (!facts) return unchanged;
  const next = await applySubscription(deps, user.id, facts, {
    reason: 'Membership synced from Stripe',
  });
  return { tier: next.tier, subscriptionStatus: next.subscriptionStatus };
}

// ---------------------------------------------------------------------------------------------
// Webhooks
// ---------------------------------------------------------------------------------------------

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** The user an event is about: by Stripe customer, else by the user id we put in the metadata. */
async function lockEventUser(
  tx: Db,
  customerId: string | null,
  userId: string | null,
): Promise<UserRow | undefined> {
  if (customerId) {
    const byCustomer = await lockUserByCustomerId(tx, customerId);
    if (byCustomer) return byCustomer;
  }
  if (!userId) return undefined;
  const byId = await lockUserById(tx, userId);
  if (!byId) return undefined;
  if (byId.stripeCustomerId && customerId && byId.stripeCustomerId !== customerId) return undefined;
  if (customerId && !byId.stripeCustomerId) {
    await linkStripeCustomer(tx, byId.id, customerId);
    return { ...byId, stripeCustomerId: customerId };
  }
  return byId;
}

/**
 * Applies one verified Stripe event, exactly once: the event id is claimed in stripe_events in the same
 * transaction as the changes, so a redelivered event does nothing and a failed one is retried whole.
 */
export async function handleStripeEvent(
  deps: MembershipDeps,
  event: { id: string; type: string; data?: unknown },
): Promise<WebhookOutcome> {
  const object = isObj(event.data) ? event.data.object : undefined;
  return inTransaction(deps.db, async (tx) => {
    if (!(await claimStripeEvent(tx, event.id, event.type))) return 'duplicate';
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed': {
        const facts = subscriptionFacts(object);
        if (!facts) return 'ignored';
        const user = await lockEventUser(tx, facts.customerId, facts.userId);
        if (!user) return 'ignored';
        const deleted = event.type === 'customer.subscription.deleted';
        const next = stateAfterSubscription(deps.config, memberStateOf(user), facts, deleted);
        await writeMembershipState(tx, user, next, {
          reason: `Stripe subscription ${deleted ? 'ended' : facts.status}`,
          activities: tierChangeActivity(user.membershipTier, next.tier),
        });
        return 'processed';
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed': {
        const invoice = invoiceFacts(deps.config, object);
        if (!invoice) return 'ignored';
        const user = await lockEventUser(tx, invoice.customerId, invoice.userId);
        if (!user) return 'ignored';
        const paid = event.type !== 'invoice.payment_failed';
        const next = stateAfterInvoice(memberStateOf(user), invoice, paid ? 'paid' : 'failed');
        const activities = tierChangeActivity(user.membershipTier, next.tier);
        // invoice.paid and invoice.payment_succeeded both arrive for one payment: record it once.
        if (
          paid &&
          invoice.amountPaid > 0 &&
          (await claimStripeEvent(tx, `invoice-paid:${invoice.id}`, 'invoice.paid'))
        ) {
          activities.push({
            action: 'payment',
            description: `Payment of ${formatAmount(invoice.amountPaid, invoice.currency)} received for the ${TIER_RULES[next.tier].label} plan`,
          });
        }
        if (!paid) {
          activities.push({
            action: 'payment_failed',
            description: 'A subscription payment failed. Please check your card details.',
          });
        }
        await writeMembershipState(tx, user, next, {
          reason: paid ? 'Stripe invoice paid' : 'Stripe invoice payment failed',
          activities,
        });
        return 'processed';
      }
      default:
        return 'ignored';
    }
  });
}
