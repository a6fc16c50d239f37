import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { planSessions, plans } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../../test/factories-plans.ts';

// Issue 19: Today in one indexed query, no write on a GET unless the day's reading is missing, and the
// plan's day count stored on the plan (decision 133) rather than counted on every request.

const ctx = setupTestApp();
let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** The statements the app sends while `run` runs. */
async function statements(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  stop = ctx.database.onStatement((text) =>
    seen.push(text.trim().split(/\s+/).slice(0, 2).join(' ')),
  );
  try {
    await run();
    return seen;
  } finally {
    stop();
    stop = undefined;
  }
}

const SIX = ['Genesis 1', 'Genesis 2', 'Genesis 3', 'Genesis 4', 'Genesis 5', 'Genesis 6'];

describe('GET /api/readings/today, statement by statement', () => {
  it('writes the day once, then answers from one read', async () => {
    const db = ctx.database.db;
    const reader = await signedInUser(db);
    const { plan } = await createPlanWithSessions(db, {
      sessions: SIX.map((reference) => ({ reference })),
    });
    await activatePlan(db, reader.user.id, plan.id, 2);
    const get = () =>
      ctx.app.inject({ method: 'GET', url: '/api/readings/today', headers: reader.headers });

    const first = await statements(async () => expect((await get()).statusCode).toBe(200));
    // The day's reading row is missing the first time: it is written then.
    expect(first.some((s) => /^insert into/i.test(s))).toBe(true);

    let body: unknown;
    const again = await statements(async () => {
      const res = await get();
      expect(res.statusCode).toBe(200);
      body = res.json();
    });
    // The session comes from memory and the reading exists: one select, no write.
    expect(again).toHaveLength(1);
    expect(again[0]).toMatch(/^select/i);
    expect(body).toMatchObject({ reference: 'Genesis 2', day: 2, totalDays: 6 });
  });
});

describe("a plan's stored session count", () => {
  it('follows sessions added, moved to another plan and removed', async () => {
    const db = ctx.database.db;
    const count = async (id: number) =>
      (await db.select({ n: plans.sessionCount }).from(plans).where(eq(plans.id, id)))[0]!.n;
    const a = await createPlanWithSessions(db, {
      sessions: SIX.map((reference) => ({ reference })),
    });
    const b = await createPlanWithSessions(db, { sessions: [{ reference: 'John 1' }] });
    expect(await count(a.plan.id)).toBe(6);
    expect(await count(b.plan.id)).toBe(1);

    await db
      .update(planSessions)
      .set({ planId: b.plan.id, day: 2 })
      .where(eq(planSessions.id, a.sessions[5]!.id));
    expect(await count(a.plan.id)).toBe(5);
    expect(await count(b.plan.id)).toBe(2);

    await db.delete(planSessions).where(eq(planSessions.planId, a.plan.id));
    expect(await count(a.plan.id)).toBe(0);
    // Deleting a plan takes its sessions with it; the trigger finds no plan to count for.
    await db.delete(plans).where(eq(plans.id, b.plan.id));
    expect(await db.select().from(plans).where(eq(plans.id, b.plan.id))).toEqual([]);
  });
});
