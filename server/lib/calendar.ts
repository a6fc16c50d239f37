/**
 * Local calendar dates ('yyyy-MM-dd'): the date of an instant in a reader's time zone, and day
 * arithmetic on dates. Streaks, plan days, reminders and the notebook all count days this way.
 */

/** Milliseconds in a day of the UTC calendar the date arithmetic uses. */
export const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string has the 'yyyy-MM-dd' shape of a date. */
export function isIsoDay(day: string): boolean {
  return ISO_DAY.test(day);
}

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

/** The day number of a 'yyyy-MM-dd' date: whole days since 1970-01-01. */
export function dayNumber(day: string): number {
  return (
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) /
    DAY_MS
  );
}

/** The 'yyyy-MM-dd' date of a day number. */
export function dayString(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one 'yyyy-MM-dd' date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
