import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { testConfig } from '../test/app.ts';
import { signedInUser } from '../test/factories.ts';
import type { Database, StatementTarget } from './database.ts';
import { openPostgres } from './postgres.ts';
import { forReads } from './statements.ts';

// Decision 134: DATABASE_READ_URL sends the public plans catalogue and plan search to a streaming replica;
// writes, transactions and a reader's own data stay on the primary. This file starts a real primary and a
// real standby (pg_basebackup -R) in a temp dir, on free ports, and tears both down afterwards.

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const RUNUSER = '/usr/sbin/runuser';
const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** Why the replica test cannot run here, or null when it can. */
function skipReason(): string | null {
  if (process.env.TEST_DB !== 'postgres') return 'runs with TEST_DB=postgres only';
  for (const bin of ['initdb', 'pg_ctl', 'pg_basebackup']) {
    if (!existsSync(join(PG_BIN, bin))) return `${join(PG_BIN, bin)} is missing (set PG_BIN)`;
  }
  // PostgreSQL refuses to run as root: as root, the clusters run as the `postgres` OS user.
  if (asRoot && !existsSync(RUNUSER)) return `running as root without ${RUNUSER}`;
  return null;
}

const PLAN_TITLE = 'Wanderings in the Wilderness';

const skip = skipReason();
if (skip) console.info(`read-replica.test.ts skipped: ${skip}`);

/** Runs a PostgreSQL binary as the cluster's owner. */
async function pgTool(bin: string, args: string[]): Promise<void> {
  const file = join(PG_BIN, bin);
  if (asRoot) await run(RUNUSER, ['-u', 'postgres', '--', file, ...args], { cwd: '/tmp' });
  else await run(file, args);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts the cluster in `dir` on `port`, listening on 127.0.0.1 and a socket in the temp dir only. */
async function startCluster(dir: string, port: number, socketDir: string): Promise<void> {
  const opts = [
    `-p ${port}`,
    `-c listen_addresses=127.0.0.1`,
    `-c unix_socket_directories=${socketDir}`,
    '-c fsync=off',
    '-c max_connections=30',
    '-c shared_buffers=16MB',
  ].join(' ');
  await pgTool('pg_ctl', ['-D', dir, '-o', opts, '-l', `${dir}.log`, '-w', '-t', '30', 'start']);
}

async function one<T>(url: string, text: string, values: unknown[] = []): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query(text, values);
    return res.rows[0] as T;
  } finally {
    await client.end();
  }
}

