import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { databaseErrorIn } from '../lib/error-log.ts';
import { securityEvent } from '../lib/security-log.ts';
import { userExists } from '../users/sessions-repository.ts';
import { cookieOptions, SESSION_COOKIE } from './session.ts';

/**
 * The server's one error handler: every error answers `{ message, code }` with a stable
 * code; invalid input is a readable 400; a 5xx never tells the caller what went wrong inside.
 */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler(async (err, req, reply) => {
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
    if (req.user && (await readerWentAway(app, err, req.user.id))) {
      // A write raced the reader's own account deletion (decision 153): the session is gone, so this is a
      // 401 as it would have been a moment later; nothing of the request is logged.
      req.log.info({ err }, 'write after the reader was deleted');
      reply.clearCookie(SESSION_COOKIE, cookieOptions(app.config));
      return reply.status(401).send({ message: 'Unauthorized', code: 'unauthorized' });
    }
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
}

/**
 * True when the error is a foreign-key violation and the signed-in reader's row no longer exists: a write
 * that lost the race with the reader's own account deletion.
 */
async function readerWentAway(app: FastifyInstance, err: unknown, userId: string) {
  if (databaseErrorIn(err)?.code !== '23503') return false;
  try {
    return !(await userExists(app.db, userId));
  } catch {
    return false;
  }
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

// The session plugin decorates `req.user`, which the security event reads.
export default fp(errorHandlerPlugin, { name: 'error-handler', dependencies: ['session'] });
