/**
 * Opens PostgreSQL: a node-postgres pool on the primary and, when DATABASE_READ_URL is set, one on the
 * streaming replica (decision 134), with migrations serialised across processes by an advisory lock.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { pingDb, type Database, type Db, type StatementTarget } from './database.ts';
import { listenPostgres } from './listen.ts';
import { migrationsUpToDate } from './migrations-up-to-date.ts';
import { prepareRepeatedStatements, statementNames } from './prepared-statements.ts';
import * as schema from './schema/index.ts';
import {
  instrument,
  registerReplica,
  statementHook,
  type StatementListeners,
} from './statements.ts';

const MIGRATION_LOCK_ID = 7_345_001;

function openPool(
  url: string,
  poolSize: number,
  listeners: StatementListeners,
  target: StatementTarget,
  preparedStatements: boolean,
) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  const names = statementNames();
  pool.on('connect', (client) => {
    if (preparedStatements) prepareRepeatedStatements(client, names);
    instrument(client, listeners, target);
  });
  return pool;
}

/**
 * Opens PostgreSQL through a node-postgres pool, and a second pool of the same size on the streaming replica
 * at `readUrl` when given (decision 134).
 */
export function openPostgres(
  url: string,
  poolSize = 10,
  readUrl?: string,
  opts: { preparedStatements?: boolean } = {},
): Database {
  const prepared = opts.preparedStatements ?? true;
  const listeners: StatementListeners = new Set();
  const pool = openPool(url, poolSize, listeners, 'primary', prepared);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const readPool = readUrl
    ? openPool(readUrl, poolSize, listeners, 'replica', prepared)
    : undefined;
  const read = readPool ? (drizzlePg(readPool, { schema }) as unknown as Db) : db;
  if (read !== db) registerReplica(db, read);
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
