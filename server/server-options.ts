import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { serializeError } from './lib/error-log.ts';
import { redactUrl } from './lib/log-redaction.ts';

/** What the Fastify instance itself is made with: the logger, proxies, body size, request ids, router. */
export function serverOptions(
  config: Config,
  opts: { logger?: false; logStream?: DestinationStream },
): FastifyServerOptions {
  return {
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Secrets never reach the log (decision 096).
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                '*.password',
                '*.idToken',
              ],
              remove: true,
            },
            // A database error is logged by class, code and constraint only: its query, parameters and detail
            // may hold a reader's words (decision 153).
            serializers: { req: serializeRequest, err: serializeError },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Request ids are the server's own: a client-chosen id could forge or collide with another request's
    // lines in the log.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  };
}

/**
 * TRUST_PROXY for Fastify: a hop count trusts that many proxies nearest the server (so `1` takes the
 * last X-Forwarded-For entry, the one our own proxy wrote); a list trusts only those addresses.
 */
function trustProxyOption(value: Config['TRUST_PROXY']) {
  if (typeof value === 'number') {
    const hops = value;
    return (_address: string, hop: number) => hop < hops;
  }
  return value;
}

/** The request as logged: the URL without secrets in its query (decision 096). */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
