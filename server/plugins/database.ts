import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queryCounter, type Database, type Db } from '../db/client.ts';

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
    // Bench only (LAMPLIGHT_COUNT_QUERIES): statements sent and this process's CPU time so far.
    app.get('/bench/counters', { schema: { hide: true } }, async () => {
      const cpu = process.cpuUsage();
      return { queries: queryCounter.queries, cpuMicros: cpu.user + cpu.system };
    });
  }
}

export default fp(databasePlugin, { name: 'database' });
