import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserList } from '@contract/admin.ts';
import { activity, membershipChanges, plans, users } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { createUser, signedInUser } from '../../test/factories.ts';
import { localDate } from '../../lib/calendar.ts';
import { ADMIN_ENV, signedInAdmin } from '../../test/factories-admin.ts';

const ctx = setupTestApp(ADMIN_ENV);
const tag = () => randomBytes(4).toString('hex');

async function listUsers(headers: Record<string, string>, query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminUserList;
}

describe('GET /api/admin/stats', () => {
  it('counts users by tier and readers’ live custom plans only', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInAdmin(db);
    const read = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers })).json();
    const before = await read();

    const premium = await createUser(db, { membershipTier: 'premium' });
    await createUser(db, { membershipTier: 'basic' });
    await createUser(db, { membershipTier: 'basic' });
    await createUser(db, { membershipTier: 'free' });
    const plan = { description: 'd', type: 'custom' as const, planType: 'daily' as const };
    await db.insert(plans).values([
      { ...plan, title: 'Reader plan', ownerId: premium.id },
      { ...plan, title: 'Deleted reader plan', ownerId: premium.id, deletedAt: new Date() },
      { ...plan, title: 'Global plan', ownerId: null },
    ]);

    const after = await read();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 4,
      premiumUsers: before.premiumUsers + 1,
      basicUsers: before.basicUsers + 2,
      totalPlansCreated: before.totalPlansCreated + 1,
    });
  });
});

