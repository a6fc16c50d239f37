import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appReminderTick } from '../features/reminders/scheduler.ts';
import { setClock } from '../lib/clock.ts';
import { setFreeMode } from '../settings/settings.ts';
import { setupTestApp } from '../test/app.ts';
import { signedInUser, type SignedIn } from '../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../test/factories-plans.ts';
import { settleNotifications, withStatements } from '../test/reader-answer-helpers.ts';
import { sessionKey } from '../users/session-cache.ts';

// What a write drops: only the writing reader's entries, only the answers that read a shared table, and
// nothing for a transaction that wrote nothing the answers read. On PostgreSQL this process's own statements
// clear the cache before the notification arrives, so these cases are about them; on PGlite the triggers'
// notifications carry the same reader or table.

const ctx = setupTestApp();
afterEach(() => setClock());

const settle = (app: FastifyInstance = ctx.app) => settleNotifications(ctx.database, app);

async function readerOnPlan(overrides: Parameters<typeof signedInUser>[1] = {}) {
  const db = ctx.database.db;
  const reader = await signedInUser(db, { timeZone: 'Europe/London', ...overrides });
  const { plan } = await createPlanWithSessions(db, {
    sessions: [{ reference: 'Genesis 1' }, { reference: 'Genesis 2' }, { reference: 'Genesis 3' }],
  });
  await activatePlan(db, reader.user.id, plan.id, 2);
  return reader;
}

const get = (reader: SignedIn, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: reader.headers });

/** Today until it is kept: the first answer writes the day's reading, the next one is stored. */
async function warm(reader: SignedIn, url = '/api/readings/today') {
  for (let i = 0; i < 2; i++) {
    expect((await get(reader, url)).statusCode).toBe(200);
    await settle();
  }
}

/** Statements sent for one request (0: the session and the answer both came from memory). */
async function statements(reader: SignedIn, url = '/api/readings/today'): Promise<number> {
  const { statements, result } = await withStatements(ctx.database, () => get(reader, url));
  expect(result.statusCode).toBe(200);
  return statements;
}

/** The cookie's session token, as the session cache keys it. */
const sessionOf = (reader: SignedIn) =>
  sessionKey(/lamplight_session=([^;]+)/.exec(reader.headers.cookie!)![1]!);

describe('a transaction that wrote nothing the answers read', () => {
  it("an idle reminder tick leaves a warm reader's Today in memory", async () => {
    const reader = await readerOnPlan();
    await warm(reader);
    expect(await statements(reader)).toBe(0);
    await appReminderTick(ctx.app);
    expect(await statements(reader)).toBe(0);
  });

  it('a read-only transaction commits without dropping anything', async () => {
    const reader = await readerOnPlan();
    await warm(reader);
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select count(*) from "readings"`);
    });
    expect(await statements(reader)).toBe(0);
  });
});

describe("a reader's write drops that reader's entries only", () => {
  it("five other readers' reflections leave a warm reader's Today and session in memory", async () => {
    const a = await readerOnPlan();
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => readerOnPlan()));
    await warm(a);
    for (const other of others) await warm(other);
    for (const other of others) {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/api/journal/entries',
        headers: other.headers,
        payload: { content: 'Another reader writes', reference: 'Genesis 2' },
      });
      expect(saved.statusCode).toBe(201);
    }
    await settle();
    expect(ctx.app.sessionCache.get(sessionOf(a))).toBeDefined();
    expect(await statements(a)).toBe(0);
    // The writers' own answers were dropped.
    expect(await statements(others[0]!)).toBeGreaterThan(0);
  });

  it("a reader's settings change leaves other readers' sessions in memory", async () => {
    const a = await readerOnPlan();
    const b = await readerOnPlan();
    await warm(a);
    await warm(b);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/translation',
      headers: b.headers,
      payload: { translation: 'web' },
    });
    expect(put.statusCode).toBe(200);
    await settle();
    expect(ctx.app.sessionCache.get(sessionOf(b))).toBeUndefined();
    expect(ctx.app.sessionCache.get(sessionOf(a))).toBeDefined();
    expect(await statements(a)).toBe(0);
  });
});

describe('a write to shared data drops only the answers that read it', () => {
  it('free mode toggled drops notebook pages and keeps the plans overview', async () => {
    const reader = await readerOnPlan({ membershipTier: 'premium' });
    await warm(reader, '/api/plans');
    await warm(reader, '/api/notebook/by-date?limit=2');
    await setFreeMode(ctx.database.db, true);
    await settle();
    expect(await statements(reader, '/api/plans')).toBe(0);
    expect(await statements(reader, '/api/notebook/by-date?limit=2')).toBeGreaterThan(0);
  });
});
