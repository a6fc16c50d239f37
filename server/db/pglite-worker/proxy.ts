import { Worker } from 'node:worker_threads';
import {
  messages,
  type ParserOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { workerScript } from '../../lib/worker-script.ts';
import type { Reply, Request, WireError, WorkerInit, WorkerSource } from './protocol.ts';

/** A request without its id (the proxy numbers them). */
type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

/** The worker's error as the caller would have seen it in-process (a DatabaseError keeps its fields). */
function fromWire(wire: WireError): Error {
  const { length, ...fields } = wire.fields;
  const err = wire.database
    ? new messages.DatabaseError(wire.message, Number(length ?? 0), 'error')
    : Object.assign(new Error(wire.message), { name: wire.name });
  return Object.assign(err, fields);
}

/** Applies the caller's parsers to the values the worker left as text (their types were named). */
function applyParsers(result: Results, parsers: ParserOptions, rowMode: QueryOptions['rowMode']) {
  const columns = (result.fields ?? [])
    .map((field, index) => ({ field, index, parse: parsers[field.dataTypeID] }))
    .filter((c) => c.parse !== undefined);
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { field, index, parse } of columns) {
      const key = rowMode === 'array' ? index : field.name;
      const value = row[key];
      // PGlite's parsers take the text and the type; node-postgres-style single-argument parsers ignore it.
      if (typeof value === 'string')
        row[key] = (parse as (v: string, t: number) => unknown)(value, field.dataTypeID);
    }
  }
}

/**
 * The embedded database (PGlite) run in a worker thread, behind the part of PGlite's interface the server
 * uses (decision 184): `query` (with drizzle's parsers), `exec`, `transaction`, `listen`, `close`, `closed`
 * and `dumpDataDir`. Each call is a message to the worker; a transaction holds the worker's database until
 * it ends, as it holds PGlite's lock in-process.
 */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #channels = new Map<string, Set<(payload: string) => void>>();
  #next = 1;
  #closed = false;
  /** Why the worker can no longer answer, once it cannot. */
  #gone: Error | undefined;
  #ready: Promise<void>;

  private constructor(init: WorkerInit, transfer: ArrayBuffer[]) {
    // The bundle's sibling in production; the TypeScript file through tsx from source.
    const script = workerScript(import.meta.url, 'pglite-worker.js', './worker.ts');
    this.#worker = new Worker(script.script, {
      eval: script.eval,
      workerData: init,
      transferList: transfer,
    });
    this.#ready = new Promise((resolve, reject) => {
      this.#worker.on('message', (reply: Reply) => {
        switch (reply.t) {
          case 'ready':
            return resolve();
          case 'fatal':
            return reject(fromWire(reply.error));
          case 'notify':
            for (const fn of this.#channels.get(reply.channel) ?? []) fn(reply.payload);
            return;
          case 'ok':
          case 'fail': {
            const pending = this.#pending.get(reply.id);
            this.#pending.delete(reply.id);
            if (!pending) return;
            if (reply.t === 'ok') pending.resolve(reply.value);
            else pending.reject(fromWire(reply.error));
            return;
          }
        }
      });
      const lost = (err: Error) => {
        this.#gone ??= err;
        reject(err);
        for (const pending of this.#pending.values()) pending.reject(err);
        this.#pending.clear();
      };
      this.#worker.on('error', lost);
      this.#worker.on('exit', (code) =>
        lost(new Error(`the database worker stopped (exit code ${code})`)),
      );
    });
  }

  /** Starts a worker on the source and resolves once its database is open. */
  static async start(source: WorkerSource): Promise<PgliteWorkerClient> {
    const transfer = source.kind === 'dump' ? [source.dump.buffer] : [];
    const client = new PgliteWorkerClient({ source }, transfer);
    try {
      await client.#ready;
    } catch (err) {
      await client.#worker.terminate();
      throw err;
    }
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Calls sent to the worker and not answered yet: the one running and those queued behind it. */
  get outstanding(): number {
    return this.#pending.size;
  }

  #call(call: Call, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.#gone) return Promise.reject(this.#gone);
    if (this.#closed && call.t !== 'close') {
      return Promise.reject(new Error('PGlite is closed'));
    }
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      try {
        this.#worker.postMessage({ ...call, id }, transfer);
      } catch (err) {
        this.#pending.delete(id);
        reject(err as Error);
      }
    });
  }

  async #query<T>(
    tx: number | undefined,
    text: string,
    params: readonly unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (options?.serializers || options?.blob || options?.paramTypes || options?.onNotice) {
      throw new Error('serializers, blob, paramTypes and onNotice are not available in the worker');
    }
    const parsers = options?.parsers;
    const textTypes = parsers ? Object.keys(parsers).map(Number) : [];
    const result = (await this.#call({
      t: 'query',
      ...(tx === undefined ? {} : { tx }),
      text,
      params,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      textTypes,
    })) as Results<T>;
    if (parsers && textTypes.length) applyParsers(result as Results, parsers, options?.rowMode);
    return result;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  async exec(text: string): Promise<Results[]> {
    return (await this.#call({ t: 'exec', text })) as Results[];
  }

  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws or calls
   * `rollback()`. Other calls wait in the worker until it ends.
   */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ t: 'begin' })) as number;
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.#call({ t: 'end', tx: id, commit });
    };
    const tx: Transaction = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (ended) return Promise.reject(new Error('Transaction is closed'));
        return this.#query<R>(id, text, params, options);
      },
      sql: () => Promise.reject(new Error('sql`` is not available in the worker: use query')),
      exec: async (text: string) => {
        if (ended) throw new Error('Transaction is closed');
        return (await this.#call({ t: 'exec', tx: id, text })) as Results[];
      },
      rollback: () => end(false),
      listen: () => Promise.reject(new Error('listen inside a transaction is not available')),
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await end(false).catch(() => {});
      throw err;
    }
    await end(true);
    return result;
  }

  /** Calls `fn` with each notification on the channel; resolves to a function that stops it. */
  async listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.#channels.get(channel);
    if (!set) {
      set = new Set();
      this.#channels.set(channel, set);
    }
    const first = set.size === 0;
    set.add(fn);
    if (first) await this.#call({ t: 'listen', channel });
    return async () => {
      const current = this.#channels.get(channel);
      if (!current?.delete(fn) || current.size > 0) return;
      this.#channels.delete(channel);
      if (!this.#closed && !this.#gone) await this.#call({ t: 'unlisten', channel });
    };
  }

  /** The data directory as an uncompressed tar (what `PGlite.create({ loadDataDir })` takes). */
  async dumpDataDir(): Promise<Blob> {
    const bytes = (await this.#call({ t: 'dump' })) as ArrayBuffer;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (!this.#gone) await this.#call({ t: 'close' }).catch(() => {});
    await this.#worker.terminate();
  }
}
