import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every answer carries its request id (`x-request-id`), the one its log lines carry, so a reader's report
 * can be matched to the log. The id is the server's own (see server-options.ts).
 */
async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
