import { withTransaction } from '../../db/transaction.ts';
import { hasNotebookAccess, TIER_RULES, type MembershipStatus } from '@contract/membership.ts';
import {
  SUBSCRIPTION_MESSAGES,
  type CancelSubscriptionResponse,
  type CreateSubscriptionResponse,
  type PaidTier,
  type SyncMembershipResponse,
} from '@contract/subscription.ts';
import type { Db } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { getFreeMode } from '../../settings/settings.ts';
import {
  callStripe,
  requireStripe,
  retrieveCustomer,
  retrieveSubscription,
  type StripeCallDeps,
} from '../../payments/stripe-calls.ts';
import {
  clientSecretOf,
  subscriptionFacts,
  type SubscriptionFacts,
} from '../../payments/stripe-objects.ts';
import { paymentsConfigured, priceIdForTier, type Stripe } from '../../payments/stripe.ts';
import { computeAllowance } from '../../users/allowance.ts';
import type { UserRow } from '../../users/users.ts';
import {
  storeStripeCustomerId,
  storeStripeSubscriptionId,
} from '../../users/membership-repository.ts';
import { lockUserById } from '../../users/users-repository.ts';
import { writeMembershipState } from './repository.ts';
import {
  grantsPaidAccess,
  isLiveStatus,
  memberStateOf,
  stateAfterSubscription,
  tierChangeActivity,
  type ActivityItem,
  type MemberState,
} from './transitions.ts';

// The membership use cases behind the routes. Stripe objects are read in payments/stripe-objects.ts, the
// state machine is transitions.ts, and webhook events are applied in webhook-service.ts.

/** What the membership use cases need: the database, config, the Stripe client (or null) and a logger. */
export interface MembershipDeps extends StripeCallDeps {
  db: Db;
}

/** The user's Stripe customer: the stored one while it exists, otherwise a new one (metadata.userId). */
async function ensureCustomer(
  deps: MembershipDeps,
  stripe: Stripe,
  user: UserRow,
): Promise<string> {
  const stored = user.stripeCustomerId;
  if (stored) {
    const existing = await retrieveCustomer(deps, stripe, stored);
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
  return withTransaction(deps.db, async (tx) => {
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

  if (current && currentFacts && isLiveStatus(currentFacts.status)) {
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
  } else if (grantsPaidAccess(currentFacts.status)) {
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
  if ((!facts || !isLiveStatus(facts.status)) && user.stripeCustomerId) {
    const customer = user.stripeCustomerId;
    const list = await callStripe(deps, 'list subscriptions', () =>
      stripe.subscriptions.list({ customer, status: 'all', limit: 20 }),
    );
    const live = list.data
      .map((s) => ({ raw: s, facts: subscriptionFacts(s) }))
      .filter((s): s is { raw: Stripe.Subscription; facts: SubscriptionFacts } =>
        Boolean(s.facts && isLiveStatus(s.facts.status)),
      )
      // Paid access first, then the newest.
      .sort(
        (a, b) =>
          Number(grantsPaidAccess(b.facts.status)) - Number(grantsPaidAccess(a.facts.status)) ||
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
