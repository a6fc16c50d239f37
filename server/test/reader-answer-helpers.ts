import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { READER_DATA_CHANNEL } from '../plugins/session.ts';

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
