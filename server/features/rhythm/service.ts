import type { Rhythm } from '@contract/rhythm.ts';
import type { Db } from '../../db/database.ts';
import { now } from '../../lib/clock.ts';
import { localDate } from '../../lib/calendar.ts';
import { readingCalendar, streakOn, summarizeDays } from '../../users/reading-days.ts';
import type { UserRow } from '../../users/users.ts';
import * as repo from './repository.ts';

/**
 * GET /api/rhythm: the reader's streak figures and their last five weeks, computed from their
 * reading days on their local date (decision 125). Counters stored under an older rule (or out of
 * step for any reason) are rebuilt on the way, so the profile and the admin screens agree.
 */
export async function getRhythm(db: Db, user: UserRow, at = now()): Promise<Rhythm> {
  const today = localDate(user.timeZone, at);
  const days = await repo.readingDaysOf(db, user.id);
  const streak = streakOn(days, today);
  const stored = summarizeDays(days);
  if (
    stored.totalReadingDays !== user.totalReadingDays ||
    stored.currentStreakDays !== user.currentStreakDays ||
    stored.longestStreakDays !== user.longestStreakDays ||
    stored.lastReadingDay !== user.lastReadingDay
  ) {
    await repo.rebuildStoredCounters(db, user.id, summarizeDays);
  }
  return {
    today,
    currentStreakDays: streak.currentStreakDays,
    longestStreakDays: streak.longestStreakDays,
    totalReadingDays: streak.totalReadingDays,
    restDays: streak.restDays,
    calendar: readingCalendar(days, streak, today),
  };
}
