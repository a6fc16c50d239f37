import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import {
  emailVerifications,
  identities,
  identitySessions,
  journalEntries,
  passwordResets,
  rateLimits,
  sessions,
} from '../db/schema/index.ts';
import { testConfig } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { createUser } from '../test/factories.ts';
import { deleteExpiredRows } from './cleanup-repository.ts';
import { runCleanup } from './cleanup.ts';
import { randomId } from '../lib/ids.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await testDb?.dispose();
});

interface Seeded {
  dead: {
    sessions: string[];
    idp: string[];
    resets: string[];
    verifications: string[];
    limits: string[];
  };
  live: {
    sessions: string[];
    idp: string[];
    resets: string[];
    verifications: string[];
    limits: string[];
  };
}

/** One row of every kind on each side of its end, relative to the real clock. */
async function seed(db: Db): Promise<Seeded> {
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms);
  const user = await createUser(db);
  const [identity] = await db
    .insert(identities)
    .values({ userId: user.id, provider: 'password', subject: randomId(8), email: user.email })
    .returning();
  const s = {
    idleGone: randomId(16),
    absoluteGone: randomId(16),
    live: randomId(16),
  };
  await db.insert(sessions).values([
    { id: s.idleGone, userId: user.id, expiresAt: at(-HOUR), absoluteExpiresAt: at(20 * DAY) },
    { id: s.absoluteGone, userId: user.id, expiresAt: at(DAY), absoluteExpiresAt: at(-HOUR) },
    { id: s.live, userId: user.id, expiresAt: at(DAY), absoluteExpiresAt: at(20 * DAY) },
  ]);
  const i = { gone: randomId(16), live: randomId(16) };
  await db.insert(identitySessions).values([
    { id: i.gone, identityId: identity!.id, expiresAt: at(-HOUR), absoluteExpiresAt: at(DAY) },
    { id: i.live, identityId: identity!.id, expiresAt: at(HOUR), absoluteExpiresAt: at(DAY) },
  ]);
  const r = {
    expiredLongAgo: randomId(16),
    usedLongAgo: randomId(16),
    justExpired: randomId(16),
    live: randomId(16),
  };
  const links = [
    { tokenHash: r.expiredLongAgo, expiresAt: at(-2 * DAY), usedAt: null },
    { tokenHash: r.usedLongAgo, expiresAt: at(HOUR), usedAt: at(-2 * DAY) },
    // Expired less than a day ago: kept so a late click still hears "this link has expired".
    { tokenHash: r.justExpired, expiresAt: at(-HOUR), usedAt: null },
    { tokenHash: r.live, expiresAt: at(HOUR), usedAt: null },
  ];
  await db.insert(passwordResets).values(links.map((l) => ({ ...l, identityId: identity!.id })));
  await db
    .insert(emailVerifications)
    .values(links.map((l) => ({ ...l, identityId: identity!.id, email: user.email })));
  const l = { gone: `test:${randomId(8)}`, live: `test:${randomId(8)}` };
  await db.insert(rateLimits).values([
    { key: l.gone, count: 9, resetAt: at(-HOUR) },
    { key: l.live, count: 9, resetAt: at(HOUR) },
  ]);
  return {
    dead: {
      sessions: [s.idleGone, s.absoluteGone],
      idp: [i.gone],
      resets: [r.expiredLongAgo, r.usedLongAgo],
      verifications: [r.expiredLongAgo, r.usedLongAgo],
      limits: [l.gone],
    },
    live: {
      sessions: [s.live],
      idp: [i.live],
      resets: [r.justExpired, r.live],
      verifications: [r.justExpired, r.live],
      limits: [l.live],
    },
  };
}

/** Which of the seeded rows are still there. */
async function present(db: Db, rows: Seeded['dead']) {
  const ids = (r: unknown[]) => r.length;
  return {
    sessions: ids(await db.select().from(sessions).where(inArray(sessions.id, rows.sessions))),
    idp: ids(
      await db.select().from(identitySessions).where(inArray(identitySessions.id, rows.idp)),
    ),
    resets: ids(
      await db.select().from(passwordResets).where(inArray(passwordResets.tokenHash, rows.resets)),
    ),
    verifications: ids(
      await db
        .select()
        .from(emailVerifications)
        .where(inArray(emailVerifications.tokenHash, rows.verifications)),
    ),
    limits: ids(await db.select().from(rateLimits).where(inArray(rateLimits.key, rows.limits))),
  };
}

const none = { sessions: 0, idp: 0, resets: 0, verifications: 0, limits: 0 };

describe('cleanup of expired rows', () => {
  it('runs when the app starts: expired rows go, live rows stay', async () => {
    const db = testDb.database.db;
    const rows = await seed(db);
    const app = await buildApp({
      config: testConfig(),
      database: testDb.database,
      logger: false,
      serveWeb: false,
    });
    await app.ready();
    try {
      expect(await present(db, rows.dead)).toEqual(none);
      expect(await present(db, rows.live)).toEqual({
        sessions: 1,
        idp: 1,
        resets: 2,
        verifications: 2,
        limits: 1,
      });
    } finally {
      await app.close();
    }
  });

  it('runs again on its interval, and stops when the app closes', async () => {
    const db = testDb.database.db;
    const app = await buildApp({
      config: testConfig(),
      database: testDb.database,
      logger: false,
      serveWeb: false,
      cleanupIntervalMs: 50,
    });
    await app.ready();
    const rows = await seed(db);
    try {
      await expect.poll(() => present(db, rows.dead), { timeout: 5000 }).toEqual(none);
      expect((await present(db, rows.live)).sessions).toBe(1);
    } finally {
      await app.close();
    }
    // Closed: nothing runs any more.
    const later = await seed(db);
    await new Promise((r) => setTimeout(r, 200));
    expect((await present(db, later.dead)).sessions).toBe(2);
  });

  it('is safe when several instances run it at once', async () => {
    const db = testDb.database.db;
    const rows = await seed(db);
    const results = await Promise.all([0, 1, 2].map(() => deleteExpiredRows(db, new Date())));
    expect(results.some((r) => r !== null)).toBe(true);
    expect(await present(db, rows.dead)).toEqual(none);
  });

  // PGlite has no autovacuum: the cleanup refreshes the journal's statistics (decision 138), which the
  // planner needs to read a notebook page as an index range. PostgreSQL's autovacuum does it there.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    "refreshes the journal tables' statistics on PGlite",
    async () => {
      const db = testDb.database.db;
      const user = await createUser(db);
      await db.insert(journalEntries).values(
        Array.from({ length: 40 }, (_, i) => ({
          userId: user.id,
          title: `Entry ${i}`,
          content: 'words',
          reference: 'John 3:16',
        })),
      );
      const rows = async () => {
        const res = await db.execute(
          sql`select count(*)::int as n, (select reltuples from pg_class where relname = 'journal_entries')::int as estimate from journal_entries`,
        );
        const row = (res as unknown as { rows: { n: number; estimate: number }[] }).rows[0]!;
        return row;
      };
      const before = await rows();
      expect(before.estimate).not.toBe(before.n);
      const app = await buildApp({
        config: testConfig(),
        database: testDb.database,
        logger: false,
        serveWeb: false,
        cleanupIntervalMs: false,
      });
      await app.ready();
      try {
        await runCleanup(app);
      } finally {
        await app.close();
      }
      const after = await rows();
      expect(after.estimate).toBe(after.n);
    },
  );
});
