import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readingDays, users } from '../db/schema/index.ts';
import { setupTestApp } from '../test/app.ts';
import { createUser } from '../test/factories.ts';
import { addDays, localDate } from '../lib/calendar.ts';
import { listReadingDays } from './reading-days-repository.ts';
import {
  currentFromCounters,
  currentStreak,
  readingCalendar,
  recordReadingDay,
  streakOn,
  summarizeDays,
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

  it('builds a streak over consecutive days, keeps it over one missed day and restarts it after two', async () => {
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
    // 4 March missed: a rest day.
    await recordReadingDay(db, user.id, 'UTC', new Date('2026-03-05T12:00:00Z'));
    expect(await counters(user.id)).toEqual({
      total: 4,
      current: 4,
      longest: 4,
      last: '2026-03-05',
    });
    // 6 and 7 March missed: the streak restarts.
    await recordReadingDay(db, user.id, 'UTC', new Date('2026-03-08T12:00:00Z'));
    expect(await counters(user.id)).toEqual({
      total: 5,
      current: 1,
      longest: 4,
      last: '2026-03-08',
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
    expect(
      await currentStreak(
        db,
        { ...row, timeZone: 'America/Los_Angeles' },
        new Date('2026-03-09T23:00:00Z'),
      ),
    ).toBe(2);

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
    // Now in Honolulu (UTC-10) a day earlier, on a date not yet read: 8 March. It joins the
    // streak across 9 March, a rest day, and the last day stays 11 March.
    await recordReadingDay(db, user.id, 'Pacific/Honolulu', new Date('2026-03-09T05:00:00Z'));
    expect(await counters(user.id)).toEqual({
      total: 3,
      current: 3,
      longest: 3,
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

/** A reading: the instant and the zone the reader was in. */
type Read = [instant: string, zone: string];

interface Row {
  name: string;
  reads: Read[];
  now: Read;
  current: number;
  longest: number;
  total: number;
  rest?: string[];
}

// Decision 125, row by row: dates, zones and the streaks they give. Days are the reader's local
// dates at the moment of reading; "now" is when (and where) the streak is looked at.
const RULE_TABLE: Row[] = [
  {
    name: 'no reading yet',
    reads: [],
    now: ['2026-03-03T18:00:00Z', 'UTC'],
    current: 0,
    longest: 0,
    total: 0,
  },
  {
    name: 'three consecutive days',
    reads: [
      ['2026-03-01T12:00:00Z', 'UTC'],
      ['2026-03-02T12:00:00Z', 'UTC'],
      ['2026-03-03T12:00:00Z', 'UTC'],
    ],
    now: ['2026-03-03T18:00:00Z', 'UTC'],
    current: 3,
    longest: 3,
    total: 3,
    rest: [],
  },
  {
    name: 'today not read yet never breaks it',
    reads: [
      ['2026-03-01T12:00:00Z', 'UTC'],
      ['2026-03-02T12:00:00Z', 'UTC'],
      ['2026-03-03T12:00:00Z', 'UTC'],
    ],
    now: ['2026-03-04T23:59:59Z', 'UTC'],
    current: 3,
    longest: 3,
    total: 3,
    rest: [],
  },
  {
    name: 'one missed day is a rest day and does not count',
    reads: [
      ['2026-03-01T12:00:00Z', 'UTC'],
      ['2026-03-02T12:00:00Z', 'UTC'],
      ['2026-03-03T12:00:00Z', 'UTC'],
      ['2026-03-05T12:00:00Z', 'UTC'],
    ],
    now: ['2026-03-05T18:00:00Z', 'UTC'],
    current: 4,
    longest: 4,
    total: 4,
    rest: ['2026-03-04'],
  },
  {
    name: 'yesterday missed and today not read yet: yesterday is already a rest day',
    reads: [
      ['2026-03-01T12:00:00Z', 'UTC'],
      ['2026-03-02T12:00:00Z', 'UTC'],
      ['2026-03-03T12:00:00Z', 'UTC'],
    ],
    now: ['2026-03-05T00:00:00Z', 'UTC'],
    current: 3,
    longest: 3,
    total: 3,
    rest: ['2026-03-04'],
  },
  {
    name: 'two missed days in a row end it, before the next reading',
    reads: [
      ['2026-03-01T12:00:00Z', 'UTC'],
      ['2026-03-02T12:00:00Z', 'UTC'],
      ['2026-03-03T12:00:00Z', 'UTC'],
    ],
    now: ['2026-03-06T00:00:00Z', 'UTC'],
    current: 0,
    longest: 3,
    total: 3,
    rest: [],
  },
  {
    name: 'two missed days in a row, then a reading: a new streak of one',
    reads: [
      ['2026-03-01T12:00:00Z', 'UTC'],
      ['2026-03-02T12:00:00Z', 'UTC'],
      ['2026-03-03T12:00:00Z', 'UTC'],
      ['2026-03-06T12:00:00Z', 'UTC'],
    ],
    now: ['2026-03-06T18:00:00Z', 'UTC'],
    current: 1,
    longest: 3,
    total: 4,
    rest: [],
  },
  {
    name: 'a second miss four days after the first: the streak starts after the first',
    reads: ['01', '02', '03', '05', '06', '07', '09'].map((d): Read => [
      `2026-03-${d}T12:00:00Z`,
      'UTC',
    ]),
    now: ['2026-03-09T18:00:00Z', 'UTC'],
    current: 4,
    longest: 6,
    total: 7,
    rest: ['2026-03-08'],
  },
  {
    name: 'a second miss six days after the first: still inside one week',
    reads: ['01', '02', '03', '05', '06', '07', '08', '09', '11'].map((d): Read => [
      `2026-03-${d}T12:00:00Z`,
      'UTC',
    ]),
    now: ['2026-03-11T18:00:00Z', 'UTC'],
    current: 6,
    longest: 8,
    total: 9,
    rest: ['2026-03-10'],
  },
  {
    name: 'misses seven days apart are both rest days',
    reads: ['01', '02', '03', '05', '06', '07', '08', '09', '10', '12'].map((d): Read => [
      `2026-03-${d}T12:00:00Z`,
      'UTC',
    ]),
    now: ['2026-03-12T18:00:00Z', 'UTC'],
    current: 10,
    longest: 10,
    total: 10,
    rest: ['2026-03-04', '2026-03-11'],
  },
  {
    name: 'a pending rest day too close to the last one shortens the streak',
    reads: ['01', '02', '04', '05', '06'].map((d): Read => [`2026-03-${d}T12:00:00Z`, 'UTC']),
    now: ['2026-03-08T09:00:00Z', 'UTC'],
    current: 3,
    longest: 5,
    total: 5,
    rest: ['2026-03-07'],
  },
  {
    name: 'midnight in London: one second apart, two days',
    reads: [
      ['2026-01-10T23:59:59Z', 'Europe/London'],
      ['2026-01-11T00:00:00Z', 'Europe/London'],
    ],
    now: ['2026-01-11T00:00:01Z', 'Europe/London'],
    current: 2,
    longest: 2,
    total: 2,
    rest: [],
  },
  {
    name: 'midnight in Auckland: one UTC date, two local days',
    reads: [
      ['2026-01-10T10:59:00Z', 'Pacific/Auckland'],
      ['2026-01-10T11:01:00Z', 'Pacific/Auckland'],
    ],
    now: ['2026-01-10T11:02:00Z', 'Pacific/Auckland'],
    current: 2,
    longest: 2,
    total: 2,
    rest: [],
  },
  {
    name: 'morning and night of one London day count once',
    reads: [
      ['2026-01-10T08:00:00Z', 'Europe/London'],
      ['2026-01-10T23:30:00Z', 'Europe/London'],
    ],
    now: ['2026-01-10T23:45:00Z', 'Europe/London'],
    current: 1,
    longest: 1,
    total: 1,
    rest: [],
  },
  {
    name: 'London spring forward (29 March): 23:30 every evening stays consecutive',
    reads: [
      ['2026-03-28T23:30:00Z', 'Europe/London'],
      ['2026-03-29T22:30:00Z', 'Europe/London'],
      ['2026-03-30T22:30:00Z', 'Europe/London'],
    ],
    now: ['2026-03-30T23:30:00Z', 'Europe/London'], // 00:30 BST on 31 March
    current: 3,
    longest: 3,
    total: 3,
    rest: [],
  },
  {
    name: 'London fall back (25 October): 00:30 every night stays consecutive',
    reads: [
      ['2026-10-23T23:30:00Z', 'Europe/London'],
      ['2026-10-24T23:30:00Z', 'Europe/London'],
      ['2026-10-26T00:30:00Z', 'Europe/London'],
    ],
    now: ['2026-10-26T01:00:00Z', 'Europe/London'],
    current: 3,
    longest: 3,
    total: 3,
    rest: [],
  },
  {
    name: 'London fall back: the repeated 01:30 is one day',
    reads: [
      ['2026-10-25T00:30:00Z', 'Europe/London'],
      ['2026-10-25T01:30:00Z', 'Europe/London'],
    ],
    now: ['2026-10-25T12:00:00Z', 'Europe/London'],
    current: 1,
    longest: 1,
    total: 1,
    rest: [],
  },
  {
    name: 'New York spring forward (8 March): 23:30 on both sides',
    reads: [
      ['2026-03-08T04:30:00Z', 'America/New_York'],
      ['2026-03-09T03:30:00Z', 'America/New_York'],
    ],
    now: ['2026-03-10T03:59:00Z', 'America/New_York'], // 23:59 EDT on 9 March
    current: 2,
    longest: 2,
    total: 2,
    rest: [],
  },
  {
    name: 'New York: 11 March in UTC is still 10 March there (yesterday a rest day)',
    reads: [
      ['2026-03-08T04:30:00Z', 'America/New_York'],
      ['2026-03-09T03:30:00Z', 'America/New_York'],
    ],
    now: ['2026-03-11T03:59:00Z', 'America/New_York'],
    current: 2,
    longest: 2,
    total: 2,
    rest: ['2026-03-09'],
  },
  {
    name: 'New York: a minute later it is 11 March there, two days missed',
    reads: [
      ['2026-03-08T04:30:00Z', 'America/New_York'],
      ['2026-03-09T03:30:00Z', 'America/New_York'],
    ],
    now: ['2026-03-11T04:01:00Z', 'America/New_York'],
    current: 0,
    longest: 2,
    total: 2,
    rest: [],
  },
  {
    name: 'New York fall back (1 November): 23:30 on both sides',
    reads: [
      ['2026-11-01T03:30:00Z', 'America/New_York'],
      ['2026-11-02T04:30:00Z', 'America/New_York'],
    ],
    now: ['2026-11-02T05:00:00Z', 'America/New_York'],
    current: 2,
    longest: 2,
    total: 2,
    rest: [],
  },
  {
    name: 'Auckland to Los Angeles (west over the date line): a date again, counted once',
    reads: [
      ['2026-03-08T20:00:00Z', 'Pacific/Auckland'], // 9 March
      ['2026-03-09T20:00:00Z', 'Pacific/Auckland'], // 10 March
      ['2026-03-09T23:00:00Z', 'America/Los_Angeles'], // 9 March again
    ],
    now: ['2026-03-09T23:30:00Z', 'America/Los_Angeles'], // today (9 March) is before the last day
    current: 2,
    longest: 2,
    total: 2,
    rest: [],
  },
  {
    name: 'Auckland to Los Angeles, then reading on 11 March there continues it',
    reads: [
      ['2026-03-08T20:00:00Z', 'Pacific/Auckland'],
      ['2026-03-09T20:00:00Z', 'Pacific/Auckland'],
      ['2026-03-10T18:00:00Z', 'America/Los_Angeles'], // 10 March again
      ['2026-03-11T18:00:00Z', 'America/Los_Angeles'], // 11 March
    ],
    now: ['2026-03-11T19:00:00Z', 'America/Los_Angeles'],
    current: 3,
    longest: 3,
    total: 3,
    rest: [],
  },
  {
    name: 'Los Angeles to Auckland (east over the date line): the skipped date is a rest day',
    reads: [
      ['2026-03-09T18:00:00Z', 'America/Los_Angeles'], // 9 March
      ['2026-03-10T18:00:00Z', 'America/Los_Angeles'], // 10 March
      ['2026-03-11T23:00:00Z', 'Pacific/Auckland'], // 12 March: 11 March never came
    ],
    now: ['2026-03-11T23:30:00Z', 'Pacific/Auckland'],
    current: 3,
    longest: 3,
    total: 3,
    rest: ['2026-03-11'],
  },
  {
    name: 'Kiritimati to Honolulu (24 hours west): the same dates again, counted once',
    reads: [
      ['2026-03-09T12:00:00Z', 'Pacific/Kiritimati'], // 10 March
      ['2026-03-10T12:00:00Z', 'Pacific/Kiritimati'], // 11 March
      ['2026-03-10T20:00:00Z', 'Pacific/Honolulu'], // 10 March again
      ['2026-03-11T20:00:00Z', 'Pacific/Honolulu'], // 11 March again
      ['2026-03-12T20:00:00Z', 'Pacific/Honolulu'], // 12 March
    ],
    now: ['2026-03-12T21:00:00Z', 'Pacific/Honolulu'],
    current: 3,
    longest: 3,
    total: 3,
    rest: [],
  },
  {
    name: 'Honolulu to Kiritimati (24 hours east): a whole date skipped is a rest day',
    reads: [
      ['2026-03-08T20:00:00Z', 'Pacific/Honolulu'], // 8 March
      ['2026-03-09T20:00:00Z', 'Pacific/Honolulu'], // 9 March
      ['2026-03-10T12:00:00Z', 'Pacific/Kiritimati'], // 11 March
    ],
    now: ['2026-03-10T13:00:00Z', 'Pacific/Kiritimati'],
    current: 3,
    longest: 3,
    total: 3,
    rest: ['2026-03-10'],
  },
  {
    name: 'flying west onto a rest day reads it: the rest day becomes a reading day',
    reads: [
      ['2026-03-09T12:00:00Z', 'Pacific/Kiritimati'], // 10 March
      ['2026-03-11T12:00:00Z', 'Pacific/Kiritimati'], // 12 March (11 March a rest day)
      ['2026-03-11T20:00:00Z', 'Pacific/Honolulu'], // 11 March
    ],
    now: ['2026-03-11T21:00:00Z', 'Pacific/Honolulu'],
    current: 3,
    longest: 3,
    total: 3,
    rest: [],
  },
  {
    name: 'east after a rest day earlier that week: the skipped date ends the streak',
    reads: [
      ['2026-03-05T20:00:00Z', 'Pacific/Honolulu'], // 5 March
      ['2026-03-07T20:00:00Z', 'Pacific/Honolulu'], // 7 March (6 March a rest day)
      ['2026-03-08T20:00:00Z', 'Pacific/Honolulu'], // 8 March
      ['2026-03-09T20:00:00Z', 'Pacific/Honolulu'], // 9 March
      ['2026-03-10T12:00:00Z', 'Pacific/Kiritimati'], // 11 March (10 March skipped)
    ],
    now: ['2026-03-10T13:00:00Z', 'Pacific/Kiritimati'],
    current: 4,
    longest: 4,
    total: 5,
    rest: ['2026-03-10'],
  },
];

describe('the streak rule table (decision 125)', () => {
  it.each(RULE_TABLE)('$name', async (row) => {
    const db = ctx.database.db;
    const [nowAt, nowZone] = row.now;
    const user = await createUser(db, { timeZone: nowZone });
    for (const [instant, zone] of row.reads) {
      await recordReadingDay(db, user.id, zone, new Date(instant));
    }
    const today = localDate(nowZone, new Date(nowAt));
    const days = await listReadingDays(db, user.id);
    const streak = streakOn(days, today);
    expect({
      current: streak.currentStreakDays,
      longest: streak.longestStreakDays,
      total: streak.totalReadingDays,
    }).toEqual({ current: row.current, longest: row.longest, total: row.total });
    if (row.rest) expect(streak.restDays).toEqual(row.rest);

    // The stored counters are the cache of the same rule, and the profile's figure agrees.
    const stored = await counters(user.id);
    expect(stored).toEqual({
      total: row.total,
      current: summarizeDays(days).currentStreakDays,
      longest: row.longest,
      last: days.at(-1) ?? null,
    });
    const fresh = (await db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(await currentStreak(db, fresh, new Date(nowAt))).toBe(row.current);
  });
});

/** A small seeded generator, so the random sets are the same on every run. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const START = '2026-01-01';

/** The rule as written in decision 125, checked the slow way: every start tried, every window counted. */
function slowStreak(days: Set<string>, today: string) {
  const sorted = [...days].sort();
  const within = (from: string, to: string) => {
    const misses: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) if (!days.has(d)) misses.push(d);
    const dayNo = (d: string) => Date.parse(d) / 86_400_000;
    return misses.every((m, i) => i === 0 || dayNo(m) - dayNo(misses[i - 1]!) >= 7);
  };
  const count = (from: string, to: string) => sorted.filter((d) => d >= from && d <= to).length;
  let longest = 0;
  for (const end of sorted) {
    const start = sorted.find((s) => s <= end && within(s, end));
    longest = Math.max(longest, count(start!, end));
  }
  const last = sorted.at(-1);
  let current = 0;
  if (last) {
    const spanEnd =
      last >= addDays(today, -1) ? last : last === addDays(today, -2) ? addDays(today, -1) : null;
    if (spanEnd) {
      const start = sorted.find((s) => s <= last && within(s, spanEnd));
      current = count(start!, last);
    }
  }
  return { current, longest };
}

describe('streakOn', () => {
  it('agrees with the rule checked the slow way on random reading histories', () => {
    const random = prng(125);
    for (let trial = 0; trial < 200; trial++) {
      const density = 0.5 + random() * 0.45;
      const span = 10 + Math.floor(random() * 40);
      const days = new Set<string>();
      for (let i = 0; i < span; i++) if (random() < density) days.add(addDays(START, i));
      const today = addDays(START, span - 1 + Math.floor(random() * 4));
      const fast = streakOn(days, today);
      const slow = slowStreak(days, today);
      expect(
        { current: fast.currentStreakDays, longest: fast.longestStreakDays },
        `${[...days].sort().join(' ')} on ${today}`,
      ).toEqual(slow);
      expect(fast.totalReadingDays).toBe(days.size);
    }
  });

  it('gives the stored counters’ current streak from the counters and the last week alone', () => {
    const random = prng(20);
    for (let trial = 0; trial < 400; trial++) {
      const span = 5 + Math.floor(random() * 30);
      const days: string[] = [];
      for (let i = 0; i < span; i++) if (random() < 0.7) days.push(addDays(START, i));
      const stored = summarizeDays(days);
      const today = addDays(START, span - 1 + Math.floor(random() * 4));
      const last = stored.lastReadingDay;
      const recent = last ? days.filter((d) => d >= addDays(last, -7) && d <= last) : [];
      expect(currentFromCounters(stored, today, recent), `${days.join(' ')} on ${today}`).toBe(
        streakOn(days, today).currentStreakDays,
      );
    }
  });
});

describe('currentStreak (the profile and admin figure)', () => {
  it('holds over today, yesterday, and a rest day, in the reader’s zone', async () => {
    const db = ctx.database.db;
    const user = await createUser(db, { timeZone: 'America/Los_Angeles' });
    for (const d of ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']) {
      await recordReadingDay(db, user.id, 'UTC', new Date(`${d}T12:00:00Z`));
    }
    const row = (await db.select().from(users).where(eq(users.id, user.id)))[0]!;
    const utc = { ...row, timeZone: 'UTC' };
    expect(await currentStreak(db, utc, new Date('2026-03-10T23:00:00Z'))).toBe(4);
    // 10 March missed: a rest day on 11 March.
    expect(await currentStreak(db, utc, new Date('2026-03-11T23:00:00Z'))).toBe(4);
    // 10 and 11 March missed.
    expect(await currentStreak(db, utc, new Date('2026-03-12T00:30:00Z'))).toBe(0);
    // Still 11 March in Los Angeles at that instant.
    expect(await currentStreak(db, row, new Date('2026-03-12T00:30:00Z'))).toBe(4);
  });

  it('is 0 when the reader never read', async () => {
    const db = ctx.database.db;
    const user = await createUser(db);
    expect(await currentStreak(db, user, new Date('2026-03-12T00:30:00Z'))).toBe(0);
  });
});

describe('readingCalendar', () => {
  it('lays out five weeks, Monday first, ending with the week of today', () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24'];
    // Wednesday 25 November, not read yet; 22 November a rest day of the current streak.
    const streak = streakOn(days, '2026-11-25');
    expect(streak.restDays).toEqual(['2026-11-22']);
    const calendar = readingCalendar(days, streak, '2026-11-25');
    expect(calendar).toHaveLength(35);
    expect(calendar[0]).toEqual({ date: '2026-10-26', state: 'missed' }); // a Monday
    expect(calendar.at(-1)).toEqual({ date: '2026-11-29', state: 'future' }); // a Sunday
    const state = (date: string) => calendar.find((d) => d.date === date)?.state;
    expect(state('2026-11-20')).toBe('read');
    expect(state('2026-11-22')).toBe('rest');
    expect(state('2026-11-19')).toBe('missed');
    expect(state('2026-11-25')).toBe('today');
    expect(state('2026-11-26')).toBe('future');
    expect(readingCalendar([...days, '2026-11-25'], streak, '2026-11-25').at(-5)).toEqual({
      date: '2026-11-25',
      state: 'read',
    });
  });
});
