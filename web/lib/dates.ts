/**
 * The few English date forms the reader's screens show, without date-fns in their first load (decision
 * 141: its `format` and `parseISO` cost Today 6.7 KB gzip). Pattern letters are date-fns' for the ones
 * used here: yyyy, MMMM, MMM, d, EEEE, h, mm, a; every other character is written as it is.
 */

import { MONTHS, WEEKDAYS } from '@contract/calendar-rules.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A 'yyyy-MM-dd' day as that calendar day in the reader's time zone; null unless it is a real day. */
export function parseDay(value: string): Date | null {
  const m = DAY.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = new Date(year, month, day);
  date.setFullYear(year); // years before 100 are not 19xx
  return date.getMonth() === month && date.getDate() === day ? date : null;
}

/**
 * A 'yyyy-MM-dd' day (that day, locally, as date-fns' parseISO reads it) or an ISO timestamp; null when
 * it cannot be read.
 */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  if (DAY.test(value)) return parseDay(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const TOKEN = /yyyy|MMMM|MMM|EEEE|mm|d|h|a/g;

/** `date` in `pattern` (see above), in the reader's time zone. */
export function formatDate(date: Date, pattern: string): string {
  return pattern.replace(TOKEN, (token) => {
    switch (token) {
      case 'yyyy':
        return String(date.getFullYear()).padStart(4, '0');
      case 'MMMM':
        return MONTHS[date.getMonth()]!;
      case 'MMM':
        return MONTHS[date.getMonth()]!.slice(0, 3);
      case 'EEEE':
        return WEEKDAYS[date.getDay()]!;
      case 'd':
        return String(date.getDate());
      case 'h':
        return String(date.getHours() % 12 || 12);
      case 'mm':
        return String(date.getMinutes()).padStart(2, '0');
      default:
        return date.getHours() < 12 ? 'AM' : 'PM';
    }
  });
}