describe('GET /api/admin/users', () => {
  it('pages newest first with 25 per page by default, and reports the total', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInAdmin(db);
    const t = tag();
    const base = Date.UTC(2025, 0, 1);
    for (let i = 1; i <= 30; i++) {
      await createUser(db, {
        email: `page-${t}-${i}@example.com`,
        createdAt: new Date(base + i * 60_000),
      });
    }
    const first = await listUsers(headers, `q=page-${t}`);
    expect(first.total).toBe(30);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(25);
    expect(first.users).toHaveLength(25);
    expect(first.users[0]!.email).toBe(`page-${t}-30@example.com`);
    expect(first.users[24]!.email).toBe(`page-${t}-6@example.com`);

    const second = await listUsers(headers, `q=page-${t}&page=2`);
    expect(second.users.map((u) => u.email)).toEqual(
      [5, 4, 3, 2, 1].map((i) => `page-${t}-${i}@example.com`),
    );
    expect(second.total).toBe(30);

    const small = await listUsers(headers, `q=page-${t}&page=3&pageSize=7`);
    expect(small.users.map((u) => u.email)).toEqual(
      [16, 15, 14, 13, 12, 11, 10].map((i) => `page-${t}-${i}@example.com`),
    );

    const beyond = await listUsers(headers, `q=page-${t}&page=9`);
    expect(beyond.users).toEqual([]);
    expect(beyond.total).toBe(30);
  });

  it('breaks ties in join time by id, so pages never repeat or skip a user', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInAdmin(db);
    const t = tag();
    const same = new Date(Date.UTC(2024, 5, 1));
    for (let i = 0; i < 9; i++)
      await createUser(db, { email: `tie-${t}-${i}@example.com`, createdAt: same });
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await listUsers(headers, `q=tie-${t}&page=${page}&pageSize=4`);
      seen.push(...res.users.map((u) => u.id));
    }
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  it('searches email, first name, last name and full name, ignoring case', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInAdmin(db);
    const t = tag();
    const byEmail = await createUser(db, {
      email: `Mail.${t}@Example.com`,
      firstName: 'Ann',
      lastName: 'Lee',
    });
    const byFirst = await createUser(db, { firstName: `Zebulon${t}`, lastName: 'Smith' });
    const byLast = await createUser(db, { firstName: 'Ruth', lastName: `Moabite${t}` });

    const ids = async (q: string) =>
      (await listUsers(headers, `q=${encodeURIComponent(q)}`)).users.map((u) => u.id);
    expect(await ids(`mail.${t.toUpperCase()}`)).toEqual([byEmail.id]);
    expect(await ids(`ZEBULON${t}`)).toEqual([byFirst.id]);
    expect(await ids(`moabite${t}`)).toEqual([byLast.id]);
    expect(await ids(`ruth moabite${t}`)).toEqual([byLast.id]);
    expect(await ids(`  zebulon${t}  `)).toEqual([byFirst.id]);
    expect(await ids(`nobody-${t}`)).toEqual([]);
  });

  it('treats % and _ in the search text as plain characters', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInAdmin(db);
    const t = tag();
    const underscore = await createUser(db, { lastName: `Under_${t}` });
    await createUser(db, { lastName: `UnderX${t}` });
    const percent = await createUser(db, { lastName: `Cent%${t}` });
    await createUser(db, { lastName: `Cent-anything-${t}` });

    const found = async (q: string) =>
      (await listUsers(headers, `q=${encodeURIComponent(q)}`)).users.map((u) => u.id);
    expect(await found(`under_${t}`)).toEqual([underscore.id]);
    expect(await found(`cent%${t}`)).toEqual([percent.id]);
    expect(await found(`%${t}`)).toEqual([percent.id]);
    expect(await found(`\\${t}`)).toEqual([]);
  });

  it('shows each user’s name, tier, plans created, live streak and reading days', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInAdmin(db);
    const t = tag();
    const today = localDate('UTC', new Date());
    const reader = await createUser(db, {
      email: `row-${t}@example.com`,
      firstName: 'Lydia',
      lastName: 'Purple',
      membershipTier: 'premium',
      currentStreakDays: 4,
      longestStreakDays: 9,
      totalReadingDays: 12,
      lastReadingDay: today,
    });
    const lapsed = await createUser(db, {
      email: `lapsed-${t}@example.com`,
      firstName: null,
      lastName: null,
      currentStreakDays: 6,
      totalReadingDays: 6,
      lastReadingDay: '2020-01-01',
    });
    const plan = { description: 'd', type: 'custom' as const, planType: 'daily' as const };
    await db.insert(plans).values([
      { ...plan, title: 'One', ownerId: reader.id },
      { ...plan, title: 'Two', ownerId: reader.id },
    ]);

    const [row] = (await listUsers(headers, `q=row-${t}`)).users;
    expect(row).toEqual({
      id: reader.id,
      name: 'Lydia Purple',
      firstName: 'Lydia',
      lastName: 'Purple',
      email: `row-${t}@example.com`,
      membershipTier: 'premium',
      plansCreated: 2,
      currentStreakDays: 4,
      totalReadingDays: 12,
      createdAt: reader.createdAt.toISOString(),
    });
    const [other] = (await listUsers(headers, `q=lapsed-${t}`)).users;
    expect(other!.id).toBe(lapsed.id);
    expect(other!.name).toBe(`lapsed-${t}@example.com`);
    expect(other!.currentStreakDays).toBe(0);
    expect(other!.plansCreated).toBe(0);
  });

  it('answers 400, never 500, to hostile or out-of-range queries', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInAdmin(db);
    for (const query of [
      'q=%00',
      `q=${'x'.repeat(201)}`,
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'page=99999999999999999999',
      'pageSize=0',
      'pageSize=101',
      'q=a&q=b',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/users?${query}`,
        headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    for (const q of ["'; drop table users; --", '\\', '%_%', '🙂', 'ünïcødé']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/users?q=${encodeURIComponent(q)}`,
        headers,
      });
      expect(res.statusCode, q).toBe(200);
    }
    const [stillThere] = await db.select().from(users).limit(1);
    expect(stillThere).toBeDefined();
  });
});

