import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { WorkerSource } from './pglite-worker/protocol.ts';
import { PgliteWorkerClient } from './pglite-worker/proxy.ts';
import { registerQueueDepth } from './queue-depth.ts';
import * as schema from './schema/index.ts';
import { statementContext, type StatementContext } from './statement-context.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * Where reads that tolerate replica lag go (decision 134): a pool on the streaming replica named by
   * DATABASE_READ_URL, or `db` itself when there is none (always on PGlite). Repositories reach it through
   * `forReads(executor)`, never directly; writes and transactions stay on `db`.
   */
  read: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent; serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Receives NOTIFY on one or more channels over one connection (decisions 132, 137): `onMessage` with the
   * payload and its channel; `onLive(true)` once listening on all of them; `onLive(false)` when the listening
   * connection is lost (on PostgreSQL it reconnects every second and says `onLive(true)` again). Resolves to a
   * function that stops listening.
   */
  listen(
    channels: string | readonly string[],
    handlers: ListenHandlers,
  ): Promise<() => Promise<void>>;
  /**
   * Calls `fn` with the text of every statement this process sent, once it completed, the pool it went to
   * ('replica' only for `read` when DATABASE_READ_URL is set), its connection and the context it was sent in.
   * Returns an unsubscribe.
   */
  onStatement(fn: StatementListener): () => void;
}

const MIGRATION_LOCK_ID = 7_345_001;

