import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlansOverview } from '@contract/plans.ts';
import { planCompletions, userPlans } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { ADMIN_ENV, signedInAdmin } from '../../test/factories-admin.ts';
import { createUser, signedInUser, type SignedIn } from '../../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../../test/factories-plans.ts';
import { memoryChecks, settleNotifications } from '../../test/reader-answer-helpers.ts';
import { setClock } from './clock.ts';
import { clearPublicListsCache } from './overview-service.ts';

// Decision 145: GET /api/plans answers from memory while nothing it is made of changed; every change (the
// reader's plan rows, shared plan data, the public lists' generation) makes the next answer fresh.

const ctx = setupTestApp(ADMIN_ENV);
const onPostgres = process.env.TEST_DB === 'postgres';
afterEach(() => setClock());

const THREE = ['Ruth 1', 'Ruth 2', 'Ruth 3'];

function get(reader: SignedIn) {
  return ctx.app.inject({ method: 'GET', url: '/api/plans', headers: reader.headers });
}

function post(reader: SignedIn, url: string, payload: object = {}) {
  return ctx.app.inject({ method: 'POST', url, headers: reader.headers, payload });
}

const { kept, warm, fresh: computed } = memoryChecks(ctx, get);
/** The next overview, asserting it was computed. */
const fresh = (reader: SignedIn) => computed<PlansOverview>(reader);

async function readerOnPlan(day = 1) {
  const db = ctx.database.db;
  const reader = await signedInUser(db);
  const { plan } = await createPlanWithSessions(db, {
    sessions: THREE.map((reference) => ({ reference })),
  });
  await activatePlan(db, reader.user.id, plan.id, day);
  return { reader, plan };
}

const mine = (o: PlansOverview, planId: number) => o.userPlans.find((p) => p.id === planId);
const listed = (o: PlansOverview, planId: number) => o.topActive.find((p) => p.id === planId);

