import type { Executor } from '../db/transaction.ts';
import { recordDay, type StoredStreak } from './reading-days-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Building an Intl.DateTimeFormat costs far more than using one: keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      // An unknown zone falls back to UTC rather than failing the reader's request.
      f = formatterFor('UTC');
    }
    if (formatters.size < 1000) formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar date ('yyyy-MM-dd') of `now` in the IANA time zone; an invalid zone counts as UTC. */
export function localDate(timeZone: string, now: Date): string {
  const f = formatterFor(typeof timeZone === 'string' && timeZone ? timeZone : 'UTC');
  // format() is about ten times faster than formatToParts() (the notebook dates thousands of
  // entries per request); en-US gives 'MM/dd/yyyy'. formatToParts stays as the safe fallback.
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(f.format(now));
  if (m) return `${m[3]}-${m[1]}-${m[2]}`;
  const parts = f.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`;
}

/** The date `days` days after (or before, when negative) a 'yyyy-MM-dd' date. */
export function addDays(day: string, days: number): string {
  if (!ISO_DAY.test(day)) throw new Error(`Not a yyyy-MM-dd date: ${day}`);
  const t = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
  );
  return new Date(t + days * DAY_MS).toISOString().slice(0, 10);
}

/** The reader's reading-day counters (decision 020). */
export type StreakState = StoredStreak;

/**
 * The reader's counters after reading on `day` (decision 020). `isNewDay` says whether `day`
 * was not yet among the reader's reading days. Pure, so the rule can be tested on its own.
 */
export function nextStreakState(state: StreakState, day: string, isNewDay: boolean): StreakState {
  if (!isNewDay) return state;
  const next = { ...state, totalReadingDays: state.totalReadingDays + 1 };
  const last = state.lastReadingDay;
  if (last === null) {
    next.currentStreakDays = 1;
    next.lastReadingDay = day;
  } else if (day === last) {
    // Already the last day (counters out of step with reading_days): the streak stays.
  } else if (day < last) {
    // The local date went back (the reader travelled west across the date line): count the
    // day, never break the streak, and keep the later day as the last one.
  } else if (day === addDays(last, 1)) {
    next.currentStreakDays = state.currentStreakDays + 1;
    next.lastReadingDay = day;
  } else {
    next.currentStreakDays = 1;
    next.lastReadingDay = day;
  }
  next.longestStreakDays = Math.max(next.longestStreakDays, next.currentStreakDays);
  return next;
}

/**
 * Records that the reader read today (their local date in `timeZone`): adds the day to
 * reading_days once and updates the user's total, current and longest streak in one
 * transaction. Called when a reflection is saved and when a plan day is advanced or completed.
 */
export async function recordReadingDay(
  db: Executor,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<void> {
  const day = localDate(timeZone, now);
  await recordDay(db, userId, day, (state, isNewDay) => nextStreakState(state, day, isNewDay));
}

/**
 * The streak to show: the stored current streak, or 0 once the reader's last reading day is
 * before yesterday in their time zone (a missed day breaks the streak even before they read
 * again). Use it wherever the current streak is shown.
 */
export function effectiveStreak(
  // The two fields it reads, not users.ts's UserRow: users.ts imports this module.
  user: { currentStreakDays: number; lastReadingDay: string | null },
  timeZone: string,
  now = new Date(),
): number {
  if (!user.lastReadingDay) return 0;
  const yesterday = addDays(localDate(timeZone, now), -1);
  return user.lastReadingDay < yesterday ? 0 : user.currentStreakDays;
}
