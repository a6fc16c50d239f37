import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readings, userPlans } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../../test/factories-plans.ts';
import { localDate } from '../../lib/calendar.ts';

const ctx = setupTestApp();

const insight = {
  summary: 'God provides **bread** from heaven.',
  themes: [{ title: 'Provision', description: 'Daily bread, daily trust.' }],
  questions: ['Where do you see provision today?'],
};

async function readerWithPlan(
  sessions: Parameters<typeof createPlanWithSessions>[1]['sessions'],
  day = 1,
  overrides: Parameters<typeof signedInUser>[1] = {},
) {
  const db = ctx.database.db;
  const reader = await signedInUser(db, overrides);
  const { plan } = await createPlanWithSessions(db, { title: 'Beginnings', sessions });
  await activatePlan(db, reader.user.id, plan.id, day);
  return { ...reader, plan };
}

function today(headers: Record<string, string>) {
  return ctx.app.inject({ method: 'GET', url: '/api/readings/today', headers });
}

describe('GET /api/readings/today', () => {
  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/readings/today' });
    expect(res.statusCode).toBe(401);
  });

  it('answers null, never cached, when the reader follows no plan', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const res = await today(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ignores completed and inactive plans', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db);
    const done = await createPlanWithSessions(db, { sessions: [{ reference: 'John 1' }] });
    const idle = await createPlanWithSessions(db, { sessions: [{ reference: 'John 2' }] });
    await activatePlan(db, user.id, done.plan.id, 1, { completedAt: new Date() });
    await activatePlan(db, user.id, idle.plan.id, 1, { isActive: false });
    const res = await today(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('serves the current day of the active plan with passage, insight and plan context', async () => {
    const before = new Date();
    const { headers, plan } = await readerWithPlan(
      [
        { reference: 'Genesis 1:1-3', description: 'In the beginning', insight },
        { reference: 'Genesis 2:1-3', description: 'Rest' },
      ],
      1,
      { timeZone: 'Pacific/Kiritimati' },
    );
    const res = await today(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      reference: 'Genesis 1:1-3',
      aiInsight: { ...insight, source: 'curated' },
      planId: plan.id,
      planTitle: 'Beginnings',
      day: 1,
      totalDays: 2,
      description: 'In the beginning',
    });
    expect(body.passage).toContain('1 In the beginning God created the heaven and the earth.');
    expect(body.passage).toContain('3 And God said, Let there be light: and there was light.');
    // The reader's local date (UTC+14 here), not the server's.
    expect([
      localDate('Pacific/Kiritimati', before),
      localDate('Pacific/Kiritimati', new Date()),
    ]).toContain(body.readDate);
    expect(typeof body.id).toBe('number');
  });

  it('keeps one reading per reader, plan and day: the id is stable across requests', async () => {
    const db = ctx.database.db;
    const { user, headers, plan } = await readerWithPlan([
      { reference: 'Psalms 23' },
      { reference: 'Psalms 24' },
    ]);
    const first = (await today(headers)).json();
    const second = (await today(headers)).json();
    expect(second.id).toBe(first.id);
    expect(second.readDate).toBe(first.readDate);

    await activatePlan(db, user.id, plan.id, 2);
    const dayTwo = (await today(headers)).json();
    expect(dayTwo).toMatchObject({ reference: 'Psalms 24', day: 2 });
    expect(dayTwo.id).not.toBe(first.id);

    await activatePlan(db, user.id, plan.id, 1);
    expect((await today(headers)).json().id).toBe(first.id);
    const rows = await db.select().from(readings).where(eq(readings.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it('opens a new session of the plan day, dated today, when the reader comes back on a later day', async () => {
    // Issue 16: the read date was frozen at the first visit of the plan day (decision 101).
    const db = ctx.database.db;
    const { headers } = await readerWithPlan([{ reference: 'Ruth 1' }]);
    const first = (await today(headers)).json();
    await db.update(readings).set({ readDate: '2020-01-01' }).where(eq(readings.id, first.id));
    const again = (await today(headers)).json();
    expect(again.id).not.toBe(first.id);
    expect(again).toMatchObject({ day: 1, readDate: first.readDate });
  });

  it('gives aiInsight null when the session has no insight or a malformed one', async () => {
    const none = await readerWithPlan([{ reference: 'Ruth 1' }]);
    expect((await today(none.headers)).json().aiInsight).toBeNull();
    const odd = await readerWithPlan([{ reference: 'Ruth 2', insight: { summary: 42 } }]);
    expect((await today(odd.headers)).json().aiInsight).toBeNull();
  });

  it('shows the unavailable text when the passage cannot be served', async () => {
    const { headers } = await readerWithPlan([{ reference: 'Hezekiah 4:1' }]);
    const res = await today(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reference: 'Hezekiah 4:1',
      passage: 'This passage is temporarily unavailable.',
    });
  });

  it('serves the last session once the current day is past the end of the plan', async () => {
    const { headers } = await readerWithPlan(
      [{ reference: 'Jude 1:1-4' }, { reference: 'Jude 1:5-8' }],
      9,
    );
    expect((await today(headers)).json()).toMatchObject({ reference: 'Jude 1:5-8', day: 2 });
  });
});

describe('POST /api/readings/refresh', () => {
  it('re-resolves today’s reading after a plan switch', async () => {
    const db = ctx.database.db;
    const { user, headers } = await readerWithPlan([{ reference: 'Mark 1' }]);
    const before = (await today(headers)).json();
    expect(before.reference).toBe('Mark 1');

    const other = await createPlanWithSessions(db, {
      title: 'Letters',
      sessions: [{ reference: 'Philemon 1' }],
    });
    await db.update(userPlans).set({ isActive: false }).where(eq(userPlans.userId, user.id));
    await activatePlan(db, user.id, other.plan.id, 1);

    const res = await ctx.app.inject({ method: 'POST', url: '/api/readings/refresh', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ reference: 'Philemon 1', planTitle: 'Letters', day: 1 });
    expect(res.json().id).not.toBe(before.id);
  });

  it('prefers the most recently activated of several active plans', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db);
    const older = await createPlanWithSessions(db, { sessions: [{ reference: 'Amos 1' }] });
    const newer = await createPlanWithSessions(db, { sessions: [{ reference: 'Joel 1' }] });
    await activatePlan(db, user.id, newer.plan.id, 1, { activatedAt: new Date(Date.now() - 1000) });
    await activatePlan(db, user.id, older.plan.id, 1, {
      activatedAt: new Date(Date.now() - 60_000),
    });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/readings/refresh', headers });
    expect(res.json().reference).toBe('Joel 1');
  });

  it('answers null without a plan', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/readings/refresh', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });
});

describe('GET /api/readings/:id/insights', () => {
  it('returns the insight of the reader’s own reading', async () => {
    const { headers } = await readerWithPlan([{ reference: 'Exodus 16:1-5', insight }]);
    const { id } = (await today(headers)).json();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/readings/${id}/insights`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...insight, source: 'curated' });
  });

  it('answers 404 for another reader’s reading', async () => {
    const owner = await readerWithPlan([{ reference: 'Exodus 16:1-5', insight }]);
    const { id } = (await today(owner.headers)).json();
    const stranger = await signedInUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/readings/${id}/insights`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain('bread');
  });

  it('serves offline study notes when the session has no insight and no model is configured', async () => {
    const { headers } = await readerWithPlan([{ reference: 'Exodus 16' }]);
    const { id } = (await today(headers)).json();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/readings/${id}/insights`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('study-notes');
    expect(res.json().summary).toContain('H4478');
  });

  it('answers 404 with the spec’s text when no insight can be made for the reading', async () => {
    // A session whose reference no longer parses: no curated text, no notes, no model call.
    const { headers } = await readerWithPlan([{ reference: 'Hezekiah 1:1' }]);
    const { id } = (await today(headers)).json();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/readings/${id}/insights`,
      headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No session insight available for this reading.');
  });

  it('rejects an id that is not a number', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    for (const id of ['abc', '0', '-4', '1.5', '99999999999']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/readings/${id}/insights`,
        headers,
      });
      expect(res.statusCode, id).toBe(400);
    }
  });
});
