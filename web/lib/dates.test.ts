import { format, isValid, parse, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate, parseDay } from './dates.ts';

const PATTERNS = [
  'd MMMM yyyy',
  'MMM d, yyyy',
  'MMM d, h:mm a',
  'MMM d',
  'EEEE, MMMM d, yyyy',
  'MMM d, yyyy, h:mm a',
];

describe('dates', () => {
  it('writes every pattern the screens use as date-fns does, at every hour of a year', () => {
    // Every 7 hours through 2026 (each month, weekday, hour and both halves of the day), plus midnight and noon.
    const dates = [
      new Date(2026, 0, 1, 0, 0),
      new Date(2026, 5, 15, 12, 0),
      new Date(2026, 11, 31, 23, 59),
    ];
    for (
      let t = new Date(2026, 0, 1).getTime();
      t < new Date(2027, 0, 1).getTime();
      t += 7 * 3_600_000 + 61_000
    ) {
      dates.push(new Date(t));
    }
    for (const date of dates) {
      for (const pattern of PATTERNS) {
        expect(formatDate(date, pattern), `${date.toISOString()} ${pattern}`).toBe(
          format(date, pattern),
        );
      }
    }
  });

  it('reads a day as that calendar day, as date-fns parse does, and refuses days that do not exist', () => {
    for (const day of ['2026-11-22', '2024-02-29', '2026-01-01', '2026-12-31', '0099-03-04']) {
      const ours = parseDay(day);
      const theirs = parse(day, 'yyyy-MM-dd', new Date());
      expect(ours?.getTime(), day).toBe(theirs.getTime());
    }
    for (const day of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-4-1',
      'soon',
      '',
    ]) {
      expect(parseDay(day), day).toBeNull();
    }
  });

  it('reads days and ISO timestamps as parseISO does; null for anything else', () => {
    for (const value of [
      '2026-11-22',
      '2026-11-22T08:30:00.000Z',
      '2026-11-22T08:30:00+05:30',
      '2026-11-22T23:59:59',
    ]) {
      expect(parseDate(value)?.getTime(), value).toBe(parseISO(value).getTime());
    }
    for (const value of ['', null, undefined, 'yesterday', '2026-02-30', '2026-11-22Tnoon']) {
      expect(parseDate(value), String(value)).toBeNull();
      if (value) expect(isValid(parseISO(value))).toBe(false);
    }
  });
});
