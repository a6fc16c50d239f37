import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, daysBetween, dayString, isIsoDay, localDate } from './calendar.ts';

describe('calendar', () => {
  it('gives the calendar date in the reader’s zone', () => {
    const now = new Date('2026-03-09T21:30:00Z');
    expect(localDate('UTC', now)).toBe('2026-03-09');
    expect(localDate('Pacific/Auckland', now)).toBe('2026-03-10');
    expect(localDate('America/Los_Angeles', now)).toBe('2026-03-09');
    expect(localDate('America/Los_Angeles', new Date('2026-03-09T05:00:00Z'))).toBe('2026-03-08');
  });

  it('treats an unknown zone as UTC', () => {
    const now = new Date('2026-03-09T23:30:00Z');
    expect(localDate('Mars/Olympus_Mons', now)).toBe('2026-03-09');
    expect(localDate('', now)).toBe('2026-03-09');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('counts whole days between dates, and numbers them', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(dayString(dayNumber('2028-02-29') + 1)).toBe('2028-03-01');
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(isIsoDay('2026-03-09')).toBe(true);
    expect(isIsoDay('9 March')).toBe(false);
  });
});
