import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { securityEvent } from '../lib/security-log.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes (matched patterns) that receive server-to-server calls signed in their own way. */
const EXEMPT = new Set(['/api/stripe/webhook']);

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Refuses state-changing /api and /identity calls that a browser made from another site.
 * Browsers always send Origin (or Sec-Fetch-Site) on such calls; session cookies are SameSite=Lax too.
 * The decision is made on the matched route pattern: Fastify's router decodes the path, so the raw URL
 * (`/%61pi/…`, `/%69dentity/…`) says nothing reliable about which handler runs.
 */
export function csrfOriginCheck(config: Config) {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE.has(req.method)) return;
    // When no route matched (the not-found handler answers), judge the decoded path instead, the way the
    // router reads it: a foreign site still gets a refusal rather than a probe of what exists.
    const route = req.routeOptions.url ?? decodedPath(req.url);
    if (!(route.startsWith('/api/') || route.startsWith('/identity/'))) return;
    if (EXEMPT.has(route)) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    let refused = false;
    if (typeof origin === 'string' && origin !== 'null') {
      const own = `${req.protocol}://${req.host}`;
      refused = !(origin === own || allowed.has(origin));
    } else {
      refused = site === 'cross-site' || origin === 'null';
    }
    if (!refused) return;
    securityEvent(req, 'cross_site_refused', {
      route,
      method: req.method,
      origin: typeof origin === 'string' ? origin.slice(0, 200) : null,
    });
    return reply
      .status(403)
      .send({ message: 'Cross-site request refused', code: 'cross_site_request' });
  };
}

/** The cross-site check as a hook on every request (decision 006). */
async function csrfPlugin(app: FastifyInstance) {
  app.addHook('onRequest', csrfOriginCheck(app.config));
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['config'] });
