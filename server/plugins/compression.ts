import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** gzip/brotli for answers over 1 KB (the SPA's hashed assets come pre-compressed; see static-spa.ts). */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, { threshold: 1024 });
}

export default fp(compressionPlugin, { name: 'compression' });
