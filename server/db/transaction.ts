import type { Db } from './database.ts';

/** An open transaction: it runs every query a `Db` runs, and nests as a savepoint. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a repository function runs its queries on: the database, or a transaction its caller opened. */
export type Executor = Db | Tx;

/**
 * Runs `fn` in one transaction (decision 103): committed when it resolves, rolled back when it throws.
 * The only place that opens a transaction; given a transaction, it opens a savepoint inside it.
 */
export function withTransaction<T>(db: Executor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
