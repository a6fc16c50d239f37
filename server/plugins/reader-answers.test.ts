import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { openPostgres } from '../db/postgres.ts';
import { insights, planSessions, users } from '../db/schema/index.ts';
import { setClock } from '../lib/clock.ts';
import { setFreeMode } from '../settings/settings.ts';
import { setupTestApp } from '../test/app.ts';
import { settleNotifications, until, withStatements } from '../test/reader-answer-helpers.ts';
import { signedInUser, type SignedIn } from '../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../test/factories-plans.ts';

// Today and the notebook's first pages answer from memory while nothing they are made of (server/cache/
// answers.ts) changed, and every change (this process's, or another instance's through NOTIFY) makes the next answer fresh.

const ctx = setupTestApp();
const onPostgres = process.env.TEST_DB === 'postgres';
afterEach(() => setClock());

/** The statements the app sends while `run` runs. */
async function statements(run: () => Promise<unknown>): Promise<number> {
  return (await withStatements(ctx.database, run)).statements;
}

/** Waits until every notification sent so far reached `app`. */
const settle = (app: FastifyInstance = ctx.app) => settleNotifications(ctx.database, app);

const SIX = ['Genesis 1', 'Genesis 2', 'Genesis 3', 'Genesis 4', 'Genesis 5', 'Genesis 6'];

async function readerOnPlan(day = 2, overrides: Parameters<typeof signedInUser>[1] = {}) {
  const db = ctx.database.db;
  const reader = await signedInUser(db, { timeZone: 'Europe/London', ...overrides });
  const { plan, sessions } = await createPlanWithSessions(db, {
    sessions: SIX.map((reference) => ({ reference })),
  });
  await activatePlan(db, reader.user.id, plan.id, day);
  return { reader, plan, sessions };
}

function today(app: FastifyInstance, reader: SignedIn) {
  return app.inject({ method: 'GET', url: '/api/readings/today', headers: reader.headers });
}

/** Today until it is kept: the first answer writes the day's reading, the next one is stored. */
async function warmToday(reader: SignedIn, app: FastifyInstance = ctx.app) {
  expect((await today(app, reader)).statusCode).toBe(200);
  await settle(app);
  expect((await today(app, reader)).statusCode).toBe(200);
  await settle(app);
}

/** Asserts the next Today answer comes from memory (no statement) and returns its body. */
async function fromMemory(reader: SignedIn) {
  let res!: Awaited<ReturnType<typeof today>>;
  expect(await statements(async () => (res = await today(ctx.app, reader)))).toBe(0);
  expect(res.statusCode).toBe(200);
  return res;
}

/** Asserts the next Today answer was computed (statements sent) and returns its body. */
async function computed(reader: SignedIn) {
  let res!: Awaited<ReturnType<typeof today>>;
  expect(await statements(async () => (res = await today(ctx.app, reader)))).toBeGreaterThan(0);
  expect(res.statusCode).toBe(200);
  return res;
}

