import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { TOPIC_REQUIRED_MESSAGE, scheduleDayCount, type UserPlan } from '@contract/plans.ts';
import { activity, appSettings, planSessions, plans } from '../../db/schema/index.ts';
import { parseReference } from '../../scripture/references.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { setClock } from './clock.ts';

const ctx = setupTestApp();
const db = () => ctx.database.db;

type Headers = { cookie: string; origin: string };

function create(headers: Headers, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/plans', headers, payload });
}

const prayer = { type: 'theme', content: 'Prayer', planType: 'daily' } as const;

function at(iso: string) {
  setClock(() => new Date(iso));
}

afterEach(() => setClock());

describe('POST /api/plans: monthly limits per tier', () => {
  it('refuses free readers with a "limit reached" message', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'free' });
    const res = await create(headers, prayer);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('plan_limit_reached');
    expect(res.json().message).toContain('limit reached');
    expect(res.json().message).toContain('Free membership (0 per month)');
  });

  it('gives basic readers 1 plan a month and says when it resets', async () => {
    at('2026-11-15T10:00:00Z');
    const { headers } = await signedInUser(db(), { membershipTier: 'basic' });
    expect((await create(headers, prayer)).statusCode).toBe(201);
    const res = await create(headers, { ...prayer, content: 'Hope' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Monthly custom plan limit reached for your Basic membership (1 per month). It resets on 1 December 2026.',
    );
  });

  it('gives premium readers 5 plans a month', async () => {
    at('2026-03-03T08:00:00Z');
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    for (const content of ['Prayer', 'Hope', 'Love', 'Faith', 'Wisdom']) {
      const res = await create(headers, { ...prayer, content, sessions: 2 });
      expect(res.statusCode, content).toBe(201);
    }
    const res = await create(headers, { ...prayer, content: 'Joy' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Monthly custom plan limit reached for your Premium membership (5 per month). It resets on 1 April 2026.',
    );
  });

  it('resets at the start of the month (UTC)', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'basic' });
    at('2026-10-31T23:59:00Z');
    expect((await create(headers, prayer)).statusCode).toBe(201);
    at('2026-10-31T23:59:59.999Z');
    const refused = await create(headers, prayer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('It resets on 1 November 2026.');
    at('2026-11-01T00:00:00Z');
    expect((await create(headers, prayer)).statusCode).toBe(201);
    const allowance = (
      await ctx.app.inject({ method: 'GET', url: '/api/plans/can-create', headers })
    ).json();
    expect(allowance).toMatchObject({
      plansCreatedThisMonth: 1,
      customPlansRemaining: 0,
      nextResetDate: '2026-12-01',
    });
  });

  it('is not lifted by free mode (free mode only opens the notebook)', async () => {
    await db()
      .insert(appSettings)
      .values({ key: 'free_mode', value: true })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: true } });
    try {
      const { headers } = await signedInUser(db(), { membershipTier: 'free' });
      expect((await create(headers, prayer)).statusCode).toBe(403);
      const allowance = (
        await ctx.app.inject({ method: 'GET', url: '/api/plans/can-create', headers })
      ).json();
      expect(allowance).toMatchObject({ canCreateCustom: false, monthlyLimit: 0, tier: 'free' });
    } finally {
      await db().delete(appSettings).where(eq(appSettings.key, 'free_mode'));
    }
  });

  it('lets only one of two simultaneous requests take the last place', async () => {
    const { user, headers } = await signedInUser(db(), { membershipTier: 'basic' });
    const results = await Promise.all([
      create(headers, prayer),
      create(headers, { ...prayer, content: 'Hope' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect(await db().select().from(plans).where(eq(plans.ownerId, user.id))).toHaveLength(1);
  });
});

describe('GET /api/plans/can-create', () => {
  it('reports the allowance of the product', async () => {
    at('2026-11-20T12:00:00Z');
    const { headers } = await signedInUser(db(), { membershipTier: 'basic' });
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/plans/can-create', headers })
    ).json();
    expect(before).toEqual({
      canCreateCustom: true,
      customPlansRemaining: 1,
      canActivateMore: true,
      activeCount: 0,
      maxActive: 3,
      tier: 'basic',
      monthlyLimit: 1,
      plansCreatedThisMonth: 0,
      nextResetDate: '2026-12-01',
    });
    await create(headers, prayer);
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/plans/can-create', headers })
    ).json();
    expect(after).toMatchObject({
      canCreateCustom: false,
      customPlansRemaining: 0,
      plansCreatedThisMonth: 1,
    });
  });
});