describe('GET /api/plans from memory', () => {
  it('answers again with the same bytes and headers without a statement', async () => {
    const { reader, plan } = await readerOnPlan(2);
    const computed = await warm(reader);
    const again = await kept(reader);
    expect(again.body).toBe(computed.body);
    expect(again.headers['content-type']).toBe(computed.headers['content-type']);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(computed.headers['cache-control']).toBe('no-store');
    expect(mine(again.json(), plan.id)).toMatchObject({ isActive: true, currentDay: 2 });
  });

  it('activating a plan, then switching to another, makes the next answer fresh', async () => {
    const db = ctx.database.db;
    const reader = await signedInUser(db);
    const first = await createPlanWithSessions(db, { sessions: [{ reference: 'John 1' }] });
    const second = await createPlanWithSessions(db, { sessions: [{ reference: 'John 2' }] });
    expect((await warm(reader)).json().activePlanId).toBeNull();

    expect((await post(reader, `/api/plans/${first.plan.id}/activate`)).statusCode).toBe(200);
    expect((await fresh(reader)).activePlanId).toBe(first.plan.id);

    await warm(reader);
    expect((await post(reader, `/api/plans/${second.plan.id}/activate`)).statusCode).toBe(200);
    expect((await fresh(reader)).activePlanId).toBe(second.plan.id);
  });

  it('advancing a day makes the next answer fresh', async () => {
    const { reader, plan } = await readerOnPlan(1);
    await warm(reader);
    expect((await post(reader, '/api/plans/advance')).statusCode).toBe(200);
    expect(mine(await fresh(reader), plan.id)?.currentDay).toBe(2);
  });

  it('completing a plan, then rating it, makes the next answer fresh', async () => {
    const { reader, plan } = await readerOnPlan(3);
    await warm(reader);
    expect((await post(reader, '/api/plans/complete')).statusCode).toBe(200);
    const done = mine(await fresh(reader), plan.id);
    expect(done?.completedAt).not.toBeNull();
    expect(done?.timesCompleted).toBe(1);

    await warm(reader);
    const rated = await post(reader, `/api/plans/${plan.id}/rate`, { rating: 4 });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(mine(await fresh(reader), plan.id)?.rating).toBe(40);
  });

  it("an administrator's edit of a plan's title makes every reader's next answer fresh", async () => {
    const { reader, plan } = await readerOnPlan(1);
    const admin = await signedInAdmin(ctx.database.db);
    await warm(reader);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${plan.id}`,
      headers: admin.headers,
      payload: {
        title: 'Renamed by an administrator',
        description: plan.description,
        type: plan.type,
        planType: plan.planType,
        sessions: THREE.map((reference, i) => ({
          reference,
          title: `Day ${i + 1}`,
          insight: 'Kept as it was.',
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(mine(await fresh(reader), plan.id)?.title).toBe('Renamed by an administrator');
  });

  it('a completion inserted with direct SQL (not through this process) reaches the cache', async () => {
    const { reader, plan } = await readerOnPlan(2);
    expect(mine((await warm(reader)).json(), plan.id)?.timesCompleted).toBe(0);
    const insert = `insert into plan_completions (user_id, plan_id, completed_at) values ($1, $2, now())`;
    if (onPostgres) {
      // Another connection, as a person in psql: only the trigger's NOTIFY can tell this process.
      const other = new pg.Client({ connectionString: ctx.testDb.url! });
      await other.connect();
      try {
        await other.query(insert, [reader.user.id, plan.id]);
      } finally {
        await other.end();
      }
    } else {
      // PGlite has no statement hook for readers' data: only the trigger's NOTIFY can tell the cache.
      await ctx.database.db.execute(
        sql`insert into plan_completions (user_id, plan_id, completed_at) values (${reader.user.id}, ${plan.id}, now())`,
      );
    }
    // Notifications arrive in commit order: once this one is in, the trigger's is too.
    await settleNotifications(ctx.database, ctx.app);
    expect(mine(await fresh(reader), plan.id)?.timesCompleted).toBe(1);
  });

  it.skipIf(!onPostgres)(
    "this process's own write to plan_completions drops answers before it commits",
    async () => {
      const { reader, plan } = await readerOnPlan(2);
      await warm(reader);
      let inside = -1;
      await ctx.database.db.transaction(async (tx) => {
        expect(ctx.app.readerAnswers.size).toBeGreaterThan(0);
        await tx
          .insert(planCompletions)
          .values({ userId: reader.user.id, planId: plan.id, completedAt: new Date() });
        // No NOTIFY is delivered before the commit: only the statement hook can have emptied the cache.
        inside = ctx.app.readerAnswers.size;
      });
      expect(inside).toBe(0);
    },
  );
});

describe('GET /api/plans and the public lists kept 30 s per instance', () => {
  /**
   * A reader whose answer is kept with public lists computed before a plan became the most used: the
   * lists (and so the kept answer) do not show it until they are computed again.
   */
  async function keptWithOldLists(start: number) {
    const db = ctx.database.db;
    setClock(() => new Date(start));
    const { reader } = await readerOnPlan(1);
    clearPublicListsCache(db);
    expect((await get(reader)).statusCode).toBe(200);
    const { plan: popular } = await createPlanWithSessions(db, {
      title: 'Suddenly everyone reads it',
      isPublic: true,
      sessions: [{ reference: 'Psalms 1' }],
    });
    for (let i = 0; i < 5; i++) {
      const other = await createUser(db);
      await db.insert(userPlans).values({ userId: other.id, planId: popular.id, isActive: true });
    }
    const old = (await warm(reader)).json() as PlansOverview;
    expect(old.topActive.map((p) => p.id)).not.toContain(popular.id);
    return { reader, popular };
  }

  it('a new day (the plans clock moved past the lists’ 30 s) computes the answer again', async () => {
    const start = Date.now();
    const { reader, popular } = await keptWithOldLists(start);
    setClock(() => new Date(start + 24 * 60 * 60 * 1000));
    expect(listed(await fresh(reader), popular.id)).toMatchObject({ usageCount: 5 });
  });

  it('the lists cleared on this instance make the next answer fresh', async () => {
    const { reader, popular } = await keptWithOldLists(Date.now());
    clearPublicListsCache(ctx.database.db);
    expect(listed(await fresh(reader), popular.id)).toMatchObject({ usageCount: 5 });
  });
});