/** Waits until the standby has replayed everything the primary wrote so far. */
async function caughtUp(primaryUrl: string, standbyUrl: string): Promise<void> {
  const { lsn } = await one<{ lsn: string }>(
    primaryUrl,
    'select pg_current_wal_lsn()::text as lsn',
  );
  const end = Date.now() + 20_000;
  for (;;) {
    const { done } = await one<{ done: boolean }>(
      standbyUrl,
      'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as done',
      [lsn],
    );
    if (done) return;
    if (Date.now() > end) throw new Error(`standby has not replayed up to ${lsn}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('DATABASE_READ_URL setting', () => {
  it('is accepted with DATABASE_URL and refused without it', () => {
    const url = 'postgres://postgres@127.0.0.1:5433/app';
    const both = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1/app',
      DATABASE_READ_URL: url,
    });
    expect(both.DATABASE_READ_URL).toBe(url);
    expect(() => loadConfig({ DATABASE_READ_URL: url })).toThrow(/needs DATABASE_URL/);
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://x@h/app', DATABASE_READ_URL: 'http://h/' }),
    ).toThrow(/DATABASE_READ_URL.*PostgreSQL URL/);
  });
});

describe.skipIf(skip !== null)('reads on a streaming replica (decision 134)', () => {
  let root = '';
  const clusters: string[] = [];
  let primaryUrl = '';
  let standbyUrl = '';
  let database: Database;
  let app: FastifyInstance;
  const seen: { text: string; target: StatementTarget }[] = [];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'lamplight-replica-'));
    if (asRoot) await chown(root, ...(await postgresIds()));
    const primaryDir = join(root, 'primary');
    const standbyDir = join(root, 'standby');
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    // initdb's own pg_hba.conf trusts local replication connections: no system file is touched.
    await pgTool('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await startCluster(primaryDir, primaryPort, root);
    clusters.push(primaryDir);
    await pgTool('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    await startCluster(standbyDir, standbyPort, root);
    clusters.push(standbyDir);
    primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;

    database = openPostgres(primaryUrl, 4, standbyUrl);
    database.onStatement((text, target) => seen.push({ text, target }));
    await database.migrate();
    // One featured public plan for the catalogue and the search to find.
    await database.db.execute(sql`
      insert into plans (title, description, type, plan_type, is_public, is_featured)
      values (${PLAN_TITLE}, 'Forty days by still waters', 'theme', 'daily', true, true)`);
    await caughtUp(primaryUrl, standbyUrl);
    app = await buildApp({
      config: testConfig({ DATABASE_URL: primaryUrl, DATABASE_READ_URL: standbyUrl }),
      database,
      logger: false,
      serveWeb: false,
    });
    await app.ready();
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    for (const dir of clusters.reverse()) {
      await pgTool('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']).catch(() => {});
    }
    if (root) await rm(root, { recursive: true, force: true });
  }, 120_000);

  /** The statements (and their pools) sent while `fn` ran. */
  async function statementsDuring(fn: () => Promise<unknown>) {
    const from = seen.length;
    await fn();
    return seen.slice(from);
  }

  it('opens the read pool on the standby and the main pool on the primary', async () => {
    const recovery = async (db: Database['db']) => {
      const res = await db.execute(sql`select pg_is_in_recovery() as r`);
      return (res as unknown as { rows: { r: boolean }[] }).rows[0]?.r;
    };
    expect(await recovery(database.read)).toBe(true);
    expect(await recovery(database.db)).toBe(false);
    // The standby refuses writes outright.
    const refused = await database.read
      .execute(sql`create table nope (id int)`)
      .catch((e: Error) => e);
    expect(String((refused as Error).cause)).toMatch(
      /cannot execute CREATE TABLE in a read-only transaction/,
    );
  });

  it('keeps a read inside a transaction on the primary', async () => {
    expect(forReads(database.db)).toBe(database.read);
    await database.db.transaction(async (tx) => {
      expect(forReads(tx)).toBe(tx);
    });
  });

  it('answers plan search and the catalogue from the standby', async () => {
    const reader = await signedInUser(database.db);
    let res: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
    const search = await statementsDuring(async () => {
      res = await app.inject({
        method: 'GET',
        url: '/api/plans/search?q=wanderings',
        headers: reader.headers,
      });
    });
    expect(res?.statusCode, res?.body).toBe(200);
    expect(res?.json().plans.map((p: { title: string }) => p.title)).toEqual([PLAN_TITLE]);
    const onStandby = search.filter((s) => s.target === 'replica');
    expect(onStandby.some((s) => /from "plans"/.test(s.text))).toBe(true);
    // The search itself never ran on the primary.
    expect(search.filter((s) => s.target === 'primary' && /to_tsquery/.test(s.text))).toEqual([]);

    const overview = await statementsDuring(async () => {
      res = await app.inject({ method: 'GET', url: '/api/plans', headers: reader.headers });
    });
    expect(res?.statusCode, res?.body).toBe(200);
    expect(res?.json().featured.length).toBeGreaterThan(0);
    expect(overview.filter((s) => s.target === 'replica').length).toBeGreaterThanOrEqual(3);
    // The reader's own plans are read on the primary.
    expect(overview.some((s) => s.target === 'primary' && /"user_plans"/.test(s.text))).toBe(true);
  });

  it('sends a reflection to the primary and reads it back at once, with nothing on the standby', async () => {
    const reader = await signedInUser(database.db);
    const content = `Still waters ${Date.now()}`;
    let saved: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
    let list: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
    const statements = await statementsDuring(async () => {
      saved = await app.inject({
        method: 'POST',
        url: '/api/journal/entries',
        headers: reader.headers,
        payload: { content },
      });
      list = await app.inject({
        method: 'GET',
        url: '/api/journal/entries',
        headers: reader.headers,
      });
    });
    expect(saved?.statusCode, saved?.body).toBe(201);
    // Read-your-writes: the list right after the write shows it.
    expect(list?.statusCode, list?.body).toBe(200);
    expect(list?.body).toContain(content);
    expect(
      statements.some(
        (s) => s.target === 'primary' && /insert into "journal_entries"/.test(s.text),
      ),
    ).toBe(true);
    expect(statements.filter((s) => s.target === 'replica')).toEqual([]);
    // And it reaches the standby by streaming, not by the app writing there.
    await caughtUp(primaryUrl, standbyUrl);
    const copy = await one<{ n: number }>(
      standbyUrl,
      'select count(*)::int as n from journal_entries where content = $1',
      [content],
    );
    expect(copy.n).toBe(1);
  });

  it('never sent a write statement to the standby', () => {
    const replica = seen.filter((s) => s.target === 'replica');
    expect(replica.length).toBeGreaterThan(0);
    // (Only completed statements are heard: the refused `create table` above never completed.)
    expect(replica.filter((s) => !/^\s*(select|with)\b/i.test(s.text))).toEqual([]);
  });
});

async function postgresIds(): Promise<[number, number]> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return [Number(uid.trim()), Number(gid.trim())];
}
