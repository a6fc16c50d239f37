import type { Executor } from '../db/transaction.ts';
import { addDays, DAY_MS, dayNumber, dayString, isIsoDay, localDate } from '../lib/calendar.ts';
import { listReadingDays, recordDay, type StoredStreak } from './reading-days-repository.ts';

/** The reader's reading-day counters (decision 125). */
export type StreakState = StoredStreak;

/**
 * Two missed days closer than this (both inside one window of 7 consecutive days) cannot both be
 * rest days of one streak (decision 125).
 */
export const REST_WINDOW_DAYS = 7;

/**
 * The longest streak ending on one reading day: `start` is the index of its first reading day,
 * `lastMiss` its latest missed (rest) day, and `afterLastMiss` the index of the reading day just
 * after that miss (where the streak would have to start for a further miss to be a rest day).
 */
interface Run {
  start: number;
  lastMiss: number | null;
  afterLastMiss: number;
}

/**
 * For each reading day (day numbers, ascending, distinct) the longest streak ending on it: a run
 * of days in which no two missed days fall in one window of 7 days, so no two are consecutive.
 * One pass: a gap of one day is a miss; a miss within 6 days of the run's previous miss moves the
 * run's start to just after that previous miss; a gap of two days or more starts a new run.
 */
function runs(days: readonly number[]): Run[] {
  const out: Run[] = [];
  let run: Run = { start: 0, lastMiss: null, afterLastMiss: 0 };
  days.forEach((day, i) => {
    if (i > 0) {
      const gap = day - days[i - 1]! - 1;
      if (gap >= 2) {
        run = { start: i, lastMiss: null, afterLastMiss: i };
      } else if (gap === 1) {
        const miss = day - 1;
        const start =
          run.lastMiss !== null && miss - run.lastMiss < REST_WINDOW_DAYS
            ? run.afterLastMiss
            : run.start;
        run = { start, lastMiss: miss, afterLastMiss: i };
      }
    }
    out.push(run);
  });
  return out;
}

function sortedDayNumbers(days: Iterable<string>): number[] {
  return [...new Set(days)]
    .filter(isIsoDay)
    .map(dayNumber)
    .sort((a, b) => a - b);
}

/** Missed days between the reading days days[from..to] (each one day long inside a run). */
function missesBetween(days: readonly number[], from: number, to: number): string[] {
  const misses: string[] = [];
  for (let i = from + 1; i <= to; i++) {
    if (days[i]! - days[i - 1]! === 2) misses.push(dayString(days[i]! - 1));
  }
  return misses;
}

/** The reader's streak figures on their local date `today` (decision 125). */
export interface Streak {
  /** Reading days in the current streak (rest days do not count); 0 when it is broken. */
  currentStreakDays: number;
  longestStreakDays: number;
  totalReadingDays: number;
  /** The rest days inside the current streak, oldest first (yesterday, when it is one). */
  restDays: string[];
  /** The first reading day of the current streak, or null. */
  streakStart: string | null;
}

/**
 * The streak rule of decision 125, from the set of reading days and the reader's local date:
 * walking back from today (from yesterday when today is not read yet: an unread today never breaks
 * a streak), a missed day is a rest day while no other missed day of the streak lies within 6 days
 * of it; two missed days in a row, or a second one within a week, end it. The count is the reading
 * days in it. The longest streak follows the same rule.
 */
export function streakOn(days: Iterable<string>, today: string): Streak {
  const nums = sortedDayNumbers(days);
  const { longest, start, pendingRest } = analyse(nums, dayNumber(today));
  if (start === null) {
    return {
      currentStreakDays: 0,
      longestStreakDays: longest,
      totalReadingDays: nums.length,
      restDays: [],
      streakStart: null,
    };
  }
  const last = nums.length - 1;
  return {
    currentStreakDays: nums.length - start,
    longestStreakDays: longest,
    totalReadingDays: nums.length,
    restDays: [
      ...missesBetween(nums, start, last),
      ...(pendingRest === null ? [] : [dayString(pendingRest)]),
    ],
    streakStart: dayString(nums[start]!),
  };
}

/**
 * The rule on day numbers (ascending, distinct) and today's number: the longest streak, the index
 * of the current streak's first reading day (null when there is none), and yesterday's number when
 * it is a rest day that today has not yet followed with a reading.
 */
function analyse(
  nums: readonly number[],
  t: number,
): { longest: number; start: number | null; pendingRest: number | null } {
  if (nums.length === 0) return { longest: 0, start: null, pendingRest: null };
  const all = runs(nums);
  const longest = all.reduce((best, r, i) => Math.max(best, i - r.start + 1), 0);
  const lastRun = all[nums.length - 1]!;
  const lastDay = nums[nums.length - 1]!;
  if (lastDay >= t - 1) {
    // Read today or yesterday (or on a later date, before the reader flew west): the run holds.
    return { longest, start: lastRun.start, pendingRest: null };
  }
  if (lastDay === t - 2) {
    // Yesterday is missed and today not read yet: yesterday is a rest day if the run allows one.
    const yesterday = t - 1;
    const start =
      lastRun.lastMiss !== null && yesterday - lastRun.lastMiss < REST_WINDOW_DAYS
        ? lastRun.afterLastMiss
        : lastRun.start;
    return { longest, start, pendingRest: yesterday };
  }
  return { longest, start: null, pendingRest: null };
}

