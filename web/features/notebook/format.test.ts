import { describe, expect, it } from 'vitest';
import { dateHeading, entryCount, entryDate, sessionDay } from './format.ts';

describe('notebook formats', () => {
  it('heads a date group with the local day, never shifted by UTC', () => {
    expect(dateHeading('2026-11-22')).toBe('Sunday, November 22, 2026');
    expect(dateHeading('2024-01-01')).toBe('Monday, January 1, 2024');
  });

  it('says Unknown Date for a missing or unreadable date', () => {
    expect(dateHeading(null)).toBe('Unknown Date');
    expect(dateHeading('someday')).toBe('Unknown Date');
  });

  it('counts entries in the singular and plural', () => {
    expect(entryCount(1)).toBe('1 entry');
    expect(entryCount(0)).toBe('0 entries');
    expect(entryCount(4)).toBe('4 entries');
  });

  it('dates an entry by its read date, else its update time', () => {
    expect(entryDate({ readDate: '2026-03-01', updatedAt: '2026-03-05T10:00:00.000Z' })).toBe(
      'Mar 1, 2026',
    );
    expect(entryDate({ readDate: null, updatedAt: '2026-03-05T10:00:00.000Z' })).toBe(
      'Mar 5, 2026',
    );
  });

  it('reads the plan day from a session key', () => {
    expect(sessionDay('12:3')).toBe(3);
    expect(sessionDay('unplanned:psalm 23')).toBeNull();
  });
});
