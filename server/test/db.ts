import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPgliteWorker, wrapPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';

export interface TestDatabase {
  database: Database;
  /** Connection URL when the test database is a PostgreSQL server (for second app instances). */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * Where a test file's PGlite runs: in the test's own thread, as the server runs it by default (decision 186),
 * or in a worker thread with TEST_PGLITE_THREAD=worker (server/db/pglite-worker/worker.test.ts always uses
 * the worker).
 */
export function pgliteThread(): 'worker' | 'main' {
  return process.env.TEST_PGLITE_THREAD === 'worker' ? 'worker' : 'main';
}

/** A fresh, migrated database for one test file: a PGlite clone, or a PostgreSQL database from the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `lamplight_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${pgTemplate}`);
        break;
      } catch (err) {
        // Two files cloning the same template at once can collide; try again shortly.
        if (attempt > 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    const database = openPostgres(u.toString(), 5);
    return {
      database,
      url: u.toString(),
      async dispose() {
        await database.close().catch(() => {});
        await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
        await admin.end();
      },
    };
  }
  const file = inject('pgliteTemplate');
  if (pgliteThread() === 'worker') {
    const bytes = readFileSync(file);
    const database = await openPgliteWorker({ kind: 'dump', dump: new Uint8Array(bytes) });
    return { database, dispose: () => database.close() };
  }
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
  const database = wrapPglite(client);
  return { database, dispose: () => database.close() };
}
