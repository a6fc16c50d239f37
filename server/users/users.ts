import { and, count, eq, sql } from 'drizzle-orm';
import type { User } from '@contract/auth.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { users } from '../db/schema/index.ts';
import { adminUserGrants, plans } from '../db/schema/index.ts';
import { effectiveStreak } from './reading-days.ts';

export type UserRow = typeof users.$inferSelect;

/** The first day of the month (UTC) that `now` falls in. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Shapes a user row as the backend User of spec §3, with its plan counts. */
export async function toUserDto(db: Db, row: UserRow, now = new Date()): Promise<User> {
  const [created] = await db
    .select({
      total: count(),
      thisMonth: sql<number>`count(*) filter (where ${plans.createdAt} >= ${startOfMonthUtc(now).toISOString()})`,
    })
    .from(plans)
    .where(and(eq(plans.ownerId, row.id)));
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
    membershipTier: row.membershipTier,
    subscriptionStatus: row.subscriptionStatus,
    plansCreated: Number(created?.total ?? 0),
    customPlansCreatedThisMonth: Number(created?.thisMonth ?? 0),
    // A missed day breaks the streak even before the next reading is recorded.
    currentStreakDays: effectiveStreak(row, row.timeZone, now),
    longestStreakDays: row.longestStreakDays,
    totalReadingDays: row.totalReadingDays,
  };
}

/**
 * A user is an admin when granted by user id with the admin CLI, or when ADMIN_EMAILS lists their email and
 * they have proved they own it: an email string alone never grants anything.
 */
export async function isAdmin(db: Db, config: Config, user: UserRow): Promise<boolean> {
  const e = user.email.trim().toLowerCase();
  if (user.emailVerifiedAt && config.ADMIN_EMAILS.includes(e)) return true;
  const [grant] = await db
    .select({ userId: adminUserGrants.userId })
    .from(adminUserGrants)
    .where(eq(adminUserGrants.userId, user.id))
    .limit(1);
  return Boolean(grant);
}
