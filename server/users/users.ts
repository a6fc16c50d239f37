import type { ReadingComfort } from '@contract/account.ts';
import type { User } from '@contract/auth.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import {
  countCustomPlansCreatedSince,
  countPlansOwnedBy,
} from '../plans-data/plan-counts-repository.ts';
import { hasAdminGrant } from './admin-grants-repository.ts';
import { now as clockNow } from '../lib/clock.ts';
import { currentStreak } from './reading-days.ts';
import type { UserRow } from './users-repository.ts';

export type { UserRow };

/** The first day of the month (UTC) that `now` falls in. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Shapes a user row as the backend User of the product, with its plan counts. */
export async function toUserDto(db: Db, row: UserRow, now = clockNow()): Promise<User> {
  const [plansCreated, thisMonth, streak] = await Promise.all([
    countPlansOwnedBy(db, row.id),
    countCustomPlansCreatedSince(db, row.id, startOfMonthUtc(now)),
    currentStreak(db, row, now),
  ]);
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
    plansCreated,
    customPlansCreatedThisMonth: thisMonth,
    // On the reader's local date now, with rest days (decision 125), not as of the last reading day.
    currentStreakDays: streak,
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
  return hasAdminGrant(db, user.id);
}

/** The reader's reading-card text size and line spacing (decision 127). */
export function readingComfortOf(row: UserRow): ReadingComfort {
  return { textSize: row.textSize, lineSpacing: row.lineSpacing };
}
