import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WEB_DIST_DIR } from '../paths.ts';

/**
 * The built SPA from dist/web (when `serveWeb` and it has been built) and the not-found handler: unknown
 * /api and /identity paths and missing assets answer a JSON 404, every other GET is the SPA's shell (its
 * router shows the 404 page). Not-found answers count against the per-IP request ceiling (rate-limit.ts):
 * probing for paths is what scanners do.
 */
async function staticSpaPlugin(app: FastifyInstance, opts: { serveWeb?: boolean }) {
  const webIndex = join(WEB_DIST_DIR, 'index.html');
  const serveWeb = (opts.serveWeb ?? true) && existsSync(webIndex);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIST_DIR,
      wildcard: false,
      index: false,
      // Hashed assets come with .br and .gz made at build time (vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(WEB_DIST_DIR, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler({ preHandler: app.requestRateLimit }, (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/identity/')) {
      return reply
        .status(404)
        .send({ message: `No such endpoint: ${req.method} ${path}`, code: 'not_found' });
    }
    if (path.startsWith('/assets/')) {
      // A hashed file that is not (or no longer) here: never answer it with the HTML shell.
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    if (serveWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      // Every other path is the SPA: its router shows the 404 page for unknown routes.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found', code: 'not_found' });
  });
}

export default fp(staticSpaPlugin, { name: 'static-spa', dependencies: ['request-rate-limit'] });
