import { WEEKDAYS, type Weekday } from '@contract/reminders.ts';
import { addDays, localDate } from '../../lib/calendar.ts';

/**
 * How late a missed reminder may still go out (decision 126): after downtime, today's reminder is
 * sent when its time passed less than this long ago and it is still the same local date; an older
 * one is skipped. Yesterday's is never sent.
 */
export const CATCH_UP_MS = 6 * 60 * 60 * 1000;

/** One day's reminder: the reader's local date and the instant their chosen time falls on it. */
export interface Occurrence {
  localDate: string;
  at: Date;
}

const AROUND_MS = 14 * 60 * 60 * 1000;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (offsetFormatters.size < 1000) offsetFormatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = offsetFormatter(timeZone).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** A zone the runtime knows, else UTC (as reading days do). */
export function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * The instant a wall-clock time ('HH:MM') falls on a local date in a zone. In the spring-forward
 * gap (a time that does not exist that night) it is the same number of minutes after the gap
 * starts, i.e. the clocks' new reading; in the autumn overlap it is the first of the two.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const y = Number(day.slice(0, 4));
  const wall = Date.UTC(y, Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), h, m);
  // A zone changes its offset at most once around a given day: try the offset before and after.
  const before = zoneOffsetMs(timeZone, wall - AROUND_MS);
  const after = zoneOffsetMs(timeZone, wall + AROUND_MS);
  const valid = [wall - before, wall - after]
    .filter((t) => zoneOffsetMs(timeZone, t) === wall - t)
    .sort((a, b) => a - b);
  // None valid: the time falls in the gap; read it with the offset before the change.
  return new Date(valid[0] ?? wall - before);
}

/** The weekday of a 'yyyy-MM-dd' date. */
export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

export interface ReminderRule {
  time: string;
  days: readonly string[];
  timeZone: string;
}

/** The latest reminder at or before `now` (looking back a week), or null when no day is chosen. */
export function latestOccurrence(rule: ReminderRule, now: Date): Occurrence | null {
  const zone = safeZone(rule.timeZone);
  const today = localDate(zone, now);
  for (let k = 0; k <= 7; k++) {
    const day = addDays(today, -k);
    if (!rule.days.includes(weekdayOf(day))) continue;
    const at = zonedInstant(day, rule.time, zone);
    if (at.getTime() <= now.getTime()) return { localDate: day, at };
  }
  return null;
}

/** The first reminder strictly after `now`, or null when no day is chosen. */
export function nextOccurrence(rule: ReminderRule, now: Date): Occurrence | null {
  const zone = safeZone(rule.timeZone);
  const today = localDate(zone, now);
  for (let k = 0; k <= 8; k++) {
    const day = addDays(today, k);
    if (!rule.days.includes(weekdayOf(day))) continue;
    const at = zonedInstant(day, rule.time, zone);
    if (at.getTime() > now.getTime()) return { localDate: day, at };
  }
  return null;
}

/**
 * Whether a reminder may still go out at `now` (decision 126): it is still its local date in the
 * reader's zone and its time passed less than CATCH_UP_MS ago.
 */
export function stillTimely(occurrence: Occurrence, timeZone: string, now: Date): boolean {
  const late = now.getTime() - occurrence.at.getTime();
  return (
    late >= 0 && late <= CATCH_UP_MS && localDate(safeZone(timeZone), now) === occurrence.localDate
  );
}
