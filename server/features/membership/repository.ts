import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.ts';
import type { UserRow } from '../../users/users.ts';
import { activity, membershipChanges, stripeEvents, users } from '../../db/schema/index.ts';
import { findUserById, lockUserByCustomerId, lockUserById } from '../../users/users-repository.ts';
import type { ActivityItem, MemberState } from './transitions.ts';

/** One reader by id, and the locking reads (the users repository's, decisions 103 and 176). */
export { findUserById, lockUserByCustomerId, lockUserById };

/**
 * Marks a Stripe event (or any other once-only key) as processed. False when it already was: the caller
 * must then do nothing. Run it in the same transaction as the changes the event causes.
 */
export async function claimStripeEvent(tx: Executor, id: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/**
 * Stores the Stripe customer id when the user still has `expected` (null = none yet) and returns the id that
 * is stored afterwards, so two concurrent requests end up agreeing on one customer.
 */
export async function storeStripeCustomerId(
  db: Executor,
  userId: string,
  expected: string | null,
  customerId: string,
): Promise<string> {
  const updated = await db
    .update(users)
    .set({ stripeCustomerId: customerId, updatedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        expected === null ? isNull(users.stripeCustomerId) : eq(users.stripeCustomerId, expected),
      ),
    )
    .returning({ id: users.stripeCustomerId });
  if (updated.length > 0) return customerId;
  const row = await findUserById(db, userId);
  return row?.stripeCustomerId ?? customerId;
}

export async function storeStripeSubscriptionId(
  db: Executor,
  userId: string,
  subscriptionId: string,
): Promise<void> {
  await db
    .update(users)
    .set({ stripeSubscriptionId: subscriptionId, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Links a Stripe customer to a user found by the metadata Stripe carried back. */
export async function linkStripeCustomer(
  tx: Executor,
  userId: string,
  customerId: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ stripeCustomerId: customerId, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
}

/**
 * Writes the user's new membership state with its activity rows; a tier change is also kept in
 * membership_changes (no admin: the payment provider made it). Use inside a transaction.
 */
export async function writeMembershipState(
  tx: Executor,
  user: UserRow,
  next: MemberState,
  opts: { reason: string; activities: ActivityItem[] },
): Promise<void> {
  const changed =
    next.tier !== user.membershipTier ||
    next.subscriptionStatus !== user.subscriptionStatus ||
    next.stripeSubscriptionId !== user.stripeSubscriptionId;
  if (changed) {
    await tx
      .update(users)
      .set({
        membershipTier: next.tier,
        subscriptionStatus: next.subscriptionStatus,
        stripeSubscriptionId: next.stripeSubscriptionId,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
  }
  if (next.tier !== user.membershipTier) {
    await tx.insert(membershipChanges).values({
      userId: user.id,
      adminId: null,
      oldTier: user.membershipTier,
      newTier: next.tier,
      reason: opts.reason,
    });
  }
  if (opts.activities.length > 0) {
    await tx.insert(activity).values(opts.activities.map((a) => ({ userId: user.id, ...a })));
  }
}
