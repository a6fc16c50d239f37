import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@contract/auth.ts';
import { setClock } from '../../lib/clock.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../../test/factories-plans.ts';
import { memoryChecks, settleNotifications } from '../../test/reader-answer-helpers.ts';
import { deleteAdminGrant, insertAdminGrant } from '../../users/admin-grants-repository.ts';

// Decision 147: GET /api/auth/user answers from memory while nothing it is made of changed (the reader's row,
// reading days, plans, admin grant) and the reader's local date and the UTC month are the same.

const ctx = setupTestApp();
const onPostgres = process.env.TEST_DB === 'postgres';
afterEach(() => setClock());

function get(reader: SignedIn) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: reader.headers });
}

const { kept, warm, fresh: computed } = memoryChecks(ctx, get);
/** The next answer, asserting it was computed. */
const fresh = (reader: SignedIn) => computed<User & { isAdmin: boolean }>(reader);

const at = (iso: string) => setClock(() => new Date(iso));

describe('GET /api/auth/user from memory', () => {
  it('answers again with the same bytes and no-store, without a statement', async () => {
    const reader = await signedInUser(ctx.database.db);
    const computed = await warm(reader);
    const again = await kept(reader);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toMatchObject({ id: reader.user.id, isAdmin: false });
    expect(again.body).toBe(computed.body);
  });

  it("a change of the reader's own row (reading comfort) makes the next answer fresh", async () => {
    const reader = await signedInUser(ctx.database.db);
    expect((await warm(reader)).json().readingComfort.textSize).toBe('m');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/reading-comfort',
      headers: reader.headers,
      payload: { textSize: 'xl', lineSpacing: 'relaxed' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await fresh(reader)).readingComfort).toEqual({
      textSize: 'xl',
      lineSpacing: 'relaxed',
    });
  });

  it('an admin grant and its revocation show at once', async () => {
    const reader = await signedInUser(ctx.database.db);
    expect((await warm(reader)).json().isAdmin).toBe(false);
    await insertAdminGrant(ctx.database.db, reader.user.id, 'test');
    expect((await fresh(reader)).isAdmin).toBe(true);
    await warm(reader);
    await deleteAdminGrant(ctx.database.db, reader.user.id);
    expect((await fresh(reader)).isAdmin).toBe(false);
  });

  it('a grant written by another connection (as with psql) reaches the cache', async () => {
    const reader = await signedInUser(ctx.database.db);
    expect((await warm(reader)).json().isAdmin).toBe(false);
    const insert = 'insert into admin_user_grants (user_id, granted_by) values ($1, $2)';
    if (onPostgres) {
      const other = new pg.Client({ connectionString: ctx.testDb.url! });
      await other.connect();
      try {
        await other.query(insert, [reader.user.id, 'psql']);
      } finally {
        await other.end();
      }
    } else {
      // PGlite has no statement hook for readers' data: only the trigger's NOTIFY can tell the cache.
      await ctx.database.db.execute(
        sql`insert into admin_user_grants (user_id, granted_by) values (${reader.user.id}, 'psql')`,
      );
    }
    await settleNotifications(ctx.database, ctx.app);
    expect((await fresh(reader)).isAdmin).toBe(true);
  });

  it("a day read (the plan moved on) counts in the next answer's streak", async () => {
    const db = ctx.database.db;
    const reader = await signedInUser(db);
    const { plan } = await createPlanWithSessions(db, {
      sessions: ['Ruth 1', 'Ruth 2'].map((reference) => ({ reference })),
    });
    await activatePlan(db, reader.user.id, plan.id, 1);
    expect((await warm(reader)).json().totalReadingDays).toBe(0);
    const advanced = await ctx.app.inject({
      method: 'POST',
      url: '/api/plans/advance',
      headers: reader.headers,
      payload: { fromDay: 1 },
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    await settleNotifications(ctx.database, ctx.app);
    expect(await fresh(reader)).toMatchObject({ totalReadingDays: 1, currentStreakDays: 1 });
  });

  it("the reader's next local day is a new answer", async () => {
    const reader = await signedInUser(ctx.database.db, { timeZone: 'Europe/London' });
    at('2026-11-10T12:00:00Z');
    await warm(reader);
    at('2026-11-10T23:30:00Z');
    await kept(reader);
    at('2026-11-11T00:30:00Z');
    await fresh(reader);
  });

  it('a new UTC month is a new answer on the same local date (the monthly custom-plan count)', async () => {
    const reader = await signedInUser(ctx.database.db, { timeZone: 'America/New_York' });
    at('2026-11-30T23:30:00Z'); // 18:30 on 30 November in New York
    await warm(reader);
    at('2026-12-01T03:00:00Z'); // 22:00 on 30 November in New York
    await fresh(reader);
  });
});
