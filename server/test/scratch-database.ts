import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Scratch PostgreSQL databases for the hardening and bench scripts. */

/** The admin URL for scratch databases: TEST_DATABASE_URL or BENCH_DATABASE_URL. */
export function adminDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL || undefined;
}

/** Creates an empty database `${prefix}<random>` and returns its URL and a drop function. */
export async function scratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
