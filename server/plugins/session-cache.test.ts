import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { openPostgres } from '../db/postgres.ts';
import { users } from '../db/schema/index.ts';
import { setupTestApp } from '../test/app.ts';
import { signedInUser } from '../test/factories.ts';
import { withStatements } from '../test/reader-answer-helpers.ts';
import { SESSION_CHANNEL } from './answer-cache.ts';

// Decision 132: the session → reader lookup answers from memory, and every change of the reader's row
// or end of a session reaches every instance at once.

const ctx = setupTestApp();
const onPostgres = process.env.TEST_DB === 'postgres';

function me(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/api/auth/user', headers });
}

/**
 * A signed-in route computed on every request (GET /api/auth/user is kept in memory itself, decision 147):
 * the statements it sends show whether the session lookup was one of them.
 */
function computed(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/api/plans/can-create', headers });
}

/** Statements `database` completed while `run` ran (one request of the app on it). */
async function statementsFor(database: Database, run: () => Promise<unknown>): Promise<number> {
  return (await withStatements(database, run)).statements;
}

/** Polls every 5 ms until `check` holds; resolves to the milliseconds it took. */
async function until(check: () => Promise<boolean>, ms = 10_000): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > ms) throw new Error(`still not true after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - start;
}

/**
 * The bound on staleness across instances is the delivery of one NOTIFY (decision 132): milliseconds on one
 * host, more on a loaded machine. A request on B may still be answered from memory inside that window.
 */
const DELIVERY_MS = 1000;

describe('session cache on one instance', () => {
  it('answers a repeated request without the session lookup', async () => {
    const reader = await signedInUser(ctx.database.db);
    const first = await statementsFor(ctx.database, () => computed(ctx.app, reader.headers));
    const second = await statementsFor(ctx.database, () => computed(ctx.app, reader.headers));
    expect(second).toBe(first - 1);
  });

  it('sees a tier change written straight to the database on the next request', async () => {
    const reader = await signedInUser(ctx.database.db, { membershipTier: 'free' });
    expect((await me(ctx.app, reader.headers)).json().membershipTier).toBe('free');
    await ctx.database.db
      .update(users)
      .set({ membershipTier: 'premium' })
      .where(eq(users.id, reader.user.id));
    expect((await me(ctx.app, reader.headers)).json().membershipTier).toBe('premium');
  });

  it('refuses the token on the next request after logout', async () => {
    const reader = await signedInUser(ctx.database.db);
    expect((await me(ctx.app, reader.headers)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: reader.headers,
    });
    expect(out.statusCode).toBe(204);
    expect((await me(ctx.app, reader.headers)).statusCode).toBe(401);
  });
});

describe.skipIf(!onPostgres)('session cache across two instances on PostgreSQL', () => {
  let second: Database;
  let b: FastifyInstance;
  let admin: pg.Client;

  beforeAll(async () => {
    second = openPostgres(ctx.testDb.url!, 5);
    b = await buildApp({ config: ctx.config, database: second, logger: false, serveWeb: false });
    await b.ready();
    admin = new pg.Client({ connectionString: ctx.testDb.url! });
    await admin.connect();
    // B listens once its dedicated connection is up.
    await until(async () => {
      const r = await admin.query(
        `select count(*)::int as n from pg_stat_activity where query = 'listen ${SESSION_CHANNEL}'`,
      );
      return (r.rows[0] as { n: number }).n >= 2;
    });
  });
  afterAll(async () => {
    await admin?.end();
    await b?.close();
    await second?.close();
  });

  it('logout on A: B refuses the token as soon as the notification arrives', async () => {
    const reader = await signedInUser(ctx.database.db);
    const uncached = await statementsFor(second, () => computed(b, reader.headers));
    // B now holds the session in memory: the same request sends one statement fewer.
    const cached = await statementsFor(second, () => computed(b, reader.headers));
    expect(cached).toBe(uncached - 1);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: reader.headers,
    });
    expect(out.statusCode).toBe(204);
    await until(async () => (await me(b, reader.headers)).statusCode === 401, DELIVERY_MS);
  });

  it('a tier change written through A is what B answers once notified', async () => {
    const reader = await signedInUser(ctx.database.db, { membershipTier: 'free' });
    expect((await me(b, reader.headers)).json().membershipTier).toBe('free');
    await ctx.database.db
      .update(users)
      .set({ membershipTier: 'premium' })
      .where(eq(users.id, reader.user.id));
    await until(
      async () => (await me(b, reader.headers)).json().membershipTier === 'premium',
      DELIVERY_MS,
    );
  });

  it('with its listening connection cut, B asks the database until it listens again', async () => {
    const reader = await signedInUser(ctx.database.db, { membershipTier: 'free' });
    expect((await me(b, reader.headers)).json().membershipTier).toBe('free');
    // Cut every listening connection: a change made now is never announced to B.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen ${SESSION_CHANNEL}'`,
    );
    await until(async () => !b.sessionCache.isLive);
    await admin.query(`update users set membership_tier = 'premium' where id = $1`, [
      reader.user.id,
    ]);
    expect((await me(b, reader.headers)).json().membershipTier).toBe('premium');
    // B listens again within about a second, starting from an empty cache, and its cache works again.
    await until(async () => b.sessionCache.isLive);
    const uncached = await statementsFor(second, () => computed(b, reader.headers));
    const cached = await statementsFor(second, () => computed(b, reader.headers));
    expect(cached).toBe(uncached - 1);
    await admin.query(`update users set membership_tier = 'free' where id = $1`, [reader.user.id]);
    await until(
      async () => (await me(b, reader.headers)).json().membershipTier === 'free',
      DELIVERY_MS,
    );
  });
});