describe('Today from memory', () => {
  it('answers the same bytes without a statement, JSON and no-store', async () => {
    const { reader } = await readerOnPlan();
    await warmToday(reader);
    const computedRes = await ctx.app.inject({
      method: 'POST',
      url: '/api/readings/refresh',
      headers: reader.headers,
    });
    await settle();
    const kept = await fromMemory(reader);
    expect(kept.body).toBe(computedRes.body);
    expect(kept.headers['content-type']).toMatch(/^application\/json/);
    expect(kept.headers['cache-control']).toBe('no-store');
    expect(kept.json()).toMatchObject({ reference: 'Genesis 2', day: 2, totalDays: 6 });
  });

  it("keeps one reader's answer when another reader writes", async () => {
    const a = await readerOnPlan();
    const b = await readerOnPlan();
    await warmToday(a.reader);
    await warmToday(b.reader);
    // Reader B writes a reflection: only B's answers and B's sessions go, on both databases (this process's
    // own write is attributed to B).
    await ctx.app.inject({
      method: 'POST',
      url: '/api/journal/entries',
      headers: b.reader.headers,
      payload: { content: 'B writes' },
    });
    await settle();
    await fromMemory(a.reader);
    await computed(b.reader);
  });

  it('a reflection saved makes the next answer fresh', async () => {
    const { reader } = await readerOnPlan();
    await warmToday(reader);
    await fromMemory(reader);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/journal/entries',
      headers: reader.headers,
      payload: { content: 'A thought on Genesis 2', reference: 'Genesis 2' },
    });
    expect(res.statusCode).toBe(201);
    await computed(reader);
  });

  it('a plan advanced, switched or completed makes the next answer fresh', async () => {
    const { reader } = await readerOnPlan();
    await warmToday(reader);
    const post = (url: string) =>
      ctx.app.inject({ method: 'POST', url, headers: reader.headers, payload: {} });

    expect((await post('/api/plans/advance')).statusCode).toBe(200);
    expect((await computed(reader)).json()).toMatchObject({ reference: 'Genesis 3', day: 3 });

    const other = await createPlanWithSessions(ctx.database.db, {
      sessions: [{ reference: 'John 1' }, { reference: 'John 2' }],
    });
    await warmToday(reader);
    await fromMemory(reader);
    expect((await post(`/api/plans/${other.plan.id}/activate`)).statusCode).toBe(200);
    expect((await computed(reader)).json()).toMatchObject({ reference: 'John 1', day: 1 });

    expect((await post('/api/plans/advance')).statusCode).toBe(200);
    await warmToday(reader);
    expect((await fromMemory(reader)).json()).toMatchObject({ reference: 'John 2', day: 2 });
    expect((await post('/api/plans/complete')).statusCode).toBe(200);
    // The completed plan is no longer Today's: the first plan (still active) answers again.
    expect((await computed(reader)).json()?.reference).not.toBe('John 2');
  });

  it('a translation changed is a new answer', async () => {
    const { reader } = await readerOnPlan();
    await warmToday(reader);
    expect((await fromMemory(reader)).json().translation).toBe('kjv');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/translation',
      headers: reader.headers,
      payload: { translation: 'web' },
    });
    expect(put.statusCode).toBe(200);
    expect((await computed(reader)).json().translation).toBe('web');
  });

  it('a new day (the server clock moved) is a new answer', async () => {
    const { reader } = await readerOnPlan();
    await warmToday(reader);
    const before = (await fromMemory(reader)).json().today as string;
    const tomorrow = Date.now() + 24 * 60 * 60 * 1000;
    setClock(() => new Date(tomorrow));
    const after = (await computed(reader)).json();
    expect(after.today).not.toBe(before);
    expect(after.daysBehind).toBe(1);
  });

  it("an admin's plan edit (shared data) makes every answer that read plans fresh", async () => {
    const { reader, sessions } = await readerOnPlan();
    await warmToday(reader);
    await fromMemory(reader);
    await ctx.database.db
      .update(planSessions)
      .set({ reference: 'Psalms 23' })
      .where(eq(planSessions.id, sessions[1]!.id));
    expect((await computed(reader)).json().reference).toBe('Psalms 23');
  });

  it('an insight stored makes every answer that read insights fresh', async () => {
    const { reader } = await readerOnPlan();
    await warmToday(reader);
    await fromMemory(reader);
    await ctx.database.db.insert(insights).values({
      cacheKey: `test-${reader.user.id}`,
      reference: 'Genesis 2',
      planType: 'daily',
      translation: 'kjv',
      promptVersion: 'test',
      status: 'pending',
    });
    await computed(reader);
  });

  it('a write made with direct SQL reaches the cache', async () => {
    const { reader } = await readerOnPlan();
    await warmToday(reader);
    await fromMemory(reader);
    await ctx.database.db.execute(
      sql`update user_plans set current_day = 4 where user_id = ${reader.user.id}`,
    );
    expect((await computed(reader)).json()).toMatchObject({ reference: 'Genesis 4', day: 4 });
  });
});

describe('Today while its insight may still arrive', () => {
  const withModel = setupTestApp({
    AI_BASE_URL: 'http://127.0.0.1:9/v1',
    AI_API_KEY: 'test',
    AI_MODEL: 'test',
  });

  it('is never kept while a model is configured and nothing is stored', async () => {
    const db = withModel.database.db;
    const reader = await signedInUser(db);
    const { plan } = await createPlanWithSessions(db, { sessions: [{ reference: 'Genesis 1' }] });
    await activatePlan(db, reader.user.id, plan.id, 1);
    for (let i = 0; i < 3; i++) {
      let seen = 0;
      const stop = withModel.database.onStatement(() => seen++);
      const res = await withModel.app.inject({
        method: 'GET',
        url: '/api/readings/today',
        headers: reader.headers,
      });
      stop();
      expect(res.json().aiInsight).toBeNull();
      expect(seen).toBeGreaterThan(0);
    }
  });
});

