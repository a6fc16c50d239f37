import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Makes the start-up configuration (parsed and checked in config.ts) available as `app.config`. */
async function configPlugin(app: FastifyInstance, opts: { config: Config }) {
  app.decorate('config', opts.config);
}

export default fp(configPlugin, { name: 'config' });
