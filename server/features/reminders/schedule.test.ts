import { describe, expect, it } from 'vitest';
import {
  latestOccurrence,
  nextOccurrence,
  stillTimely,
  weekdayOf,
  zonedInstant,
} from './schedule.ts';

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

describe('reminder schedule arithmetic', () => {
  it('puts 07:30 London at 06:30 UTC in summer and 07:30 UTC in winter', () => {
    expect(zonedInstant('2026-07-15', '07:30', 'Europe/London').toISOString()).toBe(
      '2026-07-15T06:30:00.000Z',
    );
    expect(zonedInstant('2026-01-15', '07:30', 'Europe/London').toISOString()).toBe(
      '2026-01-15T07:30:00.000Z',
    );
    // The days the clocks change (29 March and 25 October 2026) are read with that morning's offset.
    expect(zonedInstant('2026-03-29', '07:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T06:30:00.000Z',
    );
    expect(zonedInstant('2026-10-25', '07:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T07:30:00.000Z',
    );
  });

  it('reads a time in the spring gap as the clocks show it after the change, and the first of an autumn overlap', () => {
    // 01:30 does not exist in London on 29 March 2026: the clocks jump from 01:00 GMT to 02:00 BST.
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 01:30 happens twice on 25 October 2026: first in BST (00:30 UTC).
    expect(zonedInstant('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('works east of Greenwich and across the date line', () => {
    expect(zonedInstant('2026-07-15', '07:30', 'Asia/Tokyo').toISOString()).toBe(
      '2026-07-14T22:30:00.000Z',
    );
    expect(zonedInstant('2026-07-15', '07:30', 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-15T14:30:00.000Z',
    );
  });

  it('names weekdays Monday first', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-29')).toBe('sun');
  });

  it('finds the latest and next reminder on chosen days only', () => {
    const rule = { time: '07:30', days: ['mon'], timeZone: 'Europe/London' };
    // Wednesday 25 November 2026, 12:00 UTC.
    const now = new Date('2026-11-25T12:00:00Z');
    expect(latestOccurrence(rule, now)).toEqual({
      localDate: '2026-11-23',
      at: new Date('2026-11-23T07:30:00Z'),
    });
    expect(nextOccurrence(rule, now)).toEqual({
      localDate: '2026-11-30',
      at: new Date('2026-11-30T07:30:00Z'),
    });
    expect(latestOccurrence({ ...rule, days: [] }, now)).toBeNull();
    expect(nextOccurrence({ ...rule, days: EVERY_DAY }, now)?.localDate).toBe('2026-11-26');
  });

  it('is timely only on the same local date and within the catch-up window', () => {
    const occ = { localDate: '2026-11-25', at: new Date('2026-11-25T07:30:00Z') };
    expect(stillTimely(occ, 'Europe/London', new Date('2026-11-25T07:29:00Z'))).toBe(false);
    expect(stillTimely(occ, 'Europe/London', new Date('2026-11-25T09:00:00Z'))).toBe(true);
    expect(stillTimely(occ, 'Europe/London', new Date('2026-11-25T13:31:00Z'))).toBe(false);
    expect(stillTimely(occ, 'Europe/London', new Date('2026-11-26T07:31:00Z'))).toBe(false);
  });
});
