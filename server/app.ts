import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerFeatures } from './features/index.ts';
import { appReminderTick } from './features/reminders/scheduler.ts';
import type { Mailer } from './mail/mailer.ts';
import cleanup from './plugins/cleanup.ts';
import answerCache from './plugins/answer-cache.ts';
import benchCounters from './plugins/bench-counters.ts';
import compression from './plugins/compression.ts';
import configPlugin from './plugins/config.ts';
import cookies from './plugins/cookies.ts';
import csrf from './plugins/csrf.ts';
import databasePlugin from './plugins/database.ts';
import databaseQueue from './plugins/database-queue.ts';
import errorHandler from './plugins/error-handler.ts';
import health from './plugins/health.ts';
import mailer from './plugins/mailer.ts';
import reminders from './plugins/reminders.ts';
import openapi from './plugins/openapi.ts';
import requestRateLimit from './plugins/rate-limit.ts';
import requestId from './plugins/request-id.ts';
import routeList from './plugins/route-list.ts';
import securityHeaders from './plugins/security-headers.ts';
import session from './plugins/session.ts';
import staticSpa from './plugins/static-spa.ts';
import { serverOptions } from './server-options.ts';

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
  /** How often daily reminders are looked for (decision 126); `false` turns the scheduler off. Unset:
   * REMINDER_TICK_MS, except under NODE_ENV=test, where tests start it explicitly. */
  reminderTickMs?: number | false;
  /** Serve the built SPA from dist/web (off in most tests). */
  serveWeb?: boolean;
}

/**
 * Builds the Fastify application from named plugins (decision 110), in the order their hooks run: the
 * app's own state, then external plugins, then the app's request handling, then the routes and the SPA.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(opts.config, opts));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config: opts.config });
  await app.register(databasePlugin, { database: opts.database });
  // Benches only (LAMPLIGHT_COUNT_QUERIES): statements and requests counted, read at GET /bench/counters.
  if (opts.config.LAMPLIGHT_COUNT_QUERIES) await app.register(benchCounters);
  await app.register(databaseQueue);
  await app.register(answerCache);
  await app.register(mailer, { mailer: opts.mailer });
  await app.register(routeList);
  await app.register(requestId);

  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(cookies);
  await app.register(requestRateLimit);
  await app.register(openapi);

  await app.register(csrf);
  await app.register(session);
  await app.register(errorHandler);
  await app.register(cleanup, { intervalMs: opts.cleanupIntervalMs });
  await app.register(reminders, { intervalMs: opts.reminderTickMs, tick: appReminderTick });

  await app.register(health);
  await app.register(registerFeatures);
  await app.register(staticSpa, { serveWeb: opts.serveWeb });
  return app;
}
