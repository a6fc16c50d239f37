import type { Executor } from '../../db/transaction.ts';
import type { UserRow } from '../../users/users.ts';
import { stripeEvents } from '../../db/schema/index.ts';
import { insertActivity } from '../../users/activity-repository.ts';
import { recordMembershipChange, setMembershipState } from '../../users/membership-repository.ts';
import type { ActivityItem, MemberState } from './transitions.ts';

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
  if (changed) await setMembershipState(tx, user.id, next);
  if (next.tier !== user.membershipTier) {
    await recordMembershipChange(tx, {
      userId: user.id,
      adminId: null,
      oldTier: user.membershipTier,
      newTier: next.tier,
      reason: opts.reason,
    });
  }
  if (opts.activities.length > 0) {
    await insertActivity(
      tx,
      opts.activities.map((a) => ({ userId: user.id, ...a })),
    );
  }
}
