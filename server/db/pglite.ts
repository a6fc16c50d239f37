/**
 * Opens embedded PostgreSQL (PGlite) under the data directory: its memory settings, a new cluster created
 * in a short-lived child process (decision 140), and the wrapper that makes an open PGlite a `Database`.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths.ts';
import { pingDb, type Database, type Db } from './database.ts';
import { channelList } from './listen.ts';
import { migrationsUpToDate } from './migrations-up-to-date.ts';
import type { WorkerSource } from './pglite-worker/protocol.ts';
import { PgliteWorkerClient } from './pglite-worker/proxy.ts';
import { registerQueueDepth } from './queue-depth.ts';
import * as schema from './schema/index.ts';
import { instrument, statementHook, type StatementListeners } from './statements.ts';

/**
 * PGlite on the server's own thread runs each statement synchronously, and a statement queued behind another
 * starts from a promise callback: with many requests at once, statement followed statement without the event
 * loop reading a socket in between, so a request that needs no database, or one on a connection opened during
 * the burst, waited for the whole queue to drain (decision 190). Here statements and transactions take turns:
 * one at a time, each started from the event loop's check phase (`setImmediate`), so between two of them the
 * loop polls once, reading requests as they arrive and answering those that need no database. A transaction
 * keeps its turn until it ends (PGlite runs nothing else meanwhile either).
 */
function takeTurnsWithIo(client: PGlite): void {
  const waiting: (() => void)[] = [];
  let busy = false;
  const startNext = () => {
    busy = true;
    setImmediate(() => waiting.shift()!());
  };
  const inTurn = async <T>(run: () => Promise<T>): Promise<T> => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!busy) startNext();
    });
    try {
      return await run();
    } finally {
      busy = false;
      if (waiting.length > 0) startNext();
    }
  };
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) =>
    inTurn(() => query(...args))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
    inTurn(() => transaction(fn))) as PGlite['transaction'];
}

/**
 * Wraps an open PGlite instance (on disk, in memory, or loaded from a dump). `sharesThread`: the instance runs
 * on this thread (not the worker's proxy), so its statements take turns with the event loop's I/O.
 */
export function wrapPglite(client: PGlite, { sharesThread = true } = {}): Database {
  const listeners: StatementListeners = new Set();
  if (sharesThread) takeTurnsWithIo(client);
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
  const database = wrapPglite(proxy as unknown as PGlite, { sharesThread: false });
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
