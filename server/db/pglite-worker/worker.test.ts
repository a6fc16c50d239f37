import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../app.ts';
import { DATABASE_BUSY_RETRY_AFTER_S } from '../../plugins/database-queue.ts';
import { testConfig } from '../../test/app.ts';
import type { Database } from '../database.ts';
import { openPgliteWorker } from '../pglite.ts';
import { queueDepthOf } from '../queue-depth.ts';

// Decision 184: the embedded database runs in a worker thread, so the main thread answers requests that
// need no database while a statement runs, and a bounded queue refuses new work before it waits too long.

const template = inject('pgliteTemplate');
const onPglite = Boolean(template);

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: Pick<Database['db'], 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function workerDatabase(): Promise<Database> {
  return openPgliteWorker({ kind: 'dump', dump: new Uint8Array(readFileSync(template)) });
}

/** Sends a statement now (drizzle sends on the first `then`) and says whether it has settled. */
function settled<T>(p: Promise<T>): { done: () => boolean; p: Promise<T> } {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  return { done: () => done, p };
}

describe.runIf(onPglite)('PGlite in a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await workerDatabase();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('answers queries with their parameters and drizzle’s types (timestamps and dates as text)', async () => {
    const rows = await rowsOf<{ n: number; t: string; d: string; j: unknown }>(
      database.db,
      sql`select ${41}::int + 1 as n, '2024-05-06 07:08:09+00'::timestamptz as t,
                 '2024-05-06'::date as d, ${JSON.stringify({ a: [1] })}::jsonb as j`,
    );
    expect(rows).toEqual([{ n: 42, t: '2024-05-06 07:08:09+00', d: '2024-05-06', j: { a: [1] } }]);
  });

  it('commits a transaction, and rolls back one that throws (its savepoints too)', async () => {
    await database.db.execute(sql`create table worker_t (x int primary key)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_t values (1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into worker_t values (2)`);
          throw new Error('inner');
        })
        .catch(() => {});
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into worker_t values (3)`);
        throw new Error('outer');
      }),
    ).rejects.toThrow('outer');
    const rows = await rowsOf<{ x: number }>(database.db, sql`select x from worker_t order by x`);
    expect(rows).toEqual([{ x: 1 }]);
  });

  it('keeps other statements out of an open transaction until it ends', async () => {
    await database.db.execute(sql`create table worker_order (x int)`);
    let outside: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_order values (1)`);
      outside = database.db.execute(sql`insert into worker_order values (2)`).then((r) => r);
      await new Promise((r) => setTimeout(r, 50));
      // The outside insert has not run: the transaction still sees only its own row.
      const rows = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from worker_order`,
      );
      expect(rows).toEqual([{ n: 1 }]);
    });
    await outside;
    const rows = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from worker_order`,
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('raises the database error with its SQLSTATE code and constraint', async () => {
    await database.db.execute(
      sql`create table worker_u (x int constraint worker_u_pk primary key)`,
    );
    await database.db.execute(sql`insert into worker_u values (1)`);
    const err = await database.db.execute(sql`insert into worker_u values (1)`).catch((e) => e);
    const cause = (err as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.constraint).toBe('worker_u_pk');
  });

  it('delivers a notification before the statement that caused it resolves', async () => {
    const heard: string[] = [];
    const stop = await database.listen('worker_channel', {
      onMessage: (payload) => heard.push(payload),
      onLive: () => {},
    });
    await database.db.execute(sql`select pg_notify('worker_channel', 'first')`);
    expect(heard).toEqual(['first']);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('worker_channel', 'committed')`);
    });
    expect(heard).toEqual(['first', 'committed']);
    await stop();
    await database.db.execute(sql`select pg_notify('worker_channel', 'after')`);
    expect(heard).toEqual(['first', 'committed']);
  });

  it('keeps the main thread free while a statement runs', async () => {
    const sleep = settled(database.db.execute(sql`select pg_sleep(1)`));
    const ticks: number[] = [];
    const started = performance.now();
    while (!sleep.done()) {
      await new Promise((r) => setTimeout(r, 20));
      ticks.push(performance.now() - started);
    }
    await sleep.p;
    // In-process, the sleep holds the thread for the whole second: no timer fires before it ends.
    expect(ticks.filter((t) => t < 800).length).toBeGreaterThan(5);
  });
});

describe.runIf(onPglite)('requests while the database in the worker is busy', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await workerDatabase();
    app = await buildApp({
      config: testConfig({ DATABASE_QUEUE_MAX: '2' }),
      database,
      logger: false,
      serveWeb: false,
    });
    await app.ready();
    // The lexicon loads on its first lookup: load it before timing.
    await app.inject({ method: 'GET', url: '/api/strongs/H4057' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers a request that needs no database while a long statement runs', async () => {
    const sleep = settled(database.db.execute(sql`select pg_sleep(1)`));
    const strongs = await app.inject({ method: 'GET', url: '/api/strongs/H4057' });
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(sleep.done()).toBe(false);
    expect(strongs.statusCode).toBe(200);
    expect(config.statusCode).toBe(200);
    await sleep.p;
  });

  it('answers 503 with Retry-After to a new request that uses the database when the queue is full', async () => {
    const depth = queueDepthOf(database)!;
    // Drizzle sends a statement when its promise is first awaited: `then` sends each now.
    const sleeps = [1, 2, 3].map(() =>
      database.db.execute(sql`select pg_sleep(0.3)`).then((r) => r),
    );
    expect(depth()).toBe(3);
    const refused = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(DATABASE_BUSY_RETRY_AFTER_S));
    expect(refused.json()).toEqual({
      code: 'database_busy',
      message: 'The server is busy right now. Please try again in a moment.',
    });
    // A route that needs no database still answers.
    expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    await Promise.all(sleeps);
    expect(depth()).toBe(0);
    // Once the queue drained the same request is admitted (401: it needs a signed-in reader).
    expect((await app.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(401);
  });
});
