/**
 * What the rest of the server sees of the database: the `Db` query handle, the `Database` that opened it, and
 * the shapes of its statement listeners and LISTEN handlers. Opening one is in open.ts (PostgreSQL in
 * postgres.ts, PGlite in pglite.ts).
 */
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';
import type { StatementContext } from './statement-context.ts';

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

export interface ListenHandlers {
  onMessage(payload: string, channel: string): void;
  onLive(live: boolean): void;
}

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

/** True when `db` answers a trivial query (both kinds of database use it for `ping`). */
export async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
