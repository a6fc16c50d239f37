import { TIER_RULES, type Allowance } from '@contract/membership.ts';
import type { Db } from '../db/database.ts';
import {
  countActivePlans,
  countCustomPlansCreatedSince,
} from '../plans-data/plan-counts-repository.ts';
import type { UserRow } from './users-repository.ts';
import { startOfMonthUtc } from './users.ts';

/** The first day of the month after `now` (UTC), as 'yyyy-MM-dd': when the monthly custom-plan count resets. */
export function nextResetDate(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

/**
 * The reader's plan creation allowance under their current tier: custom plans they created this
 * month (UTC; deleted ones still count, so deleting does not refill the quota) and plans active right now.
 */
export async function computeAllowance(
  db: Db,
  user: Pick<UserRow, 'id' | 'membershipTier'>,
  now: Date = new Date(),
): Promise<Allowance> {
  const rules = TIER_RULES[user.membershipTier];
  const [plansCreatedThisMonth, activeCount] = await Promise.all([
    countCustomPlansCreatedSince(db, user.id, startOfMonthUtc(now)),
    countActivePlans(db, user.id),
  ]);
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
