import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerTables, sessionReads, watchedTables, type WatchedTable } from '../cache/answers.ts';
import { OwnWrites, type OwnWrite } from '../cache/own-writes.ts';
import { ReaderAnswerCache } from '../cache/reader-answer-cache.ts';
import { statementContext, type StatementContext } from '../db/statement-context.ts';
import { SessionCache } from '../users/session-cache.ts';

/** How long a resolved session may answer from memory without asking the database (decision 132). */
export const SESSION_CACHE_TTL_MS = 30 * 1000;
/** How long a reader's answer may be served from memory without the database (decision 137). */
export const READER_CACHE_TTL_MS = 30 * 1000;
/** Entries live between 80% and 100% of their time to live, so a burst of answers does not expire at once. */
export const CACHE_TTL_JITTER = 0.2;
/** The database channel on which a reader's changed row or ended session is announced (migration 0009). */
export const SESSION_CHANNEL = 'lamplight_sessions';
/**
 * The database channel on which a change of a reader's data (their id) or of shared data (`*:<table>`) is
 * announced (migrations 0010, 0012, 0013, 0019).
 */
export const READER_DATA_CHANNEL = 'lamplight_reader_data';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route may write rows of readers other than the signed-in one: its writes are not attributed. */
    writesOtherReaders?: boolean;
  }
  interface FastifyInstance {
    /** Session token → reader, in memory (decision 132). */
    sessionCache: SessionCache;
    /** Readers' answers declared in server/cache/answers.ts, serialised, in memory. */
    readerAnswers: ReaderAnswerCache;
  }
}

/**
 * The reader a request's writes belong to: the signed-in reader while the request runs, except on admin routes
 * and routes that say they write other readers' rows (sign-in links identities across accounts).
 */
function writer(req: FastifyRequest): { context: StatementContext; finish(): void } {
  let done = false;
  const context = {
    reader() {
      if (done || !req.user) return undefined;
      const route = req.routeOptions.url ?? '';
      if (route.startsWith('/api/admin') || req.routeOptions.config.writesOtherReaders) {
        return undefined;
      }
      return req.user.id;
    },
  };
  return { context, finish: () => (done = true) };
}

/**
 * The caches kept in this process: the session cache and readers' answers, one KeyedCache each, both dropped
 * through LISTEN (every instance) and this process's own writes (at once). Own writes are attributed to the
 * request's reader (AsyncLocalStorage): a write to a reader's table drops only that reader's entries, a write
 * to shared data only the answers that read the table, and a write whose reader is unknown every entry that
 * read the table.
 */
async function answerCachePlugin(app: FastifyInstance) {
  const sessions = new SessionCache({
    ttlMs: SESSION_CACHE_TTL_MS,
    max: 10_000,
    jitter: CACHE_TTL_JITTER,
  });
  const answers = new ReaderAnswerCache({
    enabled: app.config.READER_CACHE === 'on',
    ttlMs: READER_CACHE_TTL_MS,
    jitter: CACHE_TTL_JITTER,
    maxEntries: 10_000,
    maxChars: 64 * 1024 * 1024,
  });
  app.decorate('sessionCache', sessions);
  app.decorate('readerAnswers', answers);

  // Every request's statements carry its reader (read when a statement is sent); work it leaves running
  // after its answer (a background send) is no longer attributed.
  // Only where own writes are matched (PostgreSQL), and in tests (they record the tables each answer's
  // statements touch): on Node 20 an AsyncLocalStorage in use costs every promise a hook.
  if (app.database.kind === 'postgres' || app.config.NODE_ENV === 'test') {
    const writers = new WeakMap<FastifyRequest, () => void>();
    app.addHook('onRequest', (req, _reply, done) => {
      const { context, finish } = writer(req);
      writers.set(req, finish);
      statementContext.run(context, done);
    });
    app.addHook('onResponse', async (req) => {
      writers.get(req)?.();
    });
  }

  // PGlite delivers a notification before the write resolves, so only PostgreSQL needs this.
  const sessionTables = new Set<string>(sessionReads);
  const answersRead = new Set<string>(answerTables());
  const apply = ({ table, reader }: OwnWrite) => {
    const byReader = reader !== undefined && watchedTables[table as WatchedTable] === 'reader';
    if (answersRead.has(table)) {
      if (byReader) answers.invalidateUser(reader);
      else answers.invalidateTable(table);
    }
    if (sessionTables.has(table)) {
      if (byReader) sessions.invalidateUser(reader);
      else sessions.invalidateTable(table);
    }
  };
  const ownWrites = new OwnWrites(new Set([...answersRead, ...sessionTables]), apply);
  const offStatement =
    app.database.kind === 'postgres'
      ? app.database.onStatement((text, _target, { connection, context }) => {
          if (context?.keepsCaches) return;
          ownWrites.statement(text, connection, context?.reader());
        })
      : () => {};

  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen([READER_DATA_CHANNEL, SESSION_CHANNEL], {
      onMessage: (payload, channel) => {
        if (channel === READER_DATA_CHANNEL) return answers.notified(payload);
        sessions.invalidateUser(payload);
        answers.invalidateUser(payload);
      },
      onLive: (live) => {
        sessions.setLive(live);
        answers.setLive(live);
      },
    });
  });
  app.addHook('onClose', async () => {
    offStatement();
    await unlisten?.();
  });
}

export default fp(answerCachePlugin, {
  name: 'answer-cache',
  dependencies: ['config', 'database'],
});
