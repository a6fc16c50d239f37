import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/database.ts';

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
}

export default fp(databasePlugin, { name: 'database' });
