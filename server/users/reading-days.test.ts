import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readingDays, users } from '../db/schema/index.ts';
import { setupTestApp } from '../test/app.ts';
import { createUser } from '../test/factories.ts';
import {
  addDays,
  effectiveStreak,
  localDate,
  nextStreakState,
  recordReadingDay,
} from './reading-days.ts';

const ctx = setupTestApp();

async function counters(userId: string) {
  const [row] = await ctx.database.db
    .select({
      total: users.totalReadingDays,
      current: users.currentStreakDays,
      longest: users.longestStreakDays,
      last: users.lastReadingDay,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

async function days(userId: string) {
  const rows = await ctx.database.db
    .select({ day: readingDays.day })
    .from(readingDays)
    .where(eq(readingDays.userId, userId))
    .orderBy(readingDays.day);
  return rows.map((r) => r.day);
}

describe('localDate', () => {
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
});

describe('nextStreakState', () => {
  const base = { totalReadingDays: 4, currentStreakDays: 2, longestStreakDays: 3 };

  it('continues the streak on the next day and keeps the longest', () => {
    expect(nextStreakState({ ...base, lastReadingDay: '2026-03-09' }, '2026-03-10', true)).toEqual({
      totalReadingDays: 5,
      currentStreakDays: 3,
      longestStreakDays: 3,
      lastReadingDay: '2026-03-10',
    });
  });

  it('restarts at 1 after a gap of two days or more', () => {
    expect(nextStreakState({ ...base, lastReadingDay: '2026-03-07' }, '2026-03-09', true)).toEqual({
      totalReadingDays: 5,
      currentStreakDays: 1,
      longestStreakDays: 3,
      lastReadingDay: '2026-03-09',
    });
  });

  it('counts an earlier new day for the total only', () => {
    expect(nextStreakState({ ...base, lastReadingDay: '2026-03-09' }, '2026-03-05', true)).toEqual({
      ...base,
      totalReadingDays: 5,
      lastReadingDay: '2026-03-09',
    });
  });

  it('changes nothing for a day already counted', () => {
    const s = { ...base, lastReadingDay: '2026-03-09' };
    expect(nextStreakState(s, '2026-03-09', false)).toBe(s);
  });
});

describe('recordReadingDay', () => {
  it('counts a double save on one day once', async () => {
    const db = ctx.database.db;
    const user = await createUser(db);
    await recordReadingDay(db, user.id, 'Europe/London', new Date('2026-03-09T08:00:00Z'));
    await recordReadingDay(db, user.id, 'Europe/London', new Date('2026-03-09T20:00:00Z'));
    await Promise.all([
      recordReadingDay(db, user.id, 'Europe/London', new Date('2026-03-09T21:00:00Z')),
      recordReadingDay(db, user.id, 'Europe/London', new Date('2026-03-09T21:00:01Z')),
    ]);
    expect(await counters(user.id)).toEqual({
      total: 1,
      current: 1,
      longest: 1,
      last: '2026-03-09',
    });
    expect(await days(user.id)).toEqual(['2026-03-09']);
  });

  it('builds a streak over consecutive days and restarts it after a missed day, keeping the longest', async () => {
    const db = ctx.database.db;
    const user = await createUser(db);
    for (const d of ['2026-03-01', '2026-03-02', '2026-03-03']) {
      await recordReadingDay(db, user.id, 'UTC', new Date(`${d}T12:00:00Z`));
    }
    expect(await counters(user.id)).toEqual({
      total: 3,
      current: 3,
      longest: 3,
      last: '2026-03-03',
    });
    // 4 March missed.
    await recordReadingDay(db, user.id, 'UTC', new Date('2026-03-05T12:00:00Z'));
    expect(await counters(user.id)).toEqual({
      total: 4,
      current: 1,
      longest: 3,
      last: '2026-03-05',
    });
    await recordReadingDay(db, user.id, 'UTC', new Date('2026-03-06T12:00:00Z'));
    expect(await counters(user.id)).toEqual({
      total: 5,
      current: 2,
      longest: 3,
      last: '2026-03-06',
    });
  });

  it('neither double-counts nor breaks the streak when the reader flies from Auckland to Los Angeles', async () => {
    const db = ctx.database.db;
    const user = await createUser(db, { timeZone: 'Pacific/Auckland' });
    // 9 and 10 March in Auckland (UTC+13).
    await recordReadingDay(db, user.id, 'Pacific/Auckland', new Date('2026-03-08T20:00:00Z'));
    await recordReadingDay(db, user.id, 'Pacific/Auckland', new Date('2026-03-09T20:00:00Z'));
    expect(await counters(user.id)).toEqual({
      total: 2,
      current: 2,
      longest: 2,
      last: '2026-03-10',
    });

    // Lands in Los Angeles (UTC-7) the "same" morning: it is 9 March there, already counted.
    await recordReadingDay(db, user.id, 'America/Los_Angeles', new Date('2026-03-09T23:00:00Z'));
    expect(await counters(user.id)).toEqual({
      total: 2,
      current: 2,
      longest: 2,
      last: '2026-03-10',
    });
    // Still shown: the last day (10 March) is not before yesterday in Los Angeles.
    const row = (await db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(effectiveStreak(row, 'America/Los_Angeles', new Date('2026-03-09T23:00:00Z'))).toBe(2);

    // 10 March in Los Angeles: already counted in Auckland.
    await recordReadingDay(db, user.id, 'America/Los_Angeles', new Date('2026-03-10T18:00:00Z'));
    expect(await counters(user.id)).toEqual({
      total: 2,
      current: 2,
      longest: 2,
      last: '2026-03-10',
    });
    // 11 March in Los Angeles continues the streak.
    await recordReadingDay(db, user.id, 'America/Los_Angeles', new Date('2026-03-11T18:00:00Z'));
    expect(await counters(user.id)).toEqual({
      total: 3,
      current: 3,
      longest: 3,
      last: '2026-03-11',
    });
    expect(await days(user.id)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
  });

  it('counts a new earlier local day without breaking the streak', async () => {
    const db = ctx.database.db;
    const user = await createUser(db);
    await recordReadingDay(db, user.id, 'Pacific/Kiritimati', new Date('2026-03-09T12:00:00Z')); // 10 March (UTC+14)
    await recordReadingDay(db, user.id, 'Pacific/Kiritimati', new Date('2026-03-10T12:00:00Z')); // 11 March
    // Now in Honolulu (UTC-10) a day earlier, on a date not yet read: 8 March.
    await recordReadingDay(db, user.id, 'Pacific/Honolulu', new Date('2026-03-09T05:00:00Z'));
    expect(await counters(user.id)).toEqual({
      total: 3,
      current: 2,
      longest: 2,
      last: '2026-03-11',
    });
  });

  it('does nothing for an unknown user', async () => {
    await expect(
      recordReadingDay(ctx.database.db, 'no-such-user', 'UTC', new Date('2026-03-09T12:00:00Z')),
    ).resolves.toBeUndefined();
    expect(await days('no-such-user')).toEqual([]);
  });
});

describe('effectiveStreak', () => {
  const user = { currentStreakDays: 5, lastReadingDay: '2026-03-09' };

  it('shows the streak when the last day is today or yesterday', () => {
    expect(effectiveStreak(user, 'UTC', new Date('2026-03-09T23:00:00Z'))).toBe(5);
    expect(effectiveStreak(user, 'UTC', new Date('2026-03-10T23:00:00Z'))).toBe(5);
  });

  it('shows 0 once a day was missed, in the reader’s zone', () => {
    expect(effectiveStreak(user, 'UTC', new Date('2026-03-11T00:30:00Z'))).toBe(0);
    // Still 10 March in Los Angeles at that instant: the streak holds.
    expect(effectiveStreak(user, 'America/Los_Angeles', new Date('2026-03-11T00:30:00Z'))).toBe(5);
  });

  it('shows 0 when the reader never read', () => {
    expect(effectiveStreak({ currentStreakDays: 0, lastReadingDay: null }, 'UTC')).toBe(0);
  });
});
