/**
 * The worker thread that owns the embedded database (decision 184): PostgreSQL in WebAssembly and PGlite's
 * protocol parsing run here, so the server's main thread keeps answering requests that need no database
 * while statements run. It answers the requests of protocol.ts in the order PGlite's own lock grants them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { toWireError, type Reply, type Request, type WorkerInit } from './protocol.ts';

if (!parentPort) throw new Error('the PGlite worker must run in a worker thread');
const port = parentPort;

const post = (reply: Reply, transfer?: ArrayBuffer[]) => port.postMessage(reply, transfer ?? []);

/** Leaves a value as PostgreSQL sent it (text): the main thread applies the caller's own parser. */
const asText = (value: string) => value;

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: commits when true, rolls back otherwise. */
  end(commit: boolean): void;
  /** The id of the `end` request, answered once the transaction has committed or rolled back. */
  endId?: number;
}

/** Thrown inside PGlite's transaction to make it roll back; never leaves this file. */
const ROLLBACK = Symbol('rollback');

async function open(init: WorkerInit): Promise<PGlite> {
  const { source } = init;
  if (source.kind === 'dir') {
    return PGlite.create(source.dataDir, { postgresqlconf: [...source.settings] });
  }
  if (source.kind === 'dump') return PGlite.create({ loadDataDir: new Blob([source.dump]) });
  return PGlite.create();
}

async function serve(db: PGlite): Promise<void> {
  const transactions = new Map<number, OpenTransaction>();
  const unlisten = new Map<string, () => Promise<void>>();

  const ok = (id: number, value: unknown, transfer?: ArrayBuffer[]) =>
    post({ t: 'ok', id, value }, transfer);
  const fail = (id: number, err: unknown) => post({ t: 'fail', id, error: toWireError(err) });

  /** The open transaction a statement names, or the database itself. */
  const target = (tx: number | undefined): PGlite | Transaction => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error('the transaction has already ended');
    return open.tx;
  };

  const handle = async (m: Request): Promise<void> => {
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
        ok(m.id, { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });
        return;
      }
      case 'exec': {
        const results = await target(m.tx).exec(m.text);
        ok(
          m.id,
          results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows })),
        );
        return;
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
              ok(m.id, m.id);
            }),
        ).then(
          () => settle(m.id, undefined),
          (err: unknown) => {
            if (begun) settle(m.id, err === ROLLBACK ? undefined : err);
            else fail(m.id, err);
          },
        );
        return;
      }
      case 'end': {
        const open = transactions.get(m.tx);
        if (!open) throw new Error('the transaction has already ended');
        open.endId = m.id;
        open.end(m.commit);
        return;
      }
      case 'listen': {
        if (!unlisten.has(m.channel)) {
          const channel = m.channel;
          unlisten.set(
            channel,
            await db.listen(channel, (payload) => post({ t: 'notify', channel, payload })),
          );
        }
        ok(m.id, null);
        return;
      }
      case 'unlisten': {
        const stop = unlisten.get(m.channel);
        unlisten.delete(m.channel);
        if (stop && !db.closed) await stop();
        ok(m.id, null);
        return;
      }
      case 'dump': {
        const file = await db.dumpDataDir('none');
        const bytes = await file.arrayBuffer();
        ok(m.id, bytes, [bytes]);
        return;
      }
      case 'close': {
        if (!db.closed) await db.close();
        ok(m.id, null);
        port.close();
        return;
      }
    }
  };

  /** Answers a transaction's `end` once PGlite has committed or rolled it back. */
  const settle = (id: number, err: unknown) => {
    const open = transactions.get(id);
    transactions.delete(id);
    if (open?.endId === undefined) return;
    if (err === undefined) ok(open.endId, null);
    else fail(open.endId, err);
  };

  port.on('message', (m: Request) => {
    handle(m).catch((err: unknown) => fail(m.id, err));
  });
}

open(workerData as WorkerInit).then(
  async (db) => {
    await serve(db);
    post({ t: 'ready' });
  },
  (err: unknown) => post({ t: 'fatal', error: toWireError(err) }),
);
