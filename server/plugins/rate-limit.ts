import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-IP request ceiling as a hook, for handlers that are not routes (the not-found handler). */
    requestRateLimit: preHandlerAsyncHookHandler;
  }
}

/** The window of the per-IP request ceiling. */
export const REQUEST_RATE_WINDOW_MS = 60_000;

/**
 * A client on the machine itself: the server's own tools (load benches, end-to-end runs, health checks)
 * or a reverse proxy on the same host. Behind a proxy every reader shares its address unless TRUST_PROXY
 * names it, and one shared bucket would throttle the whole site, so loopback is never counted.
 */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4.startsWith('127.') || v4 === '::1';
}

/**
 * A generous per-IP ceiling on every request (RATE_LIMIT_MAX a minute, decision 111): it stops one client
 * flooding the server without troubling a shared Wi-Fi. The database-backed attempt limits on sign-in,
 * sign-up and resets (rate-limits/rate-limit.ts) stay the real guard against guessing. Load it before the routes:
 * it adds its hook to each route as it is registered.
 */
async function requestRateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: true,
    max: app.config.RATE_LIMIT_MAX,
    timeWindow: REQUEST_RATE_WINDOW_MS,
    allowList: (req) => isLoopback(req.ip),
    // Through the error handler: `{ message, code }` like every other refusal, and one security event.
    errorResponseBuilder: (_req, context) =>
      Object.assign(
        new Error(
          `Too many requests from your network. Please wait ${context.after} and try again.`,
        ),
        { statusCode: context.statusCode, code: 'too_many_requests' },
      ),
  });
  app.decorate('requestRateLimit', app.rateLimit() as preHandlerAsyncHookHandler);
}

/**
 * The route config of a public route whose answers cost real work (decision 154): its own per-IP budget of
 * COSTLY_RATE_LIMIT_MAX a minute, tighter than the ceiling every route has.
 */
export function costlyRouteLimit(app: FastifyInstance) {
  return { max: app.config.COSTLY_RATE_LIMIT_MAX, timeWindow: REQUEST_RATE_WINDOW_MS };
}

export default fp(requestRateLimitPlugin, {
  name: 'request-rate-limit',
  dependencies: ['config'],
});
