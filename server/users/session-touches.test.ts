import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { randomId } from '../lib/ids.ts';
import { SESSION_COOKIE, SESSION_IDLE_MS } from '../plugins/session.ts';
import { setupTestApp } from '../test/app.ts';
import { createUser, sessionStartedAt, signedInUser } from '../test/factories.ts';
import { settleNotifications } from '../test/reader-answer-helpers.ts';
import { SessionTouches, TOUCH_BATCH_MAX, TOUCH_FLUSH_MS } from './session-touches.ts';

// Decision 191: a session's moved idle expiry is written after the answer, in one statement for every
// session touched within a second, and that statement never empties this process's caches.

const ctx = setupTestApp();
const HOUR = 60 * 60 * 1000;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

/** The statements sent from now on (their first words), until the test ends. */
function record(): string[] {
  const seen: string[] = [];
  stop = ctx.database.onStatement((text) =>
    seen.push(text.trim().split(/\s+/).slice(0, 4).join(' ')),
  );
  return seen;
}

const isTouchWrite = (s: string) => /^update sessions as s/i.test(s);

/** A session last used two hours ago: its next request moves its idle expiry. */
const sessionUsedEarlier = (userId: string) =>
  sessionStartedAt(ctx.database.db, userId, Date.now() - 2 * HOUR);

const me = (sessionId: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { cookie: `${SESSION_COOKIE}=${sessionId}` },
  });

describe('moved session expiries', () => {
  it('are written after the answers, one statement for several sessions', async () => {
    const ids = await Promise.all(
      [0, 1, 2].map(async () => sessionUsedEarlier((await createUser(ctx.database.db)).id)),
    );
    const seen = record();
    const started = Date.now();
    const answers = await Promise.all(ids.map(me));
    const elapsed = Date.now() - started;
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      // The cookie moves at once: the browser keeps it for the new idle period.
      expect(String(res.headers['set-cookie'])).toMatch(
        new RegExp(`Max-Age=${SESSION_IDLE_MS / 1000}`),
      );
    }
    // Unless the machine took longer than the wait itself, no answer waited for the write.
    if (elapsed < TOUCH_FLUSH_MS) expect(seen.filter(isTouchWrite)).toEqual([]);

    const before = Date.now();
    await ctx.app.sessionTouches.flush();
    expect(seen.filter(isTouchWrite).length).toBe(1);
    const rows = await ctx.database.db.select().from(sessions).where(inArray(sessions.id, ids));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(before - row.lastSeenAt.getTime()).toBeLessThan(60_000);
      expect(row.expiresAt.getTime() - row.lastSeenAt.getTime()).toBe(SESSION_IDLE_MS);
    }
  });

  it("leave other readers' cached sessions cached", async () => {
    // Rows first, and their notifications in: a write from outside a request (these set-up inserts)
    // empties every cached session.
    const other = await signedInUser(ctx.database.db);
    const touched = await sessionUsedEarlier((await createUser(ctx.database.db)).id);
    await settleNotifications(ctx.database, ctx.app);
    const ask = () =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: other.headers });
    expect((await ask()).statusCode).toBe(200);
    expect((await me(touched)).statusCode).toBe(200);
    await ctx.app.sessionTouches.flush();

    const seen = record();
    expect((await ask()).statusCode).toBe(200);
    // The other reader's session still comes from memory: no statement at all.
    expect(seen).toEqual([]);
  });

  it('are written at once when a batch is full, and never bring back a signed-out session', async () => {
    const user = await createUser(ctx.database.db);
    const gone = await sessionUsedEarlier(user.id);
    expect((await me(gone)).statusCode).toBe(200);
    await ctx.database.db.delete(sessions).where(eq(sessions.id, gone));

    const seen = record();
    const touches = ctx.app.sessionTouches;
    const at = new Date();
    for (let i = 1; i < TOUCH_BATCH_MAX; i++) {
      touches.add(randomId(32), at, new Date(at.getTime() + SESSION_IDLE_MS));
    }
    // The batch (the signed-out session and the made-up ones) is full: it goes without waiting.
    expect(touches.size).toBe(0);
    await touches.flush();
    expect(seen.filter(isTouchWrite).length).toBe(1);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.id, gone))).toEqual([]);
    expect((await me(gone)).statusCode).toBe(401);
  });
});

describe('a failed write', () => {
  it('is logged by count and error code, never with the session ids', async () => {
    const id = randomId(32);
    // What drizzle throws for a failed statement: its message quotes the parameters.
    const failing = {
      execute: () =>
        Promise.reject(
          Object.assign(new Error(`Failed query: update sessions … params: ${id}`), {
            name: 'DrizzleQueryError',
            cause: Object.assign(new Error('terminating connection'), {
              code: '57P01',
              severity: 'FATAL',
            }),
          }),
        ),
    } as unknown as Db;
    const lines: unknown[] = [];
    const touches = new SessionTouches(failing, { warn: (obj, msg) => lines.push([obj, msg]) });
    touches.add(id, new Date(), new Date(Date.now() + SESSION_IDLE_MS));
    await touches.flush();
    expect(lines).toHaveLength(1);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('57P01');
    expect(logged).toContain('"sessions":1');
    expect(logged).not.toContain(id);
  });
});