/** The `when` of the newest migration in the committed journal (drizzle's folderMillis). */
export function lastJournalMillis(migrationsFolder: string = MIGRATIONS_DIR): number {
  const journal = JSON.parse(
    readFileSync(resolve(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/**
 * True when the database already holds the journal's newest migration (decision 139): drizzle applies a
 * migration only when its `when` is newer than the newest `created_at` in drizzle.__drizzle_migrations, so
 * then it would apply nothing. One statement instead of drizzle's five (schema and table creation, the
 * read, an empty transaction) and reading and hashing every migration file. False when the table is
 * missing (a new database) or on any error: the migrator then runs as before.
 */
export async function migrationsUpToDate(
  client: { query(text: string): Promise<{ rows: unknown[] }> },
  migrationsFolder: string = MIGRATIONS_DIR,
): Promise<boolean> {
  try {
    const { rows } = await client.query(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    const last = (rows[0] as { last: string | null } | undefined)?.last;
    return last != null && Number(last) >= lastJournalMillis(migrationsFolder);
  } catch {
    return false;
  }
}

/**
 * Statements sent to the database by this process, counted only when LAMPLIGHT_COUNT_QUERIES is set (the
 * hot-path bench reads it through GET /bench/counters to print queries per request). Zero cost otherwise.
 */
export const queryCounter = {
  enabled: Boolean(process.env.LAMPLIGHT_COUNT_QUERIES),
  queries: 0,
  /** Requests answered (the database plugin counts them when counting is on). */
  requests: 0,
};

export type StatementTarget = 'primary' | 'replica';
/** Where a statement went and what it was sent for. */
export interface StatementInfo {
  /** The connection (or embedded transaction) it ran on: statements of one transaction share it. */
  connection: object;
  /** The request's context when it was sent (statement-context.ts), if any. */
  context: StatementContext | undefined;
}
export type StatementListener = (
  text: string,
  target: StatementTarget,
  info: StatementInfo,
) => void;
type StatementListeners = Set<StatementListener>;

/** The replica executor of each primary `Db` that has one (decision 134). */
const replicaOf = new WeakMap<object, Db>();

/**
 * The executor for a read that tolerates replica lag (the public plans catalogue and plan search): the
 * replica when `db` is the primary handle of a database opened with DATABASE_READ_URL, otherwise `db` itself.
 * A transaction is never registered, so a read inside one stays on the primary, with the transaction's view.
 */
export function forReads<E extends object>(db: E): E | Db {
  return replicaOf.get(db) ?? db;
}

/**
 * Wraps an object's `query` (a node-postgres client, PGlite or a PGlite transaction) so each call counts one
 * statement when counting is on, and the statement listeners hear of it once it completed.
 */
function instrument(
  target: object,
  listeners: StatementListeners,
  pool: StatementTarget = 'primary',
): void {
  const wrapped = target as { query: (...args: unknown[]) => unknown };
  const original = wrapped.query.bind(target);
  wrapped.query = (...args: unknown[]) => {
    if (queryCounter.enabled) queryCounter.queries++;
    if (listeners.size === 0) return original(...args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    // Read when sent: a pooled client's callback runs in whichever context the socket's data arrived in.
    const info: StatementInfo = { connection: target, context: statementContext.getStore() };
    const done = () => {
      for (const fn of listeners) fn(text, pool, info);
    };
    const last = args.at(-1);
    if (typeof last === 'function') {
      // node-postgres pools call client.query(text, values, callback).
      const callback = last as (err: unknown, res: unknown) => void;
      args[args.length - 1] = (err: unknown, res: unknown) => {
        if (!err) done();
        callback(err, res);
      };
      return original(...args);
    }
    const result = original(...args);
    if (!(result instanceof Promise)) return result;
    return result.then((value: unknown) => {
      done();
      return value;
    });
  };
}

function statementHook(listeners: StatementListeners) {
  return (fn: StatementListener) => {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  };
}

export interface ListenHandlers {
  onMessage(payload: string, channel: string): void;
  onLive(live: boolean): void;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** The channels to listen on, each checked to be a plain identifier. */
function channelList(channels: string | readonly string[]): readonly string[] {
  const list = typeof channels === 'string' ? [channels] : channels;
  for (const channel of list) {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  }
  return list;
}

/** LISTEN on a dedicated PostgreSQL connection that reconnects (every second) when it is lost. */
async function listenPostgres(
  url: string,
  channels: string | readonly string[],
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  const list = channelList(channels);
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      // A connection lost without a reset is noticed by keepalive probes, not only by the next write.
      keepAlive: true,
    });
    current = client;
    const lost = () => {
      if (current !== client) return;
      current = null;
      handlers.onLive(false);
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (msg) => {
      if (list.includes(msg.channel)) handlers.onMessage(msg.payload ?? '', msg.channel);
    });
    try {
      await client.connect();
      for (const channel of list) await client.query(`listen ${channel}`);
      if (current === client && !stopped) handlers.onLive(true);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

function openPool(
  url: string,
  poolSize: number,
  listeners: StatementListeners,
  target: StatementTarget,
) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => instrument(client, listeners, target));
  return pool;
}

/**
 * Opens PostgreSQL through a node-postgres pool, and a second pool of the same size on the streaming replica
 * at `readUrl` when given (decision 134).
 */
export function openPostgres(url: string, poolSize = 10, readUrl?: string): Database {
  const listeners: StatementListeners = new Set();
  const pool = openPool(url, poolSize, listeners, 'primary');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const readPool = readUrl ? openPool(readUrl, poolSize, listeners, 'replica') : undefined;
  const read = readPool ? (drizzlePg(readPool, { schema }) as unknown as Db) : db;
  if (read !== db) replicaOf.set(db, read);
  return {
    db,
    read,
    kind: 'postgres',
    async migrate() {
      if (await migrationsUpToDate(pool)) return;
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: () => pingDb(db),
    async close() {
      await Promise.all([pool.end(), readPool?.end()]);
    },
    listen: (channels, handlers) => listenPostgres(url, channels, handlers),
    onStatement: statementHook(listeners),
  };
}

/** Wraps an open PGlite instance (on disk, in memory, or loaded from a dump). */
export function wrapPglite(client: PGlite): Database {
  const listeners: StatementListeners = new Set();
  instrument(client, listeners);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) =>
    transaction((tx) => {
      instrument(tx, listeners);
      return fn(tx);
    });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    // One embedded database: nothing to replicate to.
    read: db,
    kind: 'pglite',
    async migrate() {
      if (await migrationsUpToDate(client)) return;
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: () => pingDb(db),
    close: () => client.close(),
    async listen(channels, handlers) {
      // One process: PGlite delivers a notification before the statement that caused it resolves.
      const unlisten: (() => Promise<void>)[] = [];
      for (const channel of channelList(channels)) {
        unlisten.push(
          await client.listen(channel, (payload) => handlers.onMessage(payload, channel)),
        );
      }
      handlers.onLive(true);
      return async () => {
        handlers.onLive(false);
        if (!client.closed) await Promise.all(unlisten.map((stop) => stop().catch(() => {})));
      };
    },
    onStatement: statementHook(listeners),
  };
}

/**
 * Embedded PostgreSQL's memory settings (docs/quality.md, "Hot path (issue 19)"): the
 * default 128 MB of shared buffers lives inside the WASM heap and is most of PGlite's resident memory; one
 * reader's working set fits in 16 MB, and sorts larger than 2 MB spill to (in-memory) temp files.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'work_mem=2MB'];

/**
 * Creates a new PGlite data directory in a short-lived child process (decision 140). PGlite's initdb runs
 * a second PostgreSQL and the initdb program, each with its own WASM heap, and copies the new cluster
 * between them: about 550 MB at the peak, and the server process kept 100-200 MB of it as resident memory
 * for its whole life after freeing it. In a child, all of it goes back to the system when the child exits.
 * Resolves false when the child failed; the caller then creates the directory in-process as before.
 */
export function initPgliteApart(dir: string): Promise<boolean> {
  try {
    mkdirSync(dirname(dir), { recursive: true });
  } catch {
    return Promise.resolve(false);
  }
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const code =
    'require(process.argv[1]).PGlite.create(process.argv[2], { postgresqlconf: JSON.parse(process.argv[3]) })' +
    '.then((c) => c.close()).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });';
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['-e', code, pglite, dir, JSON.stringify(PGLITE_SETTINGS)],
      { timeout: 120_000 },
      (err) => done(!err && existsSync(join(dir, 'PG_VERSION'))),
    );
  });
}

/** Opens PGlite in a worker thread (decision 184): on disk, from a dump, or in memory. */
export async function openPgliteWorker(source: WorkerSource): Promise<Database> {
  const proxy = await PgliteWorkerClient.start(source);
  // The proxy answers the part of PGlite's interface wrapPglite and drizzle use.
  const database = wrapPglite(proxy as unknown as PGlite);
  registerQueueDepth(database, () => proxy.outstanding);
  return database;
}

/**
 * Opens embedded PostgreSQL (PGlite) stored under dataDir: in a worker thread when `worker` is set
 * (decision 184), in this thread otherwise.
 */
export async function openPglite(dataDir: string, worker = false): Promise<Database> {
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dirname(dir), { recursive: true });
  if (!existsSync(join(dir, 'PG_VERSION'))) await initPgliteApart(dir);
  if (worker) return openPgliteWorker({ kind: 'dir', dataDir: dir, settings: PGLITE_SETTINGS });
  const client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS });
  return wrapPglite(client);
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the configured database: PostgreSQL when a URL is given (with a replica pool when a read URL is given
 * too), PGlite on disk otherwise.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  databaseReadUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** PGlite in a worker thread (decision 184). */
  pgliteWorker?: boolean;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize, opts.databaseReadUrl)
    : openPglite(opts.dataDir, opts.pgliteWorker);
}
