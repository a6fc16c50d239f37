/**
 * The worker thread that owns the embedded database (decision 184): PostgreSQL in WebAssembly and PGlite's
 * protocol parsing run here, so the server's main thread keeps answering requests that need no database
 * while statements run. It answers the requests of protocol.ts in the order PGlite's own lock grants them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { toWireError, type Notice, type Reply, type Request, type WorkerInit } from './protocol.ts';

if (!parentPort) throw new Error('the PGlite worker must run in a worker thread');
const port = parentPort;
const init = workerData as WorkerInit;
const waking = new Int32Array(init.sync.signal);

/** Leaves a value as PostgreSQL sent it (text): the main thread applies the caller's own parser. */
const asText = (value: string) => value;

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: commits when true, rolls back otherwise. */
  end(commit: boolean): void;
  /** The `end` request, answered once the transaction has committed or rolled back. */
  ending?: Request;
}

/** Thrown inside PGlite's transaction to make it roll back; never leaves this file. */
const ROLLBACK = Symbol('rollback');

/**
 * Notifications raised while a waited-for request runs: they travel in its answer, ahead of its result,
 * since the main thread reads that answer before anything else on its port.
 */
let collecting: Notice[] | undefined;

/** Sends a request's answer: on the port the main thread waits on for a waited-for request. */
function answer(m: Request, reply: Reply & { t: 'ok' | 'fail' }, transfer: ArrayBuffer[] = []) {
  if (!m.wait) {
    port.postMessage(reply, transfer);
    return;
  }
  const notices = collecting ?? [];
  collecting = undefined;
  init.sync.port.postMessage({ ...reply, notices }, transfer);
  Atomics.add(waking, 0, 1);
  Atomics.notify(waking, 0);
}

async function open(): Promise<PGlite> {
  const { source } = init;
  if (source.kind === 'dir') {
    return PGlite.create(source.dataDir, { postgresqlconf: [...source.settings] });
  }
  if (source.kind === 'dump') return PGlite.create({ loadDataDir: new Blob([source.dump]) });
  return PGlite.create();
}

function serve(db: PGlite): void {
  const transactions = new Map<number, OpenTransaction>();
  const unlisten = new Map<string, () => Promise<void>>();

  /** The open transaction a statement names, or the database itself. */
  const target = (tx: number | undefined): PGlite | Transaction => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error('the transaction has already ended');
    return open.tx;
  };

  /** Answers a transaction's `end` once PGlite has committed or rolled it back. */
  const settle = (id: number, err: unknown) => {
    const open = transactions.get(id);
    transactions.delete(id);
    const ending = open?.ending;
    if (!ending) return;
    if (err === undefined) answer(ending, { t: 'ok', id: ending.id, value: null });
    else answer(ending, { t: 'fail', id: ending.id, error: toWireError(err) });
  };

  /** Runs a request; resolves to its answer's value, or undefined when it answers later itself. */
  const handle = async (
    m: Request,
  ): Promise<{ value: unknown; transfer?: ArrayBuffer[] } | void> => {
    switch (m.t) {
      case 'query': {
        const parsers = m.textTypes.length
          ? Object.fromEntries(m.textTypes.map((oid) => [oid, asText]))
          : undefined;
        const result = await target(m.tx).query(m.text, [...m.params], {
          ...(m.rowMode ? { rowMode: m.rowMode } : {}),
          ...(parsers ? { parsers } : {}),
        });
        // Only what callers read: the rest (e.g. a COPY's blob) does not cross.
        return {
          value: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
        };
      }
      case 'exec': {
        const results = await target(m.tx).exec(m.text);
        return {
          value: results.map((r) => ({
            rows: r.rows,
            fields: r.fields,
            affectedRows: r.affectedRows,
          })),
        };
      }
      case 'begin': {
        // The transaction holds PGlite's lock until its `end` arrives; other statements queue behind it.
        let begun = false;
        db.transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              begun = true;
              transactions.set(m.id, {
                tx,
                end: (commit) => (commit ? resolve() : reject(ROLLBACK)),
              });
              answer(m, { t: 'ok', id: m.id, value: m.id });
            }),
        ).then(
          () => settle(m.id, undefined),
          (err: unknown) => {
            if (begun) settle(m.id, err === ROLLBACK ? undefined : err);
            else answer(m, { t: 'fail', id: m.id, error: toWireError(err) });
          },
        );
        return;
      }
      case 'end': {
        const open = transactions.get(m.tx);
        if (!open) throw new Error('the transaction has already ended');
        open.ending = m;
        open.end(m.commit);
        return;
      }
      case 'listen': {
        if (!unlisten.has(m.channel)) {
          const channel = m.channel;
          const stop = await db.listen(channel, (payload) => {
            if (collecting) collecting.push({ channel, payload });
            else port.postMessage({ t: 'notify', channel, payload } satisfies Reply);
          });
          unlisten.set(channel, stop);
        }
        return { value: null };
      }
      case 'unlisten': {
        const stop = unlisten.get(m.channel);
        unlisten.delete(m.channel);
        if (stop && !db.closed) await stop();
        return { value: null };
      }
      case 'dump': {
        const file = await db.dumpDataDir('none');
        const bytes = await file.arrayBuffer();
        return { value: bytes, transfer: [bytes] };
      }
      case 'close': {
        if (!db.closed) await db.close();
        return { value: null };
      }
    }
  };

  port.on('message', (m: Request) => {
    // The main thread waits for one such request at a time: what is raised meanwhile goes with it.
    if (m.wait) collecting = [];
    handle(m).then(
      (done) => {
        if (done) answer(m, { t: 'ok', id: m.id, value: done.value }, done.transfer);
        if (m.t === 'close') port.close();
      },
      (err: unknown) => answer(m, { t: 'fail', id: m.id, error: toWireError(err) }),
    );
  });
}

open().then(
  (db) => {
    serve(db);
    port.postMessage({ t: 'ready' } satisfies Reply);
  },
  (err: unknown) => port.postMessage({ t: 'fatal', error: toWireError(err) } satisfies Reply),
);