/**
 * The counters stored on the users row, computed from all the reader's days: the current streak
 * is the one ending on the last reading day (as of that day). A cache: it can be rebuilt any time.
 */
export function summarizeDays(days: Iterable<string>): StreakState {
  const nums = sortedDayNumbers(days);
  if (nums.length === 0) {
    return {
      totalReadingDays: 0,
      currentStreakDays: 0,
      longestStreakDays: 0,
      lastReadingDay: null,
    };
  }
  const lastDay = nums[nums.length - 1]!;
  const { longest, start } = analyse(nums, lastDay);
  return {
    totalReadingDays: nums.length,
    currentStreakDays: nums.length - start!,
    longestStreakDays: longest,
    lastReadingDay: dayString(lastDay),
  };
}

/**
 * Records that the reader read today (their local date in `timeZone`): adds the day to
 * reading_days once and, when it is new, rebuilds the user's total, current and longest streak
 * from all their days in one transaction. Called when a reflection is saved and when a plan day
 * is advanced or completed.
 */
export async function recordReadingDay(
  db: Executor,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<void> {
  const day = localDate(timeZone, now);
  await recordDay(db, userId, day, summarizeDays);
}

/**
 * The current streak on `today` from the stored counters alone, given the reader's reading days
 * in the 7 days up to their last one (`recentDays`; only read when the last day is the day
 * before yesterday). The same figure as `streakOn(allDays, today).currentStreakDays`.
 */
export function currentFromCounters(
  stored: Pick<StreakState, 'currentStreakDays' | 'lastReadingDay'>,
  today: string,
  recentDays: readonly string[] = [],
): number {
  if (!stored.lastReadingDay) return 0;
  const last = dayNumber(stored.lastReadingDay);
  const t = dayNumber(today);
  if (last >= t - 1) return stored.currentStreakDays;
  if (last < t - 2) return 0;
  // Yesterday is missed: a rest day unless the streak holds another miss in the 6 days before it.
  const read = new Set(recentDays);
  for (let d = last - 1; d >= t - REST_WINDOW_DAYS; d--) {
    if (!read.has(dayString(d))) return Math.min(stored.currentStreakDays, last - d);
  }
  return stored.currentStreakDays;
}

/** Whether `currentFromCounters` needs the reader's recent days on `today`. */
function needsRecentDays(lastReadingDay: string | null, today: string): boolean {
  return lastReadingDay !== null && dayNumber(lastReadingDay) === dayNumber(today) - 2;
}

/**
 * The current streak to show, on the reader's local date now: the stored counters, plus the
 * days of the week before when yesterday was missed (decision 125). Use it wherever the current
 * streak is shown (profile, admin), so it agrees with the rhythm the reader sees.
 */
export async function currentStreak(
  db: Executor,
  user: { id: string; timeZone: string; currentStreakDays: number; lastReadingDay: string | null },
  now = new Date(),
): Promise<number> {
  const today = localDate(user.timeZone, now);
  const last = user.lastReadingDay;
  const recent =
    last && needsRecentDays(last, today)
      ? await listReadingDays(db, user.id, { from: addDays(last, -REST_WINDOW_DAYS), to: last })
      : [];
  return currentFromCounters(user, today, recent);
}

/** One day of the reading calendar. */
export type CalendarState = 'read' | 'rest' | 'missed' | 'today' | 'future';

/**
 * The reader's calendar: `weeks` whole weeks, Monday first, the last one holding `today`. A day
 * is read, a rest day of the current streak, missed, today (not read yet) or still to come.
 */
export function readingCalendar(
  days: Iterable<string>,
  streak: Pick<Streak, 'restDays'>,
  today: string,
  weeks = 5,
): { date: string; state: CalendarState }[] {
  const read = new Set(days);
  const rest = new Set(streak.restDays);
  const t = dayNumber(today);
  // getUTCDay: Sunday 0. Monday-first weekday index 0..6.
  const weekday = (new Date(t * DAY_MS).getUTCDay() + 6) % 7;
  const first = t - weekday - (weeks - 1) * 7;
  return Array.from({ length: weeks * 7 }, (_, i) => {
    const n = first + i;
    const date = dayString(n);
    const state: CalendarState =
      n > t
        ? 'future'
        : read.has(date)
          ? 'read'
          : n === t
            ? 'today'
            : rest.has(date)
              ? 'rest'
              : 'missed';
    return { date, state };
  });
}
