import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The security headers' settings: helmet's defaults, with the policy the app and Stripe need. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // The service worker (/sw.js) and the web app manifest come from the app's own origin (decision 131).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // The Google sign-in popup posts its result back to the opener window.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/**
 * The headers helmet sets for these options, worked out once. None of them depends on the request (no
 * nonces, no directive functions), so every answer can carry the same ones. The Fastify wrapper of helmet
 * rebuilt helmet and re-parsed the policy on every request: about 8% of the server's CPU on an answer
 * served from memory (decision 144).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    finished = true;
    failure = err;
  });
  // helmet's middleware is synchronous; anything else would mean a header that depends on the request.
  if (!finished || failure)
    throw new Error('security headers could not be computed once', { cause: failure });
  return headers;
}

/** Security headers (helmet's) on every answer, API and web alike. */
async function securityHeadersPlugin(app: FastifyInstance) {
  const headers = securityHeaders(SECURITY_HEADER_OPTIONS);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
