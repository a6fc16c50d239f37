import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  scheduleDayCount,
  type ActivatePlanResult,
  type PlansOverview,
  type UserPlan,
} from '@contract/plans.ts';
import { activity, plans, readingDays, userPlans, users } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { createUser, sessionCookie, signedInUser } from '../../test/factories.ts';
import { createPlanWithSessions } from '../../test/factories-plans.ts';
import { setClock } from './clock.ts';
import { CURATED_PLANS } from './curated/index.ts';
import { seedCuratedPlans } from './seed.ts';
import { clearPublicListsCache } from './overview-service.ts';

const ctx = setupTestApp();
const db = () => ctx.database.db;

type Headers = { cookie: string; origin: string };

async function get(url: string, headers?: Headers) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function post(url: string, headers?: Headers, payload?: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function overview(headers: Headers): Promise<PlansOverview> {
  const res = await get('/api/plans', headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function activate(headers: Headers, planId: number): Promise<ActivatePlanResult> {
  const res = await post(`/api/plans/${planId}/activate`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A public plan with n sessions. */
async function makePlan(n: number, overrides: Partial<typeof plans.$inferInsert> = {}) {
  const sessions = Array.from({ length: n }, (_, i) => ({ reference: `Psalms ${i + 1}` }));
  const { plan } = await createPlanWithSessions(db(), { sessions, isPublic: true, ...overrides });
  return plan;
}

beforeAll(async () => {
  await seedCuratedPlans(db());
});

describe('authentication', () => {
  it('answers 401 on every plan call without a session, whatever the input', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/plans'],
      ['GET', '/api/plans/search?q=wild'],
      ['GET', '/api/plans/search?q=x'],
      ['GET', '/api/plans/suggestions?q=psa'],
      ['GET', '/api/plans/can-create'],
      ['POST', '/api/plans', { type: 'theme', content: 'prayer', planType: 'daily' }],
      ['POST', '/api/plans', { content: '' }],
      ['POST', '/api/plans/1/activate'],
      ['POST', '/api/plans/abc/activate'],
      ['POST', '/api/plans/advance'],
      ['POST', '/api/plans/previous'],
      ['POST', '/api/plans/complete'],
      ['POST', '/api/plans/1/rate', { rating: 4 }],
      ['POST', '/api/plans/1/rate', { rating: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await ctx.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { origin: 'http://localhost:5000' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it('answers 401 for an expired or unknown session cookie', async () => {
    const res = await get('/api/plans', {
      cookie: 'lamplight_session=nope',
      origin: 'http://localhost:5000',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/plans', () => {
  it('gives a new reader no plans, no active plan, and the public lists', async () => {
    const { headers } = await signedInUser(db());
    const body = await overview(headers);
    expect(body.userPlans).toEqual([]);
    expect(body.activePlanId).toBeNull();
    expect(body.topActive.length).toBeGreaterThan(0);
    expect(body.topActive.length).toBeLessThanOrEqual(6);
    for (const p of [...body.topActive, ...body.topRated]) {
      expect(Object.keys(p).sort()).toEqual(
        [
          'description',
          'id',
          'planType',
          'rating',
          'sessionCount',
          'title',
          'type',
          'usageCount',
        ].sort(),
      );
    }
  });

  it('shapes the user plan of the product with the schedule, weeks and insight summary', async () => {
    const { headers } = await signedInUser(db());
    const [flagship] = await db()
      .select()
      .from(plans)
      .where(eq(plans.slug, 'provision-in-the-wilderness'));
    await activate(headers, flagship!.id);
    const body = await overview(headers);
    expect(body.activePlanId).toBe(flagship!.id);
    const mine = body.userPlans[0]!;
    expect(mine).toMatchObject({
      id: flagship!.id,
      title: 'Provision in the Wilderness',
      type: 'theme',
      planType: 'daily',
      isActive: true,
      currentDay: 1,
      completedAt: null,
      rating: null,
      isCustom: false,
    });
    expect(mine.sessionCount).toBe(mine.schedule.length);
    // Spec §9 shows totalWeeks × 7 days: that must be the plan's length (decision 101).
    expect(scheduleDayCount(mine.totalWeeks)).toBe(mine.sessionCount);
    expect(mine.schedule[0]).toMatchObject({
      day: 1,
      reference: 'Exodus 13:17-22',
      title: 'The Long Way Round',
    });
    expect(mine.schedule[0]!.insight?.summary).toContain('Israel');
    expect(mine.schedule.map((s) => s.day)).toEqual(mine.schedule.map((_, i) => i + 1));
  });

  it("includes the reader's own custom plans that were never activated, with insight null", async () => {
    const { user, headers } = await signedInUser(db());
    const plan = await makePlan(9, { ownerId: user.id, type: 'custom', title: 'My own plan' });
    const body = await overview(headers);
    expect(body.userPlans).toHaveLength(1);
    expect(body.userPlans[0]).toMatchObject({
      id: plan.id,
      title: 'My own plan',
      isActive: false,
      currentDay: 1,
      isCustom: true,
      sessionCount: 9,
      totalWeeks: 9 / 7,
    });
    expect(body.userPlans[0]!.schedule[0]!.insight).toBeNull();
  });

  it('lists an activated plan of their own once', async () => {
    const { user, headers } = await signedInUser(db());
    const plan = await makePlan(2, { ownerId: user.id, type: 'custom' });
    const other = await makePlan(2, { ownerId: user.id, type: 'custom' });
    await activate(headers, plan.id);
    const body = await overview(headers);
    expect(body.userPlans.map((p) => p.id)).toEqual([plan.id, other.id]);
    expect(body.userPlans[0]!.isActive).toBe(true);
  });

  it("never lists another reader's plans, or deleted plans", async () => {
    const other = await createUser(db());
    await makePlan(3, { ownerId: other.id, title: 'Not yours' });
    const { user, headers } = await signedInUser(db());
    const gone = await makePlan(3, { ownerId: user.id, deletedAt: new Date() });
    const body = await overview(headers);
    expect(body.userPlans.map((p) => p.id)).not.toContain(gone.id);
    expect(body.userPlans).toEqual([]);
  });

  it('counts readers per plan and averages their ratings × 10 (rounded)', async () => {
    const plan = await makePlan(2, { title: 'Rated by three' });
    for (const stars of [4, 4, 5]) {
      const r = await createUser(db());
      await db()
        .insert(userPlans)
        .values({ userId: r.id, planId: plan.id, completedAt: new Date(), rating: stars * 10 });
    }
    const unrated = await createUser(db());
    await db().insert(userPlans).values({ userId: unrated.id, planId: plan.id, isActive: true });
    const lower = await makePlan(2, { title: 'Rated lower' });
    for (let i = 0; i < 3; i++) {
      const r = await createUser(db());
      await db()
        .insert(userPlans)
        .values({ userId: r.id, planId: lower.id, completedAt: new Date(), rating: 30 });
    }

    const { headers } = await signedInUser(db());
    clearPublicListsCache(db());
    const body = await overview(headers);
    const top = body.topRated.find((p) => p.id === plan.id);
    expect(top).toMatchObject({ usageCount: 4, rating: 43, sessionCount: 2 });
    const ids = body.topRated.map((p) => p.id);
    expect(ids.indexOf(plan.id)).toBeLessThan(ids.indexOf(lower.id));
    expect(body.topRated.every((p) => p.rating !== null)).toBe(true);
    expect(body.topActive[0]!.id).toBe(plan.id);
  });

  it('ranks a plan in Top Rated only once 3 readers other than its author rated it', async () => {
    const author = await createUser(db());
    const plan = await makePlan(2, { ownerId: author.id, type: 'custom', title: 'Self-rated' });
    const rate = async (userId: string) =>
      db()
        .insert(userPlans)
        .values({ userId, planId: plan.id, completedAt: new Date(), rating: 50 });
    await rate(author.id);
    const { headers } = await signedInUser(db());
    const topRatedIds = async () => {
      clearPublicListsCache(db());
      return (await overview(headers)).topRated.map((p) => p.id);
    };
    // Rated only by its author: never listed, whatever the stars.
    expect(await topRatedIds()).not.toContain(plan.id);
    const others = [await createUser(db()), await createUser(db()), await createUser(db())];
    await rate(others[0]!.id);
    await rate(others[1]!.id);
    expect(await topRatedIds()).not.toContain(plan.id);
    await rate(others[2]!.id);
    expect(await topRatedIds()).toContain(plan.id);
  });

  it("leaves the author's own rating out of a plan's mean", async () => {
    const author = await createUser(db());
    const plan = await makePlan(2, { ownerId: author.id, type: 'custom' });
    const raters = [author, await createUser(db())];
    for (const [i, r] of raters.entries()) {
      await db()
        .insert(userPlans)
        .values({
          userId: r.id,
          planId: plan.id,
          completedAt: new Date(),
          rating: i === 0 ? 50 : 20,
        });
    }
    const { headers } = await signedInUser(db());
    const res = await get(`/api/plans/search?q=${encodeURIComponent(plan.title)}`, headers);
    const found = (res.json() as { plans: PlansOverview['topRated'] }).plans.find(
      (p) => p.id === plan.id,
    );
    expect(found?.rating).toBe(20);
  });

  it('shows featured plans first in the Featured row, then curated plans', async () => {
    const featured = await makePlan(2, { isFeatured: true, title: 'Chosen by an admin' });
    const { headers } = await signedInUser(db());
    clearPublicListsCache(db());
    const body = await overview(headers);
    expect(body.featured.length).toBeGreaterThanOrEqual(3);
    expect(body.featured.length).toBeLessThanOrEqual(4);
    const ids = body.featured.map((p) => p.id);
    expect(ids).toContain(featured.id);
    const rows = await db().select().from(plans);
    const byId = new Map(rows.map((p) => [p.id, p]));
    const flags = ids.map((id) => byId.get(id)!);
    // Every entry is featured or curated, and no curated-only entry comes before a featured one.
    expect(flags.every((p) => p.isFeatured || p.isCurated)).toBe(true);
    const firstUnfeatured = flags.findIndex((p) => !p.isFeatured);
    if (firstUnfeatured >= 0)
      expect(flags.slice(firstUnfeatured).some((p) => p.isFeatured)).toBe(false);
    await db().update(plans).set({ isFeatured: false }).where(eq(plans.id, featured.id));
    clearPublicListsCache(db());
  });

  it('keeps the public lists for 30 seconds per instance', async () => {
    const start = Date.now();
    setClock(() => new Date(start));
    try {
      const { headers } = await signedInUser(db());
      clearPublicListsCache(db());
      const before = await overview(headers);
      const plan = await makePlan(1, { title: 'Suddenly popular' });
      for (let i = 0; i < 30; i++) {
        const r = await createUser(db());
        await db().insert(userPlans).values({ userId: r.id, planId: plan.id });
      }
      setClock(() => new Date(start + 29_000));
      expect((await overview(headers)).topActive).toEqual(before.topActive);
      setClock(() => new Date(start + 30_000));
      const after = await overview(headers);
      expect(after.topActive[0]).toMatchObject({ id: plan.id, usageCount: 30 });
    } finally {
      setClock();
    }
  });

  it('leaves private and deleted plans out of the public lists', async () => {
    const hidden = await makePlan(2, { isPublic: false });
    const gone = await makePlan(2, { deletedAt: new Date() });
    for (const p of [hidden, gone]) {
      for (let i = 0; i < 8; i++) {
        const r = await createUser(db());
        await db()
          .insert(userPlans)
          .values({ userId: r.id, planId: p.id, completedAt: new Date(), rating: 50 });
      }
    }
    const { headers } = await signedInUser(db());
    clearPublicListsCache(db());
    const body = await overview(headers);
    const ids = [...body.topRated, ...body.topActive].map((p) => p.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(gone.id);
  });
});

describe('activation', () => {
  it('starts a plan at day 1 and records the activity', async () => {
    const { user, headers } = await signedInUser(db());
    const plan = await makePlan(3);
    const res = await activate(headers, plan.id);
    expect(res.paused).toEqual([]);
    expect(res.plan).toMatchObject({
      id: plan.id,
      isActive: true,
      currentDay: 1,
      completedAt: null,
    });
    const rows = await db().select().from(activity).where(eq(activity.userId, user.id));
    expect(rows.map((r) => r.action)).toEqual(['plan_activated']);
    expect(rows[0]!.description).toContain(plan.title);
  });

  it('lets a free reader keep one plan: activating another switches, keeping progress', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'free' });
    const a = await makePlan(5);
    const b = await makePlan(5);
    await activate(headers, a.id);
    await post('/api/plans/advance', headers);
    await post('/api/plans/advance', headers);
    const switched = await activate(headers, b.id);
    expect(switched.paused).toEqual([{ id: a.id, title: a.title }]);
    let body = await overview(headers);
    expect(body.activePlanId).toBe(b.id);
    expect(body.userPlans.filter((p) => p.isActive).map((p) => p.id)).toEqual([b.id]);
    expect(body.userPlans.find((p) => p.id === a.id)).toMatchObject({
      isActive: false,
      currentDay: 3,
    });

    const back = await activate(headers, a.id);
    expect(back.plan.currentDay).toBe(3);
    expect(back.paused.map((p) => p.id)).toEqual([b.id]);
    body = await overview(headers);
    expect(body.activePlanId).toBe(a.id);

    const allowance = (await get('/api/plans/can-create', headers)).json();
    expect(allowance).toMatchObject({ activeCount: 1, maxActive: 1, canActivateMore: false });
  });

  it('lets a basic reader run 3 plans; a 4th pauses the least recently activated', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'basic' });
    const [a, b, c, d] = [
      await makePlan(2),
      await makePlan(2),
      await makePlan(2),
      await makePlan(2),
    ];
    for (const p of [a!, b!, c!]) expect((await activate(headers, p.id)).paused).toEqual([]);
    let allowance = (await get('/api/plans/can-create', headers)).json();
    expect(allowance).toMatchObject({ activeCount: 3, maxActive: 3, canActivateMore: false });
    // Focusing an active plan again pauses nothing and makes it Today's plan.
    expect((await activate(headers, a!.id)).paused).toEqual([]);
    expect((await overview(headers)).activePlanId).toBe(a!.id);
    // Now b is the least recently activated.
    const fourth = await activate(headers, d!.id);
    expect(fourth.paused.map((p) => p.id)).toEqual([b!.id]);
    const body = await overview(headers);
    expect(body.activePlanId).toBe(d!.id);
    expect(new Set(body.userPlans.filter((p) => p.isActive).map((p) => p.id))).toEqual(
      new Set([a!.id, c!.id, d!.id]),
    );
    allowance = (await get('/api/plans/can-create', headers)).json();
    expect(allowance.activeCount).toBe(3);
  });

  it('lets a premium reader run many plans at once', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    for (let i = 0; i < 6; i++) {
      const res = await activate(headers, (await makePlan(1)).id);
      expect(res.paused).toEqual([]);
    }
    const allowance = (await get('/api/plans/can-create', headers)).json();
    expect(allowance).toMatchObject({ activeCount: 6, canActivateMore: true, tier: 'premium' });
  });

  it('answers 404 for unknown, deleted, or other readers’ private plans, and 400 for bad ids', async () => {
    const { headers } = await signedInUser(db());
    const other = await createUser(db());
    const secret = await makePlan(2, { ownerId: other.id, isPublic: false });
    const deleted = await makePlan(2, { deletedAt: new Date() });
    for (const id of [2_000_000_000, secret.id, deleted.id]) {
      const res = await post(`/api/plans/${id}/activate`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Reading plan not found');
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e400', "1'"]) {
      const res = await post(`/api/plans/${encodeURIComponent(id)}/activate`, headers);
      expect(res.statusCode, id).toBe(400);
    }
  });

  it("lets a reader use their own private plan, and another reader's public one", async () => {
    const { user, headers } = await signedInUser(db());
    const mine = await makePlan(2, { ownerId: user.id, isPublic: false });
    expect((await activate(headers, mine.id)).plan.isActive).toBe(true);
    const other = await createUser(db());
    const theirs = await makePlan(2, { ownerId: other.id, isPublic: true, type: 'custom' });
    expect((await activate(headers, theirs.id)).plan.isCustom).toBe(true);
  });
});

describe('progress: advance, previous, complete', () => {
  it('answers 404 with no active plan', async () => {
    const { headers } = await signedInUser(db());
    for (const path of ['advance', 'previous', 'complete']) {
      const res = await post(`/api/plans/${path}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No active reading plan');
    }
  });

  it('never goes below day 1 and never past the last day', async () => {
    const { headers } = await signedInUser(db());
    const plan = await makePlan(3);
    await activate(headers, plan.id);
    let res = await post('/api/plans/previous', headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Already on the first day');

    res = await post('/api/plans/advance', headers);
    expect(res.statusCode).toBe(200);
    expect((res.json() as UserPlan).currentDay).toBe(2);
    res = await post('/api/plans/previous', headers);
    expect((res.json() as UserPlan).currentDay).toBe(1);
    await post('/api/plans/advance', headers);
    res = await post('/api/plans/advance', headers);
    expect((res.json() as UserPlan).currentDay).toBe(3);
    res = await post('/api/plans/advance', headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/last day.*Complete/);
    expect((await overview(headers)).userPlans[0]!.currentDay).toBe(3);
  });

  it('completes only on the last day, then the plan is inactive with a completion date', async () => {
    const { user, headers } = await signedInUser(db());
    const plan = await makePlan(2);
    await activate(headers, plan.id);
    let res = await post('/api/plans/complete', headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('day 1 of 2');
    await post('/api/plans/advance', headers);
    res = await post('/api/plans/complete', headers);
    expect(res.statusCode).toBe(200);
    const done = res.json() as UserPlan;
    expect(done).toMatchObject({ id: plan.id, isActive: false, currentDay: 2 });
    expect(Date.parse(done.completedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const body = await overview(headers);
    expect(body.activePlanId).toBeNull();
    expect((await post('/api/plans/advance', headers)).statusCode).toBe(404);
    const actions = (await db().select().from(activity).where(eq(activity.userId, user.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(['plan_activated', 'plan_completed']);
  });

  it('counts advancing and completing as reading days (streaks)', async () => {
    const { user, headers } = await signedInUser(db(), { timeZone: 'Pacific/Auckland' });
    const plan = await makePlan(2);
    await activate(headers, plan.id);
    expect(await db().select().from(readingDays).where(eq(readingDays.userId, user.id))).toEqual(
      [],
    );
    await post('/api/plans/advance', headers);
    const days = await db().select().from(readingDays).where(eq(readingDays.userId, user.id));
    expect(days).toHaveLength(1);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.totalReadingDays).toBe(1);
    expect(row!.currentStreakDays).toBe(1);
  });

  it("moves Today's plan (the most recently activated) and not the others", async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    const a = await makePlan(4);
    const b = await makePlan(4);
    await activate(headers, a.id);
    await activate(headers, b.id);
    const res = await post('/api/plans/advance', headers);
    expect((res.json() as UserPlan).id).toBe(b.id);
    const body = await overview(headers);
    expect(body.userPlans.find((p) => p.id === a.id)!.currentDay).toBe(1);
    expect(body.userPlans.find((p) => p.id === b.id)!.currentDay).toBe(2);
  });

  it("'Study Again' restarts a completed plan at day 1", async () => {
    const { headers } = await signedInUser(db());
    const plan = await makePlan(1);
    await activate(headers, plan.id);
    expect((await post('/api/plans/complete', headers)).statusCode).toBe(200);
    const again = await activate(headers, plan.id);
    expect(again.plan).toMatchObject({ isActive: true, currentDay: 1, completedAt: null });
  });

  it('does not touch another reader’s progress', async () => {
    const plan = await makePlan(3);
    const one = await signedInUser(db());
    const two = await signedInUser(db());
    await activate(one.headers, plan.id);
    await activate(two.headers, plan.id);
    await post('/api/plans/advance', one.headers);
    const [row] = await db()
      .select()
      .from(userPlans)
      .where(and(eq(userPlans.userId, two.user.id), eq(userPlans.planId, plan.id)));
    expect(row!.currentDay).toBe(1);
  });
});

describe('"Day N of" (totalWeeks × 7) holds for every curated plan (issue 16)', () => {
  it('shows each curated plan’s length, so the last day is Day N of N', async () => {
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    const curated = await db().select().from(plans).where(eq(plans.isCurated, true));
    expect(curated.length).toBeGreaterThanOrEqual(CURATED_PLANS.length);
    for (const plan of curated) await activate(headers, plan.id);
    const { userPlans: mine } = await overview(headers);
    for (const plan of CURATED_PLANS) {
      const shown = mine.find((p) => p.title === plan.title);
      expect(shown, plan.title).toBeTruthy();
      expect(shown!.sessionCount, plan.title).toBe(plan.sessions.length);
      expect(scheduleDayCount(shown!.totalWeeks), plan.title).toBe(plan.sessions.length);
    }
  });
});

describe('stale windows: moves carry the day they start from (issue 16)', () => {
  it('a second Next from day 1 (a stale tab) answers 409 and does not skip day 2', async () => {
    const { headers } = await signedInUser(db());
    const plan = await makePlan(5);
    await activate(headers, plan.id);
    let res = await post('/api/plans/advance', headers, { fromDay: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as UserPlan).currentDay).toBe(2);
    // The other tab still shows day 1 and presses Next.
    res = await post('/api/plans/advance', headers, { fromDay: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'plan_moved_on',
      message: 'This plan has moved on in another window. Showing the current day.',
    });
    expect((await overview(headers)).userPlans[0]!.currentDay).toBe(2);
  });

  it('Previous and Complete from a day the plan has left answer 409 and change nothing', async () => {
    const { headers } = await signedInUser(db());
    const plan = await makePlan(2);
    await activate(headers, plan.id);
    expect((await post('/api/plans/advance', headers, { fromDay: 1 })).statusCode).toBe(200);
    expect((await post('/api/plans/previous', headers, { fromDay: 1 })).statusCode).toBe(409);
    expect((await overview(headers)).userPlans[0]!.currentDay).toBe(2);
    expect((await post('/api/plans/complete', headers, { fromDay: 2 })).statusCode).toBe(200);
    // A tab that still shows the finished plan.
    const stale = await post('/api/plans/complete', headers, { fromDay: 2 });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps the rule errors for the current day, and rejects a malformed fromDay', async () => {
    const { headers } = await signedInUser(db());
    const plan = await makePlan(2);
    await activate(headers, plan.id);
    let res = await post('/api/plans/previous', headers, { fromDay: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Already on the first day');
    res = await post('/api/plans/advance', headers, { fromDay: 'one' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('fromDay must be a day number');
    res = await post('/api/plans/advance', headers, { fromDay: 0 });
    expect(res.statusCode).toBe(400);
  });

  it('two Next at once from the same day move one day', async () => {
    const { headers } = await signedInUser(db());
    const plan = await makePlan(5);
    await activate(headers, plan.id);
    const answers = await Promise.all([
      post('/api/plans/advance', headers, { fromDay: 1 }),
      post('/api/plans/advance', headers, { fromDay: 1 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await overview(headers)).userPlans[0]!.currentDay).toBe(2);
  });
});

describe('rating', () => {
  it('rates only completed plans, stores stars × 10 and shows it on the user plan', async () => {
    const { headers } = await signedInUser(db());
    const plan = await makePlan(1);
    let res = await post(`/api/plans/${plan.id}/rate`, headers, { rating: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can rate a plan after completing it');
    await activate(headers, plan.id);
    res = await post(`/api/plans/${plan.id}/rate`, headers, { rating: 4 });
    expect(res.statusCode).toBe(400);
    await post('/api/plans/complete', headers);
    res = await post(`/api/plans/${plan.id}/rate`, headers, { rating: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rating: 40 });
    res = await post(`/api/plans/${plan.id}/rate`, headers, { rating: 5 });
    expect(res.json()).toEqual({ rating: 50 });
    const mine = (await overview(headers)).userPlans.find((p) => p.id === plan.id);
    expect(mine!.rating).toBe(50);
  });

  it('refuses ratings that are not whole numbers from 1 to 5', async () => {
    const { headers } = await signedInUser(db());
    const plan = await makePlan(1);
    await activate(headers, plan.id);
    await post('/api/plans/complete', headers);
    for (const rating of [0, 6, 2.5, -1, 'x', '4', null, true, 1e6]) {
      const res = await post(`/api/plans/${plan.id}/rate`, headers, { rating });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().message).toContain('Rating must be a whole number from 1 to 5');
    }
    expect((await post(`/api/plans/${plan.id}/rate`, headers, {})).statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: `/api/plans/${plan.id}/rate`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"rating": 4',
    });
    expect(broken.statusCode).toBe(400);
  });

  it("answers 404 when rating an unknown or another reader's private plan", async () => {
    const { headers } = await signedInUser(db());
    const other = await createUser(db());
    const secret = await makePlan(1, { ownerId: other.id, isPublic: false });
    await db()
      .insert(userPlans)
      .values({ userId: other.id, planId: secret.id, completedAt: new Date() });
    for (const id of [secret.id, 2_000_000_001]) {
      const res = await post(`/api/plans/${id}/rate`, headers, { rating: 3 });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('state changes need a same-site origin', () => {
  it('refuses an activation from a foreign origin', async () => {
    const user = await createUser(db());
    const cookie = await sessionCookie(db(), user.id);
    const plan = await makePlan(1);
    const res = await post(`/api/plans/${plan.id}/activate`, {
      cookie,
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(await db().select().from(userPlans).where(eq(userPlans.userId, user.id))).toEqual([]);
  });
});
