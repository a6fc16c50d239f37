import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/database.ts';
import { queryCounter } from '../db/statements.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/**
 * The opened database as `app.database` (kind, ping, close) and its Drizzle handle as `app.db`. The caller
 * opens, migrates and closes it: tests share one database between app instances.
 */
async function databasePlugin(app: FastifyInstance, opts: { database: Database }) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (queryCounter.enabled) {
    // Bench only (LAMPLIGHT_COUNT_QUERIES): statements sent, requests answered (this route's own calls
    // excepted) and this process's CPU time so far.
    app.addHook('onResponse', async (req) => {
      if (req.routeOptions.url !== '/bench/counters') queryCounter.requests++;
    });
    app.get('/bench/counters', { schema: { hide: true } }, async () => {
      const cpu = process.cpuUsage();
      return {
        queries: queryCounter.queries,
        requests: queryCounter.requests,
        cpuMicros: cpu.user + cpu.system,
      };
    });
  }
}

export default fp(databasePlugin, { name: 'database' });