describe('GET /api/admin/users/:userId', () => {
  it('returns the profile, stats and the newest 20 activity items', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInAdmin(db);
    const today = localDate('Pacific/Auckland', new Date());
    const reader = await createUser(db, {
      firstName: 'Priscilla',
      lastName: 'Tentmaker',
      membershipTier: 'basic',
      subscriptionStatus: 'active',
      profileImageUrl: 'https://example.com/p.png',
      timeZone: 'Pacific/Auckland',
      currentStreakDays: 3,
      longestStreakDays: 11,
      totalReadingDays: 40,
      lastReadingDay: today,
    });
    const plan = { description: 'd', type: 'custom' as const, planType: 'daily' as const };
    await db.insert(plans).values([
      { ...plan, title: 'Old', ownerId: reader.id, createdAt: new Date(Date.UTC(2020, 0, 5)) },
      { ...plan, title: 'New', ownerId: reader.id },
    ]);
    const base = Date.UTC(2025, 2, 1);
    await db.insert(activity).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: reader.id,
        action: 'reading_completed',
        description: `Read day ${i + 1}`,
        createdAt: new Date(base + i * 3_600_000),
      })),
    );

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${reader.id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminUserDetail;
    expect(body.user).toEqual({
      id: reader.id,
      email: reader.email,
      firstName: 'Priscilla',
      lastName: 'Tentmaker',
      createdAt: reader.createdAt.toISOString(),
      membershipTier: 'basic',
      subscriptionStatus: 'active',
      profileImageUrl: 'https://example.com/p.png',
    });
    expect(body.stats).toEqual({
      plansCreated: 2,
      plansCreatedThisMonth: 1,
      currentStreakDays: 3,
      longestStreakDays: 11,
      totalReadingDays: 40,
    });
    expect(body.activity).toHaveLength(20);
    expect(body.activity[0]).toMatchObject({
      action: 'reading_completed',
      description: 'Read day 25',
    });
    expect(body.activity[19]!.description).toBe('Read day 6');
    expect(typeof body.activity[0]!.id).toBe('number');
    expect(body.activity[0]!.createdAt).toBe(new Date(base + 24 * 3_600_000).toISOString());
  });

  it('answers 404 "User not found" for an unknown user', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInAdmin(db);
    for (const id of ['no-such-user', 'x'.repeat(100), "'; select 1; --"]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/users/${encodeURIComponent(id)}`,
        headers,
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found', code: 'user_not_found' });
    }
    const nul = await ctx.app.inject({ method: 'GET', url: '/api/admin/users/a%00b', headers });
    expect(nul.statusCode).toBe(400);
    // Fastify refuses path parameters over 100 characters before any handler runs.
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${'x'.repeat(101)}`,
      headers,
    });
    expect(long.statusCode).toBe(414);
  });
});

