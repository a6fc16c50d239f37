import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/database.ts';
import { READER_DATA_CHANNEL } from '../plugins/answer-cache.ts';

// Helpers for tests of readers' answers kept in memory (decisions 137 and 145).

/** How many statements `database` sent while `run` ran, and what `run` returned. */
export async function withStatements<T>(
  database: Database,
  run: () => Promise<T>,
): Promise<{ statements: number; result: T }> {
  let statements = 0;
  const stop = database.onStatement(() => statements++);
  try {
    const result = await run();
    return { statements, result };
  } finally {
    stop();
  }
}

/** Polls every 5 ms until `check` holds; throws after `ms`. */
export async function until(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > ms) throw new Error(`still not true after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * Waits until every notification sent so far reached `app` (PostgreSQL delivers them after the commit, in
 * commit order; PGlite before the write resolves), so a late one cannot drop an answer a test expects kept.
 */
export async function settleNotifications(database: Database, app: FastifyInstance): Promise<void> {
  const seen = app.readerAnswers.messages;
  await database.db.execute(sql`select pg_notify(${READER_DATA_CHANNEL}, '')`);
  await until(() => app.readerAnswers.messages > seen);
}

/**
 * The three checks a test of one route's answer from memory needs, for a request made by `request(who)`:
 * `kept` (answered with not one statement), `fresh` (computed: some statement sent; a stale answer would also
 * fail the caller's content check) and `warm` (lets earlier notifications arrive, computes the answer, then
 * checks the next one is kept with the same bytes). `ctx` is read at call time (setupTestApp fills it later).
 */
export function memoryChecks<Who>(
  ctx: { database: Database; app: FastifyInstance },
  request: (who: Who) => Promise<LightMyRequestResponse>,
) {
  async function kept(who: Who): Promise<LightMyRequestResponse> {
    const { statements, result } = await withStatements(ctx.database, () => request(who));
    expect(result.statusCode).toBe(200);
    expect(statements).toBe(0);
    return result;
  }
  async function fresh<T>(who: Who): Promise<T> {
    const { statements, result } = await withStatements(ctx.database, () => request(who));
    expect(result.statusCode).toBe(200);
    expect(statements).toBeGreaterThan(0);
    return result.json<T>();
  }
  async function warm(who: Who): Promise<LightMyRequestResponse> {
    await settleNotifications(ctx.database, ctx.app);
    const computed = await request(who);
    expect(computed.statusCode).toBe(200);
    const again = await kept(who);
    expect(again.body).toBe(computed.body);
    return computed;
  }
  return { kept, fresh, warm };
}
