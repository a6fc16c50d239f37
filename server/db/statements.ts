/**
 * Every statement this process sends: the wrapper that tells the statement listeners of each one once it
 * completed, the listener hook each `Database` exposes as `onStatement`, and which primary handle has a
 * replica for lag-tolerant reads (`forReads`).
 */
import type { Db, StatementInfo, StatementListener, StatementTarget } from './database.ts';
import { statementContext } from './statement-context.ts';

/** The listeners of one open database. */
export type StatementListeners = Set<StatementListener>;

/** The replica executor of each primary `Db` that has one (decision 134). */
const replicaOf = new WeakMap<object, Db>();

/** Sends `forReads(primary)` to `replica` from now on. */
export function registerReplica(primary: Db, replica: Db): void {
  replicaOf.set(primary, replica);
}

/**
 * The executor for a read that tolerates replica lag (the public plans catalogue and plan search): the
 * replica when `db` is the primary handle of a database opened with DATABASE_READ_URL, otherwise `db` itself.
 * A transaction is never registered, so a read inside one stays on the primary, with the transaction's view.
 */
export function forReads<E extends object>(db: E): E | Db {
  return replicaOf.get(db) ?? db;
}

/**
 * Wraps an object's `query` (a node-postgres client, PGlite or a PGlite transaction) so the statement
 * listeners hear of each call once it completed; with no listener, the call goes straight through.
 */
export function instrument(
  target: object,
  listeners: StatementListeners,
  pool: StatementTarget = 'primary',
): void {
  const wrapped = target as { query: (...args: unknown[]) => unknown };
  const original = wrapped.query.bind(target);
  wrapped.query = (...args: unknown[]) => {
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

/** The `onStatement` of a database whose statements reach `listeners`. */
export function statementHook(listeners: StatementListeners) {
  return (fn: StatementListener) => {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  };
}