describe('PATCH /api/admin/users/:userId/membership', () => {
  it('changes the tier, records who, why, old and new tier, and shows it in the user’s activity', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const reader = await createUser(db, { firstName: 'Tabitha', lastName: 'Joppa' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${reader.id}/membership`,
      headers: admin.headers,
      payload: { membershipTier: 'premium', reason: '  Church partnership  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      id: reader.id,
      name: 'Tabitha Joppa',
      membershipTier: 'premium',
    });

    const [row] = await db.select().from(users).where(eq(users.id, reader.id));
    expect(row!.membershipTier).toBe('premium');
    const changes = await db
      .select()
      .from(membershipChanges)
      .where(eq(membershipChanges.userId, reader.id));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      adminId: admin.user.id,
      oldTier: 'free',
      newTier: 'premium',
      reason: 'Church partnership',
    });

    const detail = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/users/${reader.id}`,
        headers: admin.headers,
      })
    ).json() as AdminUserDetail;
    expect(detail.user.membershipTier).toBe('premium');
    expect(detail.activity[0]).toMatchObject({
      action: 'membership_changed',
      description:
        'Membership changed from Free to Premium by an administrator: Church partnership',
    });

    // The administrator's own activity keeps an audit line.
    const [audit] = await db
      .select()
      .from(activity)
      .where(
        and(eq(activity.userId, admin.user.id), eq(activity.action, 'admin_membership_changed')),
      )
      .orderBy(desc(activity.id));
    expect(audit!.description).toBe(
      `Membership of ${reader.email} changed from Free to Premium: Church partnership`,
    );

    // A second change records the true old tier.
    const again = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${reader.id}/membership`,
      headers: admin.headers,
      payload: { membershipTier: 'basic', reason: 'Partnership ended' },
    });
    expect(again.statusCode).toBe(200);
    const all = await db
      .select()
      .from(membershipChanges)
      .where(eq(membershipChanges.userId, reader.id))
      .orderBy(membershipChanges.id);
    expect(all.map((c) => [c.oldTier, c.newTier])).toEqual([
      ['free', 'premium'],
      ['premium', 'basic'],
    ]);
  });

  it('answers 400 "Please select a tier and provide a reason" and changes nothing without both', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const reader = await createUser(db);
    for (const payload of [
      { membershipTier: 'premium', reason: '' },
      { membershipTier: 'premium', reason: '   \n\t ' },
      { membershipTier: 'premium' },
      { reason: 'Because' },
      { membershipTier: '', reason: 'Because' },
      { membershipTier: 'gold', reason: 'Because' },
      { membershipTier: 'premium', reason: 42 },
      {},
      [],
      'premium',
      null,
    ]) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${reader.id}/membership`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(
        'Please select a tier and provide a reason',
      );
    }
    const long = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${reader.id}/membership`,
      headers: admin.headers,
      payload: { membershipTier: 'premium', reason: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The reason must be at most 1000 characters');
    const nul = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${reader.id}/membership`,
      headers: admin.headers,
      payload: { membershipTier: 'premium', reason: 'a\u0000b' },
    });
    expect(nul.statusCode).toBe(400);

    const [row] = await db.select().from(users).where(eq(users.id, reader.id));
    expect(row!.membershipTier).toBe('free');
    expect(
      await db.select().from(membershipChanges).where(eq(membershipChanges.userId, reader.id)),
    ).toEqual([]);
  });

  it('answers 404 "User not found" for an unknown user', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/users/nobody-here/membership',
      headers: admin.headers,
      payload: { membershipTier: 'premium', reason: 'Test' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found');
  });

  it('refuses a cross-site request even from an administrator', async () => {
    const db = ctx.database.db;
    const admin = await signedInAdmin(db);
    const reader = await signedInUser(db);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${reader.user.id}/membership`,
      headers: { cookie: admin.headers.cookie, origin: 'https://evil.example' },
      payload: { membershipTier: 'premium', reason: 'Forged' },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await db.select().from(users).where(eq(users.id, reader.user.id));
    expect(row!.membershipTier).toBe('free');
  });
});

describe('free mode', () => {
  it('GET reflects what POST set', async () => {
    const db = ctx.database.db;
    const { headers, user } = await signedInAdmin(db);
    const get = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/free-mode', headers })).json();

    const on = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/free-mode',
      headers,
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ freeMode: true });
    expect(await get()).toEqual({ freeMode: true });

    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/free-mode',
      headers,
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ freeMode: false });
    expect(await get()).toEqual({ freeMode: false });

    const audit = await db
      .select({ description: activity.description })
      .from(activity)
      .where(and(eq(activity.userId, user.id), eq(activity.action, 'admin_free_mode')))
      .orderBy(activity.id);
    expect(audit.map((a) => a.description)).toEqual([
      'Turned free mode on',
      'Turned free mode off',
    ]);
  });

  it('answers 400 to a body without a boolean and leaves the setting alone', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInAdmin(db);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/free-mode',
      headers,
      payload: { enabled: true },
    });
    for (const payload of [{}, { enabled: 'yes' }, { enabled: 1 }, { enabled: null }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/free-mode',
        headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe('enabled must be true or false');
    }
    const now = await ctx.app.inject({ method: 'GET', url: '/api/admin/free-mode', headers });
    expect(now.json()).toEqual({ freeMode: true });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/free-mode',
      headers,
      payload: { enabled: false },
    });
  });
});
