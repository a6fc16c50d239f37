import { withTransaction } from '../../db/transaction.ts';
import { TIER_RULES } from '@contract/membership.ts';
import type { Db } from '../../db/database.ts';
import { eventObject, invoiceFacts, subscriptionFacts } from '../../payments/stripe-objects.ts';
import type { UserRow } from '../../users/users.ts';
import { linkStripeCustomer } from '../../users/membership-repository.ts';
import { lockUserByCustomerId, lockUserById } from '../../users/users-repository.ts';
import { claimStripeEvent, writeMembershipState } from './repository.ts';
import type { MembershipDeps } from './service.ts';
import {
  formatAmount,
  memberStateOf,
  stateAfterInvoice,
  stateAfterSubscription,
  tierChangeActivity,
} from './transitions.ts';

/** What became of one webhook event. */
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

/** customer.subscription.*: applies the subscription's state to its reader. */
async function applySubscriptionEvent(
  deps: MembershipDeps,
  tx: Db,
  type: string,
  object: unknown,
): Promise<WebhookOutcome> {
  const facts = subscriptionFacts(object);
  if (!facts) return 'ignored';
  const user = await lockEventUser(tx, facts.customerId, facts.userId);
  if (!user) return 'ignored';
  const deleted = type === 'customer.subscription.deleted';
  const next = stateAfterSubscription(deps.config, memberStateOf(user), facts, deleted);
  await writeMembershipState(tx, user, next, {
    reason: `Stripe subscription ${deleted ? 'ended' : facts.status}`,
    activities: tierChangeActivity(user.membershipTier, next.tier),
  });
  return 'processed';
}

/** invoice.*: a paid or failed invoice of the reader's subscription, with its payment line. */
async function applyInvoiceEvent(
  deps: MembershipDeps,
  tx: Db,
  type: string,
  object: unknown,
): Promise<WebhookOutcome> {
  const invoice = invoiceFacts(deps.config, object);
  if (!invoice) return 'ignored';
  const user = await lockEventUser(tx, invoice.customerId, invoice.userId);
  if (!user) return 'ignored';
  const paid = type !== 'invoice.payment_failed';
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

/**
 * Applies one verified Stripe event, exactly once: the event id is claimed in stripe_events in the same
 * transaction as the changes, so a redelivered event does nothing and a failed one is retried whole.
 */
export async function handleStripeEvent(
  deps: MembershipDeps,
  event: { id: string; type: string; data?: unknown },
): Promise<WebhookOutcome> {
  const object = eventObject(event);
  return withTransaction(deps.db, async (tx) => {
    if (!(await claimStripeEvent(tx, event.id, event.type))) return 'duplicate';
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        return applySubscriptionEvent(deps, tx, event.type, object);
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed':
        return applyInvoiceEvent(deps, tx, event.type, object);
      default:
        return 'ignored';
    }
  });
}
