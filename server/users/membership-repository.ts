import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tier } from '@contract/membership.ts';
import { membershipChanges, users } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';
import { findUserById, type UserRow } from './users-repository.ts';

// The membership columns of the users row (tier, subscription, Stripe ids) and the history of tier
// changes (membership_changes). The membership feature (payments) and the admin area (an administrator's
// change) keep their rules and call these inside their transactions.

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

/** Stores the id of the reader's Stripe subscription. */
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

/** Links a Stripe customer to a user found by the metadata Stripe carried back (when none is linked yet). */
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

/** The membership a payment event leaves the reader with. */
export interface MembershipColumns {
  tier: Tier;
  subscriptionStatus: string | null;
  stripeSubscriptionId: string | null;
}

/** Writes the reader's tier, subscription status and subscription id (in the caller's transaction). */
export async function setMembershipState(
  tx: Executor,
  userId: string,
  next: MembershipColumns,
): Promise<void> {
  await tx
    .update(users)
    .set({
      membershipTier: next.tier,
      subscriptionStatus: next.subscriptionStatus,
      stripeSubscriptionId: next.stripeSubscriptionId,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Sets the reader's tier (an administrator's change) and returns the row as it is now. */
export async function setMembershipTier(
  tx: Executor,
  userId: string,
  tier: Tier,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ membershipTier: tier, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** A tier change as it is kept: who made it (null: the payment provider), from and to which tier, why. */
export type NewMembershipChange = Omit<typeof membershipChanges.$inferInsert, 'id' | 'createdAt'>;

/** Keeps a tier change (in the caller's transaction, with the change itself). */
export async function recordMembershipChange(
  tx: Executor,
  change: NewMembershipChange,
): Promise<void> {
  await tx.insert(membershipChanges).values(change);
}

/** Tier changes made to the reader's account, oldest first (the admin's id is not the reader's data). */
export async function listMembershipChanges(db: Executor, userId: string) {
  return db
    .select({
      oldTier: membershipChanges.oldTier,
      newTier: membershipChanges.newTier,
      reason: membershipChanges.reason,
      createdAt: membershipChanges.createdAt,
    })
    .from(membershipChanges)
    .where(eq(membershipChanges.userId, userId))
    .orderBy(asc(membershipChanges.id));
}
