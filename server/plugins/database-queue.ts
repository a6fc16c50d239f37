import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queueDepthOf } from '../db/queue-depth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on a route that never touches the database: it is answered however busy the database is. */
    usesDatabase?: boolean;
  }
}

/** What a refused request is told to wait before trying again, in seconds. */
export const DATABASE_BUSY_RETRY_AFTER_S = 1;

/** Only the app's own API and identity routes are gated; static files and /healthz never are. */
const GATED = /^\/(api|identity)\//;

/**
 * A bounded queue in front of the database (decision 184): while more than DATABASE_QUEUE_MAX calls wait
 * for it, a new request to a route that uses the database is answered at once with 503, Retry-After and a
 * readable message, before it starts any work, rather than joining a queue longer than a client waits.
 * A request already admitted runs to its end. Only for databases that report their queue (the embedded
 * one in a worker thread).
 */
async function databaseQueuePlugin(app: FastifyInstance) {
  const depth = queueDepthOf(app.database);
  if (!depth) return;
  const max = app.config.DATABASE_QUEUE_MAX;
  app.addHook('onRequest', (req, reply, done) => {
    if (depth() <= max) return done();
    const route = req.routeOptions;
    if (route.config.usesDatabase === false || !GATED.test(route.url ?? '')) return done();
    reply.status(503).header('retry-after', String(DATABASE_BUSY_RETRY_AFTER_S)).send({
      message: 'The server is busy right now. Please try again in a moment.',
      code: 'database_busy',
    });
  });
}

export default fp(databaseQueuePlugin, {
  name: 'database-queue',
  dependencies: ['config', 'database'],
});
