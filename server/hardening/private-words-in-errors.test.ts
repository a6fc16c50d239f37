import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { signedInUser } from '../test/factories.ts';

// A database error during a save never puts the reader's words in the log (M1), and a write that loses the
// race with the reader's own account deletion is a 401, not a 500 (L8). Both databases.

let testDb: TestDatabase;
let app: FastifyInstance;
/** Every line the app logged, raw. */
const lines: string[] = [];
const logged = () => lines.join('\n');
const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database: testDb.database,
    logStream: { write: (msg: string) => void lines.push(msg) },
    serveWeb: false,
    cleanupIntervalMs: false,
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const REFLECTION = 'Secret-reflection-words: I forgave my brother Ezekiel today';
const TITLE = 'Private-title-Zephaniah';

describe('a database error during a save', () => {
  it('is logged by class, code and constraint only: no reflection, title or parameters', async () => {
    const db = testDb.database.db;
    const reader = await signedInUser(db);
    // Any new row now fails inside the database; PostgreSQL's detail would echo the whole failing row.
    await db.execute(
      sql.raw(
        'alter table journal_entries add constraint forced_failure check (length(content) < 0) not valid',
      ),
    );
    try {
      lines.length = 0;
      const res = await app.inject({
        method: 'POST',
        url: '/api/journal/entries',
        headers: reader.headers,
        payload: { content: REFLECTION, title: TITLE, reference: 'John 3:16' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('Secret-reflection');
      const errors = parsed().filter((l) => (l.level as number) >= 50);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors[0]!.err).toMatchObject({ code: '23514', constraint: 'forced_failure' });
      const text = logged();
      expect(text).not.toContain('Secret-reflection');
      expect(text).not.toContain('Ezekiel');
      expect(text).not.toContain('Zephaniah');
      expect(text).not.toContain('Failed query');
      expect(text).not.toContain('params');
      expect(text).not.toContain('Failing row');
      expect(text).not.toContain(reader.user.id);
    } finally {
      await db.execute(sql.raw('alter table journal_entries drop constraint forced_failure'));
    }
  });
});

describe('a write racing the reader’s own account deletion', () => {
  it('answers 401 and logs nothing of the reflection', async () => {
    const db = testDb.database.db;
    const reader = await signedInUser(db);
    // The session is resolved and remembered (decision 132) …
    const first = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: reader.headers,
    });
    expect(first.statusCode).toBe(200);
    // … and the account goes in between, unannounced, as it would between this instance's session check and
    // its insert (no trigger tells the cache; the statement is not one the process recognises as a write).
    await db.execute(sql.raw('alter table users disable trigger user'));
    await db.execute(sql.raw('alter table sessions disable trigger user'));
    try {
      await db.execute(
        sql`with gone as (delete from users where id = ${reader.user.id} returning 1) select count(*) from gone`,
      );
    } finally {
      await db.execute(sql.raw('alter table users enable trigger user'));
      await db.execute(sql.raw('alter table sessions enable trigger user'));
    }
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/journal/entries',
      headers: reader.headers,
      payload: { content: REFLECTION, title: TITLE, reference: 'John 3:16' },
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
    expect(parsed().filter((l) => (l.level as number) >= 50)).toEqual([]);
    expect(logged()).not.toContain('Secret-reflection');
    expect(logged()).not.toContain('Zephaniah');
  });
});