describe('POST /api/plans: the created plan', () => {
  it('has totalWeeks × 7 equal to its length: a 3-session study plan is not "Day 1 of 7" (issue 16)', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    for (const [planType, sessions] of [
      ['session', 3],
      ['daily', 10],
      ['daily', 29],
    ] as const) {
      const res = await create(headers, { type: 'theme', content: 'Prayer', planType, sessions });
      expect(res.statusCode, res.body).toBe(201);
      const plan = res.json() as UserPlan;
      expect(plan.sessionCount).toBe(sessions);
      expect(scheduleDayCount(plan.totalWeeks), `${planType} ${sessions}`).toBe(sessions);
    }
  });

  it('stores a public custom plan owned by the reader, with parseable references', async () => {
    const { user, headers } = await signedInUser(db(), {
      membershipTier: 'premium',
      firstName: 'Ada',
      lastName: 'King',
    });
    const res = await create(headers, { type: 'theme', content: 'forgiveness', planType: 'daily' });
    expect(res.statusCode).toBe(201);
    const plan = res.json() as UserPlan;
    expect(plan).toMatchObject({
      type: 'theme',
      planType: 'daily',
      isActive: false,
      currentDay: 1,
      isCustom: true,
    });
    expect(plan.sessionCount).toBe(7);
    expect(plan.totalWeeks).toBe(1);
    expect(plan.title).toContain('Forgiveness');
    for (const s of plan.schedule) {
      expect(parseReference(s.reference).reference).toBe(s.reference);
      expect(s.title.length).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(0);
    }
    const [row] = await db().select().from(plans).where(eq(plans.id, plan.id));
    expect(row).toMatchObject({
      ownerId: user.id,
      authorName: 'Ada King',
      isCurated: false,
      isPublic: true,
    });
    const acts = await db().select().from(activity).where(eq(activity.userId, user.id));
    expect(acts.map((a) => a.action)).toEqual(['plan_created']);

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/plans', headers })).json();
    expect(list.userPlans.map((p: UserPlan) => p.id)).toEqual([plan.id]);
  });

  it('uses the reader’s session count, and 5 by default for study sessions', async () => {
    const { headers } = await signedInUser(db(), {
      membershipTier: 'premium',
      firstName: null,
      lastName: null,
      email: 'quiet.reader@example.com',
    });
    const three = (
      await create(headers, { type: 'custom', content: 'hope', planType: 'daily', sessions: 3 })
    ).json();
    expect(three.sessionCount).toBe(3);
    const five = (
      await create(headers, { type: 'custom', content: 'mercy', planType: 'session' })
    ).json();
    expect(five.sessionCount).toBe(5);
    expect(five.planType).toBe('session');
    const [row] = await db().select().from(plans).where(eq(plans.id, five.id));
    expect(row!.authorName).toBe('quiet.reader');
  });

  it('walks through a book when the topic names one', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    const res = await create(headers, {
      type: 'book',
      content: 'The book of Ruth',
      planType: 'daily',
      sessions: 4,
    });
    expect(res.statusCode).toBe(201);
    const plan = res.json() as UserPlan;
    expect(plan.type).toBe('book');
    expect(plan.schedule.map((s) => s.reference)).toEqual(['Ruth 1', 'Ruth 2', 'Ruth 3', 'Ruth 4']);
  });

  it('answers 400 without using the allowance when no passage fits the topic', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'basic' });
    const res = await create(headers, { type: 'custom', content: 'zzqx vvbnm', planType: 'daily' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('no_passages');
    expect((await create(headers, prayer)).statusCode).toBe(201);
  });

  it('stores every session in order, day 1 to N', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    const plan = (
      await create(headers, { type: 'theme', content: 'wisdom', planType: 'daily', sessions: 12 })
    ).json();
    const rows = await db().select().from(planSessions).where(eq(planSessions.planId, plan.id));
    expect(rows.map((r) => r.day).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });
});

describe('POST /api/plans: validation', () => {
  it('asks for a topic when it is blank', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    for (const content of ['', '   ', '\u0000\u0007', '\u200b\n\t']) {
      const res = await create(headers, { ...prayer, content });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(TOPIC_REQUIRED_MESSAGE);
    }
  });

  it('refuses bad fields with 400, never 500', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    const bad: object[] = [
      { ...prayer, content: 'x'.repeat(201) },
      { ...prayer, content: 'x'.repeat(10_000) },
      { ...prayer, sessions: 0 },
      { ...prayer, sessions: 53 },
      { ...prayer, sessions: 2.5 },
      { ...prayer, sessions: 'x' },
      { ...prayer, type: 'poem' },
      { ...prayer, planType: 'weekly' },
      { ...prayer, content: 42 },
      { type: 'theme', planType: 'daily' },
    ];
    for (const payload of bad) {
      const res = await create(headers, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const allowance = (
      await ctx.app.inject({ method: 'GET', url: '/api/plans/can-create', headers })
    ).json();
    expect(allowance.plansCreatedThisMonth).toBe(0);
  });

  it('stores hostile but valid topics safely', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    for (const content of [
      "prayer'); drop table plans; --",
      'love <script>alert(1)</script>',
      'pra\u0000yer \uD800 🙏',
    ]) {
      const res = await create(headers, { ...prayer, content, sessions: 2 });
      expect([201, 400]).toContain(res.statusCode);
    }
    expect((await db().select().from(plans)).length).toBeGreaterThan(0);
  });
});
