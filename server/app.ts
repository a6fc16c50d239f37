import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { AppError } from './errors.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { registerFeatures } from './features/index.ts';
import { CLEANUP_INTERVAL_MS, scheduleCleanup } from './lib/cleanup.ts';
import { redactUrl } from './lib/log-redaction.ts';
import { securityEvent } from './lib/security-log.ts';
import { csrfOriginCheck } from './plugins/csrf.ts';
import sessionPlugin from './plugins/session.ts';
import identityRoutes from './features/auth/identity-routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Every route registered, for the public-route audit and docs. */
    routeList: { method: string; url: string; public: boolean }[];
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** `false` silences the log; otherwise Lamplight's logger at LOG_LEVEL, redacted (decision 096). */
  logger?: false;
  /** Where the log goes (stdout when unset); tests read it. */
  logStream?: DestinationStream;
  mailer?: Mailer;
  /** How often expired sessions, links and rate-limit rows are deleted; `false` turns the job off. */
  cleanupIntervalMs?: number | false;
  /** Serve the built SPA from dist/web (off in most tests). */
  serveWeb?: boolean;
}

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** Builds the Fastify application: plugins, error handling, API routes and the SPA. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
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
            serializers: { req: serializeRequest },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Request ids are the server's own: a client-chosen id could forge or collide with another request's
    // lines in the log.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', opts.mailer ?? createMailer(config, app.log));
  app.decorate('routeList', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeList.push({ method, url: route.url, public: Boolean(route.config?.public) });
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(helmet, {
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
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup posts its result back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lamplight API', version: VERSION },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'lamplight_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.addHook('onRequest', csrfOriginCheck(config));
  await app.register(sessionPlugin);

  app.setErrorHandler((err, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const message = err.validation
        .map((v) => {
          const where = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
          const place = [err.validationContext, where].filter(Boolean).join('.');
          return place ? `${place}: ${v.message}` : v.message;
        })
        .join('; ');
      return reply
        .status(400)
        .send({ message: message || 'Invalid request', code: 'invalid_input' });
    }
    if ((err as { statusCode?: number }).statusCode === 429) {
      // Every refusal for too many attempts, whichever limit refused it, is one security event.
      const body = req.body as { email?: unknown } | undefined;
      securityEvent(req, 'lockout', {
        userId: req.user?.id ?? null,
        email:
          typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : null,
        route: req.routeOptions.url ?? null,
        method: req.method,
        reason: err instanceof AppError ? err.code : 'request_rate',
      });
    }
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ message: err.message, code: err.code });
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (isDatabaseDown(err)) {
      req.log.error({ err }, 'database unavailable');
      return reply.status(503).send({
        message: 'The database is unavailable right now. Please try again in a moment.',
        code: 'database_unavailable',
      });
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(e.statusCode).send({
        message: e.message ?? 'Bad request',
        code: (e.code ?? 'bad_request').toLowerCase(),
      });
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    const up = await database.ping();
    return reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', kind: database.kind });
  });

  if (opts.cleanupIntervalMs !== false) {
    scheduleCleanup(app, opts.cleanupIntervalMs ?? CLEANUP_INTERVAL_MS);
  }

  await app.register(registerFeatures, { prefix: '/api' });
  await app.register(identityRoutes, { prefix: '/identity' });

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

  app.setNotFoundHandler((req, reply) => {
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

  return app;
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

function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown };
  const codes = [
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    '57P01',
    '57P03',
    '08006',
    '08001',
    '08003',
  ];
  if (e?.code && codes.includes(e.code)) return true;
  if (
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(
      e?.message ?? '',
    )
  )
    return true;
  return e?.cause ? isDatabaseDown(e.cause) : false;
}
