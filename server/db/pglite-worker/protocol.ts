import { messages } from '@electric-sql/pglite';
/**
 * The messages between the server's main thread and the worker thread that owns the embedded database
 * (decision 184). Every request carries an id; the worker answers each with `ok` or `fail` under that id.
 * Notifications travel on the same port as answers, so one that a statement caused arrives before that
 * statement's answer (ports keep their order).
 */

/** Where the worker's database comes from. */
export type WorkerSource =
  | { kind: 'dir'; dataDir: string; settings: readonly string[] }
  | { kind: 'dump'; dump: Uint8Array<ArrayBuffer> }
  | { kind: 'memory' };

export interface WorkerInit {
  source: WorkerSource;
}

export type RowMode = 'array' | 'object';

export type Request =
  | {
      t: 'query';
      id: number;
      /** The open transaction to run in (the id of its `begin`), or none. */
      tx?: number;
      text: string;
      params: readonly unknown[];
      rowMode?: RowMode;
      /** Types whose values come back as PostgreSQL's text: the caller parses them itself. */
      textTypes: readonly number[];
    }
  | { t: 'exec'; id: number; tx?: number; text: string }
  | { t: 'begin'; id: number }
  | { t: 'end'; id: number; tx: number; commit: boolean }
  | { t: 'listen'; id: number; channel: string }
  | { t: 'unlisten'; id: number; channel: string }
  | { t: 'dump'; id: number }
  | { t: 'close'; id: number };

/** An error's own fields, cloned across the thread boundary (PostgreSQL's code, constraint, …). */
export interface WireError {
  name: string;
  message: string;
  /** True when it came from the database (PGlite's DatabaseError). */
  database: boolean;
  fields: Record<string, unknown>;
}

export type Reply =
  | { t: 'ready' }
  | { t: 'fatal'; error: WireError }
  | { t: 'ok'; id: number; value: unknown }
  | { t: 'fail'; id: number; error: WireError }
  | { t: 'notify'; channel: string; payload: string };

/** The fields of a database error worth carrying (node-postgres and PGlite name them alike). */
export const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'length',
  'query',
  'params',
] as const;

export function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) {
    return { name: 'Error', message: String(err), database: false, fields: {} };
  }
  const fields: Record<string, unknown> = {};
  const source = err as unknown as Record<string, unknown>;
  for (const key of ERROR_FIELDS) {
    const value = source[key];
    if (value === undefined) continue;
    // Parameters may be anything a statement took; keep only what survives a structured clone plainly.
    fields[key] = key === 'params' ? safeParams(value) : value;
  }
  return {
    name: err.name,
    message: err.message,
    database: err instanceof messages.DatabaseError,
    fields,
  };
}

function safeParams(value: unknown): unknown {
  if (!Array.isArray(value)) return undefined;
  return value.map((v: unknown) =>
    v === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof v) ? v : String(v),
  );
}
