import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivatePlanResult, PlansOverview, UserPlan } from '@contract/plans.ts';
import { planCompletions } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { createPlanWithSessions } from '../../test/factories-plans.ts';
import { setClock } from './clock.ts';

// Study Again keeps the completion history (decision 124).

const ctx = setupTestApp();
const db = () => ctx.database.db;

type Headers = { cookie: string; origin: string };

async function call(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) {
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const overview = async (headers: Headers) =>
  (await call('GET', '/api/plans', headers)).json() as PlansOverview;
const activate = async (headers: Headers, planId: number) =>
  (await call('POST', `/api/plans/${planId}/activate`, headers)).json() as ActivatePlanResult;
const complete = async (headers: Headers) =>
  (await call('POST', '/api/plans/complete', headers)).json() as UserPlan;

/** The reader's plans as the Plans page splits them: under way, and finished at least once. */
async function sections(headers: Headers) {
  const { userPlans, activePlanId } = await overview(headers);
  return {
    activePlanId,
    ongoing: userPlans.filter((p) => !p.completedAt),
    completed: userPlans.filter((p) => p.completedAt || p.timesCompleted > 0),
  };
}

async function twoDayPlan() {
  const { plan } = await createPlanWithSessions(db(), {
    sessions: [{ reference: 'Ruth 1' }, { reference: 'Ruth 2' }],
    isPublic: true,
    title: 'Two days in Ruth',
  });
  return plan;
}

/** Reads the plan through to its end: advance to the last day, then complete. */
async function finish(headers: Headers) {
  await call('POST', '/api/plans/advance', headers);
  return complete(headers);
}

afterEach(() => setClock());

describe('Study Again keeps the completion history (decision 124)', () => {
  it('keeps the plan under Completed Plans while it starts again, and counts a second finish', async () => {
    const { user, headers } = await signedInUser(db());
    const plan = await twoDayPlan();
    const first = new Date('2026-11-20T10:00:00Z');
    setClock(() => first);
    await activate(headers, plan.id);
    const done = await finish(headers);
    expect(done).toMatchObject({
      completedAt: first.toISOString(),
      timesCompleted: 1,
      lastCompletedAt: first.toISOString(),
    });

    // Study Again: active at day 1, and still completed once.
    setClock(() => new Date('2026-11-21T10:00:00Z'));
    const again = await activate(headers, plan.id);
    expect(again.plan).toMatchObject({
      isActive: true,
      currentDay: 1,
      completedAt: null,
      timesCompleted: 1,
      lastCompletedAt: first.toISOString(),
    });
    let view = await sections(headers);
    expect(view.activePlanId).toBe(plan.id);
    expect(view.ongoing.map((p) => p.id)).toEqual([plan.id]);
    expect(view.completed).toEqual([
      expect.objectContaining({
        id: plan.id,
        currentDay: 1,
        timesCompleted: 1,
        lastCompletedAt: first.toISOString(),
      }),
    ]);

    // Finished again: two completions, the latest date shown.
    const second = new Date('2026-11-24T10:00:00Z');
    setClock(() => second);
    expect(await finish(headers)).toMatchObject({
      isActive: false,
      completedAt: second.toISOString(),
      timesCompleted: 2,
      lastCompletedAt: second.toISOString(),
    });
    view = await sections(headers);
    expect(view.activePlanId).toBeNull();
    expect(view.ongoing).toEqual([]);
    expect(view.completed).toEqual([expect.objectContaining({ id: plan.id, timesCompleted: 2 })]);
    const rows = await db()
      .select()
      .from(planCompletions)
      .where(eq(planCompletions.userId, user.id));
    expect(rows.map((r) => r.completedAt.toISOString()).sort()).toEqual([
      first.toISOString(),
      second.toISOString(),
    ]);
  });

  it('lets the reader rate a plan they are studying again', async () => {
    const { headers } = await signedInUser(db());
    const plan = await twoDayPlan();
    await activate(headers, plan.id);
    await finish(headers);
    await activate(headers, plan.id);
    const res = await call('POST', `/api/plans/${plan.id}/rate`, headers, { rating: 5 });
    expect(res.json()).toEqual({ rating: 50 });
    const [mine] = (await sections(headers)).completed;
    expect(mine).toMatchObject({ id: plan.id, rating: 50, completedAt: null });
  });

  it('shows another reader nothing of it', async () => {
    const one = await signedInUser(db());
    const two = await signedInUser(db());
    const plan = await twoDayPlan();
    await activate(one.headers, plan.id);
    await finish(one.headers);
    await activate(one.headers, plan.id);

    expect((await sections(two.headers)).completed).toEqual([]);
    // Using the same plan starts their own history at nothing.
    const theirs = await activate(two.headers, plan.id);
    expect(theirs.plan).toMatchObject({ timesCompleted: 0, lastCompletedAt: null });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/plans/${plan.id}/rate`,
      headers: two.headers,
      payload: { rating: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can rate a plan after completing it');
  });

  it('lists every completion in the account export', async () => {
    const { headers } = await signedInUser(db());
    const plan = await twoDayPlan();
    const first = new Date('2026-11-20T10:00:00Z');
    const second = new Date('2026-11-24T10:00:00Z');
    setClock(() => first);
    await activate(headers, plan.id);
    await finish(headers);
    setClock(() => second);
    await activate(headers, plan.id);
    await finish(headers);
    setClock(() => new Date('2026-11-25T10:00:00Z'));
    await activate(headers, plan.id);

    const json = (await call('GET', '/api/account/export?format=json', headers)).json();
    expect(json.planProgress).toEqual([
      expect.objectContaining({
        planId: plan.id,
        isActive: true,
        currentDay: 1,
        completedAt: null,
        completions: [first.toISOString(), second.toISOString()],
      }),
    ]);
    const md = (await call('GET', '/api/account/export?format=markdown', headers)).body;
    expect(md).toContain(
      '- Two days in Ruth: active, day 1; completed before 2026-11-20, 2026-11-24\n',
    );
  });
});
