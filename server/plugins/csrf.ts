import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths that receive server-to-server calls signed in their own way. */
const EXEMPT = ['/api/stripe/webhook'];

/**
 * Refuses state-changing /api and /identity calls that a browser made from another site.
 * Browsers always send Origin (or Sec-Fetch-Site) on such calls; session cookies are SameSite=Lax too.
 */
export function csrfOriginCheck(config: Config) {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE.has(req.method)) return;
    const path = req.url.split('?')[0] ?? '';
    if (!(path.startsWith('/api/') || path.startsWith('/identity/'))) return;
    if (EXEMPT.includes(path)) return;
    const origin = req.headers.origin;
    if (typeof origin === 'string' && origin !== 'null') {
      const own = `${req.protocol}://${req.host}`;
      if (origin === own || allowed.has(origin)) return;
      return reply
        .status(403)
        .send({ message: 'Cross-site request refused', code: 'cross_site_request' });
    }
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site' || origin === 'null') {
      return reply
        .status(403)
        .send({ message: 'Cross-site request refused', code: 'cross_site_request' });
    }
  };
}
