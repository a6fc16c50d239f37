import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app.ts';
import { pgliteThread } from '../test/db.ts';
import { signedInUser, type SignedIn } from '../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../test/factories-plans.ts';

// Decision 190: PGlite on the server's thread lets the event loop poll between statements, so a burst of
// requests that use the database does not hold back everything else (reading sockets, accepting connections,
// answering a request that needs no database) until the whole queue has drained.

const onThisThread = process.env.TEST_DB !== 'postgres' && pgliteThread() === 'main';
const ctx = setupTestApp();

describe.skipIf(!onThisThread)('PGlite on the server thread, under a burst', () => {
  it('lets the event loop turn before most of the burst has run', async () => {
    const db = ctx.database.db;
    const { plan } = await createPlanWithSessions(db, {
      sessions: ['Genesis 1', 'Exodus 16:1-18', 'Psalms 23'].map((reference) => ({ reference })),
    });
    const readers: SignedIn[] = [];
    for (let i = 0; i < 30; i++) {
      const reader = await signedInUser(db);
      await activatePlan(db, reader.user.id, plan.id, 2);
      readers.push(reader);
    }
    // As on a new morning: each session is due a refresh and each reader's day row is written.
    await db.execute(sql`update sessions set last_seen_at = now() - interval '20 hours'`);

    let completed = 0;
    const stop = ctx.database.onStatement(() => completed++);
    try {
      const burst = Promise.all(
        readers.map((r) =>
          ctx.app.inject({ method: 'GET', url: '/api/readings/today', headers: r.headers }),
        ),
      );
      // What a socket event would wait for: the event loop's next turn (its poll, then this check phase).
      const atTurn = new Promise<number>((resolve) => setImmediate(() => resolve(completed)));
      const answers = await burst;
      expect(answers.map((a) => a.statusCode)).toEqual(readers.map(() => 200));
      const total = completed;
      // At least three statements a reader (the session, Today's read, the day's reading row; the session's
      // refresh follows later, decision 191); the loop turned after a handful, not after the queue drained.
      expect(total).toBeGreaterThanOrEqual(3 * readers.length);
      expect(await atTurn).toBeLessThan(total / 4);
    } finally {
      stop();
    }
  });
});
