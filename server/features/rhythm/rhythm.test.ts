import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@contract/auth.ts';
import type { Rhythm } from '@contract/rhythm.ts';
import { readingDays, users } from '../../db/schema/index.ts';
import { setClock } from '../../lib/clock.ts';
import { ADMIN_ENV, signedInAdmin } from '../../test/factories-admin.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { recordReadingDay } from '../../users/reading-days.ts';

const ctx = setupTestApp(ADMIN_ENV);

// Wednesday 25 November 2026, 10:00 in London.
const NOW = new Date('2026-11-25T10:00:00Z');
beforeEach(() => setClock(() => NOW));
afterEach(() => setClock());

async function get<T>(url: string, headers?: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { res, body: res.json() as T };
}

async function readOn(userId: string, ...dates: string[]) {
  for (const d of dates) {
    await recordReadingDay(ctx.database.db, userId, 'Europe/London', new Date(`${d}T12:00:00Z`));
  }
}

describe('GET /api/rhythm', () => {
  it('asks for a signed-in reader', async () => {
    const { res } = await get('/api/rhythm');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('gives the streak with its rest day and five weeks of days, privately', async () => {
    const { user, headers } = await signedInUser(ctx.database.db, { timeZone: 'Europe/London' });
    await readOn(user.id, '2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24');
    const { res, body } = await get<Rhythm>('/api/rhythm', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({
      today: '2026-11-25',
      currentStreakDays: 4,
      longestStreakDays: 4,
      totalReadingDays: 4,
      restDays: ['2026-11-22'],
    });
    expect(body.calendar).toHaveLength(35);
    expect(body.calendar[0]!.date).toBe('2026-10-26');
    const states = Object.fromEntries(body.calendar.map((d) => [d.date, d.state]));
    expect(states).toMatchObject({
      '2026-11-19': 'missed',
      '2026-11-20': 'read',
      '2026-11-22': 'rest',
      '2026-11-24': 'read',
      '2026-11-25': 'today',
      '2026-11-26': 'future',
    });

    // Another reader sees only their own days.
    const other = await signedInUser(ctx.database.db, { timeZone: 'Europe/London' });
    const { body: theirs } = await get<Rhythm>('/api/rhythm', other.headers);
    expect(theirs).toMatchObject({ currentStreakDays: 0, totalReadingDays: 0, restDays: [] });
    expect(theirs.calendar.filter((d) => d.state === 'read')).toEqual([]);
  });

  it('rebuilds counters stored under decision 020, so the profile agrees', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db, { timeZone: 'Europe/London' });
    // Days written before decision 125: the old rule broke the streak on 22 November.
    await db
      .insert(readingDays)
      .values(
        ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24'].map(
          (day) => ({ userId: user.id, day }),
        ),
      );
    await db
      .update(users)
      .set({
        totalReadingDays: 6,
        currentStreakDays: 2,
        longestStreakDays: 4,
        lastReadingDay: '2026-11-24',
      })
      .where(eq(users.id, user.id));

    const { body } = await get<Rhythm>('/api/rhythm', headers);
    expect(body).toMatchObject({ currentStreakDays: 6, longestStreakDays: 6, totalReadingDays: 6 });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      totalReadingDays: 6,
      currentStreakDays: 6,
      longestStreakDays: 6,
      lastReadingDay: '2026-11-24',
    });
    const { body: me } = await get<User>('/api/auth/user', headers);
    expect(me).toMatchObject({ currentStreakDays: 6, longestStreakDays: 6, totalReadingDays: 6 });
  });

  it('agrees with the profile and the admin list over a rest day, and after two missed days', async () => {
    const db = ctx.database.db;
    const { headers: admin } = await signedInAdmin(db);
    const { user, headers } = await signedInUser(db, {
      timeZone: 'Europe/London',
      email: `rhythm-${Date.now()}@example.com`,
    });
    // Read up to Monday 23 November: Tuesday 24 is missed, Wednesday 25 not read yet.
    await readOn(user.id, '2026-11-21', '2026-11-22', '2026-11-23');
    const figures = async () => {
      const { body: rhythm } = await get<Rhythm>('/api/rhythm', headers);
      const { body: me } = await get<User>('/api/auth/user', headers);
      const { body: list } = await get<{ users: { id: string; currentStreakDays: number }[] }>(
        `/api/admin/users?q=${encodeURIComponent(user.email)}`,
        admin,
      );
      return {
        rhythm: rhythm.currentStreakDays,
        profile: me.currentStreakDays,
        admin: list.users.find((u) => u.id === user.id)?.currentStreakDays,
        rest: rhythm.restDays,
      };
    };
    expect(await figures()).toEqual({ rhythm: 3, profile: 3, admin: 3, rest: ['2026-11-24'] });

    // Thursday 26 November: 24 and 25 both missed.
    setClock(() => new Date('2026-11-26T10:00:00Z'));
    expect(await figures()).toEqual({ rhythm: 0, profile: 0, admin: 0, rest: [] });
  });
});
