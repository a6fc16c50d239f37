import { and, count, eq, gte, isNull } from 'drizzle-orm';
import { TIER_RULES, type Allowance } from '@contract/membership.ts';
import type { Db } from '../db/client.ts';
import { plans, userPlans } from '../db/schema/index.ts';
import { startOfMonthUtc, type UserRow } from './users.ts';

/** The first day of the month after `now` (UTC), as 'yyyy-MM-dd': when the monthly custom-plan count resets. */
export function nextResetDate(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

/**
 * The reader's plan creation allowance (spec §3) under their current tier: custom plans they created this
 * month (UTC; deleted ones still count, so deleting does not refill the quota) and plans active right now.
 */
export async function computeAllowance(
  db: Db,
  user: Pick<UserRow, 'id' | 'membershipTier'>,
  now: Date = new Date(),
): Promise<Allowance> {
  const rules = TIER_RULES[user.membershipTier];
  const [[created], [active]] = await Promise.all([
    db
      .select({ n: count() })
      .from(plans)
      .where(
        and(
          eq(plans.ownerId, user.id),
          eq(plans.isCurated, false),
          gte(plans.createdAt, startOfMonthUtc(now)),
        ),
      ),
    db
      .select({ n: count() })
      .from(userPlans)
      .where(
        and(
          eq(userPlans.userId, user.id),
          eq(userPlans.isActive, true),
          isNull(userPlans.completedAt),
        ),
      ),
  ]);
  const plansCreatedThisMonth = Number(created?.n ?? 0);
  const activeCount = Number(active?.n ?? 0);
  const monthlyLimit = rules.customPlansPerMonth;
  const maxActive = rules.maxActivePlans;
  const customPlansRemaining = Math.max(0, monthlyLimit - plansCreatedThisMonth);
  return {
    canCreateCustom: customPlansRemaining > 0,
    customPlansRemaining,
    canActivateMore: activeCount < maxActive,
    activeCount,
    maxActive,
    tier: user.membershipTier,
    monthlyLimit,
    plansCreatedThisMonth,
    nextResetDate: nextResetDate(now),
  };
}
