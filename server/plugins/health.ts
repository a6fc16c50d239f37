import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** `GET /healthz` for load balancers and start-up scripts: 200 while the database answers, 503 otherwise. */
async function healthPlugin(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    const up = await app.database.ping();
    return reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        kind: app.database.kind,
      });
  });
}

export default fp(healthPlugin, { name: 'health', dependencies: ['database'] });
