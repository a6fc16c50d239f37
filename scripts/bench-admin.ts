import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Database } from '../server/db/database.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { sessions, users } from '../server/db/schema/index.ts';
import { randomId } from '../server/lib/ids.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../server/plugins/session.ts';
import { freePort } from '../server/test/spawn-server.ts';
import { load, printTable, startBenchServer, type LoadResult } from './bench/util.ts';
import { run as seedUsers } from './seed-users.ts';

// The admin user list at 100,000 users: seeds a temporary database, starts the app in its own
// process (from source, so the figures are for this tree), and loads the list with autocannon,
// 10 connections for 10 s per URL. PGlite always; PostgreSQL too when BENCH_POSTGRES_URL is set
// (a server URL whose user may create databases). Prints figures; asserts nothing.
//   npx tsx scripts/bench-admin.ts        or        npm run bench -- admin

const USERS = 100_000;
const ADMIN_EMAIL = 'bench-admin@example.com';
const PATHS = [
  '/api/admin/users?page=1',
  '/api/admin/users?q=reader-99',
  '/api/admin/users?page=2000',
];

interface Target {
  label: string;
  database: Database;
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'lamplight-bench-admin-'));
  const database = await openPglite(dir);
  return {
    label: 'PGlite (embedded)',
    database,
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const name = `lamplight_bench_admin_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    database: openPostgres(u.toString(), 2),
    env: { DATABASE_URL: u.toString() },
    cleanup: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

/** Seeds the users and a signed-in administrator; returns the administrator's cookie. */
async function prepare(database: Database): Promise<string> {
  await database.migrate();
  const seeded = await seedUsers({ count: USERS, database, log: () => {} });
  console.log(
    `  seeded ${seeded.inserted.toLocaleString('en-GB')} users, ${seeded.plans} plans in ${seeded.ms} ms`,
  );
  const [admin] = await database.db
    .insert(users)
    .values({
      id: randomId(12),
      email: ADMIN_EMAIL,
      emailVerifiedAt: new Date(),
      firstName: 'Bench',
      lastName: 'Admin',
    })
    .returning();
  const sid = randomId(32);
  await database.db.insert(sessions).values({
    id: sid,
    userId: admin!.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    absoluteExpiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return `${SESSION_COOKIE}=${sid}`;
}

async function measure(target: Target): Promise<LoadResult[]> {
  console.log(`\n-- ${target.label} --`);
  let cookie: string;
  try {
    cookie = await prepare(target.database);
  } finally {
    // PGlite allows one process per data directory: let go before the app opens it.
    await target.database.close();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startBenchServer(
    ['--import', 'tsx', 'server/main.ts'],
    {
      ...target.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'silent',
      ADMIN_EMAILS: ADMIN_EMAIL,
    },
    port,
  );
  console.log(`  app ready in ${server.startupMs} ms`);
  try {
    const headers = { cookie };
    for (const path of PATHS) {
      const res = await fetch(`${base}${path}`, { headers });
      const body = (await res.json()) as { total?: number; users?: unknown[] };
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      console.log(`  ${path}: total ${body.total}, ${body.users?.length} on the page`);
    }
    // Warm-up (discarded): lets the JIT and the database caches settle before the first figure.
    await load('warm-up', `${base}${PATHS[0]}`, { connections: 10, duration: 3, headers });
    const results: LoadResult[] = [];
    for (const path of PATHS) {
      results.push(
        await load(`GET ${path}`, `${base}${path}`, { connections: 10, duration: 10, headers }),
      );
    }
    printTable(
      `  ${target.label}, ${USERS.toLocaleString('en-GB')} users, autocannon 10 connections, 10 s each`,
      results,
    );
    // One connection shows what a single administrator waits, without queueing behind nine others.
    const single: LoadResult[] = [];
    for (const path of PATHS) {
      single.push(
        await load(`GET ${path}`, `${base}${path}`, { connections: 1, duration: 5, headers }),
      );
    }
    printTable('  the same, 1 connection, 5 s each', single);
    return [...results, ...single];
  } finally {
    await server.stop();
  }
}

/** Runs the admin list benchmark on PGlite (and PostgreSQL when BENCH_POSTGRES_URL is set). */
export async function run(): Promise<void> {
  const targets: (() => Promise<Target>)[] = [pgliteTarget];
  const pgUrl = process.env.BENCH_POSTGRES_URL;
  if (pgUrl) targets.push(() => postgresTarget(pgUrl));
  for (const make of targets) {
    const target = await make();
    try {
      await measure(target);
    } finally {
      await target.cleanup();
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