describe('notebook first pages from memory', () => {
  const page = (reader: SignedIn, url = '/api/notebook/by-date?limit=2') =>
    ctx.app.inject({ method: 'GET', url, headers: reader.headers });

  async function write(reader: SignedIn, content: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/journal/entries',
      headers: reader.headers,
      payload: { content, reference: 'John 3' },
    });
    expect(res.statusCode).toBe(201);
  }

  it('keeps each view and limit, and a new entry makes them fresh', async () => {
    const reader = await signedInUser(ctx.database.db, { membershipTier: 'premium' });
    for (const text of ['one', 'two', 'three']) await write(reader, text);
    await settle();
    for (const url of [
      '/api/notebook/by-date?limit=2',
      '/api/notebook/by-session?limit=2',
      '/api/notebook/by-book?limit=2',
    ]) {
      const first = await page(reader, url);
      expect(first.statusCode).toBe(200);
      let again!: Awaited<ReturnType<typeof page>>;
      expect(await statements(async () => (again = await page(reader, url)))).toBe(0);
      expect(again.body).toBe(first.body);
      expect(again.headers['x-next-cursor'] ?? again.headers.link).toBeTruthy();
      expect(again.headers.link).toBe(first.headers.link);
      expect(again.headers['cache-control']).toBe('no-store');
    }
    // Another limit is another answer.
    expect(await statements(() => page(reader, '/api/notebook/by-date?limit=3'))).toBeGreaterThan(
      0,
    );

    await write(reader, 'four');
    let fresh!: Awaited<ReturnType<typeof page>>;
    expect(await statements(async () => (fresh = await page(reader)))).toBeGreaterThan(0);
    const contents = (fresh.json() as { entries: { content: string }[] }[]).flatMap((g) =>
      g.entries.map((e) => e.content),
    );
    expect(contents).toContain('four');
  });

  it('a later page (a cursor) is never served from memory', async () => {
    const reader = await signedInUser(ctx.database.db, { membershipTier: 'premium' });
    for (const text of ['one', 'two', 'three']) await write(reader, text);
    await settle();
    const first = await page(reader);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const url = `/api/notebook/by-date?limit=2&cursor=${encodeURIComponent(cursor)}`;
    await page(reader, url);
    expect(await statements(() => page(reader, url))).toBeGreaterThan(0);
  });

  it('free mode toggled and a tier changed take effect on the next request', async () => {
    const db = ctx.database.db;
    await setFreeMode(db, false);
    const reader = await signedInUser(db, { membershipTier: 'free' });
    await write(reader, 'written while premium later');
    await settle();
    expect((await page(reader)).statusCode).toBe(403);

    await setFreeMode(db, true);
    await settle();
    expect((await page(reader)).statusCode).toBe(200);
    await settle();
    const kept = await statements(async () => expect((await page(reader)).statusCode).toBe(200));
    expect(kept).toBe(0);

    await setFreeMode(db, false);
    expect((await page(reader)).statusCode).toBe(403);

    // A premium reader's page kept in memory, then the tier drops to free: refused at once.
    await db.update(users).set({ membershipTier: 'premium' }).where(eq(users.id, reader.user.id));
    await settle();
    expect((await page(reader)).statusCode).toBe(200);
    await settle();
    await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: reader.headers });
    expect(await statements(() => page(reader))).toBe(0);
    await db.update(users).set({ membershipTier: 'free' }).where(eq(users.id, reader.user.id));
    expect((await page(reader)).statusCode).toBe(403);
  });
});

describe.skipIf(!onPostgres)('a write on another instance on PostgreSQL', () => {
  let second: Database;
  let b: FastifyInstance;
  let admin: pg.Client;

  beforeAll(async () => {
    second = openPostgres(ctx.testDb.url!, 5);
    b = await buildApp({ config: ctx.config, database: second, logger: false, serveWeb: false });
    await b.ready();
    admin = new pg.Client({ connectionString: ctx.testDb.url! });
    await admin.connect();
    await until(() => b.readerAnswers.isLive);
  });
  afterAll(async () => {
    await admin?.end();
    await b?.close();
    await second?.close();
  });

  it('reaches B through NOTIFY: a reflection saved on A, then direct SQL, then an admin edit', async () => {
    const { reader, sessions } = await readerOnPlan();
    const bToday = () => today(b, reader);
    const bStatements = async () => {
      let seen = 0;
      const stop = second.onStatement(() => seen++);
      const res = await bToday();
      stop();
      return { seen, body: res.json() as { reference: string; day: number } };
    };
    await warmToday(reader, b);
    expect((await bStatements()).seen).toBe(0);

    // A reflection saved through A.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/journal/entries',
      headers: reader.headers,
      payload: { content: 'through A' },
    });
    await until(async () => (await bStatements()).seen > 0, 1000);

    // Direct SQL from another connection (a person in psql).
    await warmToday(reader, b);
    expect((await bStatements()).seen).toBe(0);
    await admin.query(`update user_plans set current_day = 5 where user_id = $1`, [reader.user.id]);
    await until(async () => (await bStatements()).body.day === 5, 1000);

    // An edit of shared plan data.
    await warmToday(reader, b);
    await admin.query(`update plan_sessions set reference = 'Psalms 1' where id = $1`, [
      sessions[4]!.id,
    ]);
    await until(async () => (await bStatements()).body.reference === 'Psalms 1', 1000);
  });
});
