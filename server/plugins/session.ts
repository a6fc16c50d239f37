import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { randomId } from '../lib/ids.ts';
import { isAdmin, type UserRow } from '../users/users.ts';

export const SESSION_COOKIE = 'lamplight_session';
/** The hard end of an app session, counted from the moment the reader last proved who they are. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** An app session unused for this long ends. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** @deprecated the absolute lifetime; kept for scripts and tests that seed sessions directly. */
export const SESSION_TTL_MS = SESSION_ABSOLUTE_MS;
/** Sliding expiry is refreshed at most this often, to keep reads cheap. */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers without a session; every other /api route answers 401 to signed-out callers. */
    public?: boolean;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

/** The signed-in reader, or 401. */
export function requireUser(req: FastifyRequest): UserRow {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** The signed-in administrator: 401 without a session, 403 for everyone else. */
export async function requireAdmin(req: FastifyRequest): Promise<UserRow> {
  const user = requireUser(req);
  if (!(await isAdmin(req.server.db, req.server.config, user))) {
    throw forbidden("You don't have permission to access this area.");
  }
  return user;
}

export function cookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https://'),
  };
}

/**
 * Starts a new app session for the user (a fresh random id: sessions rotate at every sign-in). `authTime` is
 * when the reader last proved who they are (the ID token's auth_time): the session never outlives it by more
 * than SESSION_ABSOLUTE_MS, and ends after SESSION_IDLE_MS unused.
 */
export async function startSession(
  db: Db,
  config: Config,
  reply: FastifyReply,
  userId: string,
  authTime: Date = new Date(),
) {
  const id = randomId(32);
  const now = Date.now();
  const absoluteExpiresAt = new Date(Math.min(authTime.getTime(), now) + SESSION_ABSOLUTE_MS);
  const expiresAt = new Date(Math.min(now + SESSION_IDLE_MS, absoluteExpiresAt.getTime()));
  await db.insert(sessions).values({ id, userId, expiresAt, absoluteExpiresAt });
  reply.setCookie(SESSION_COOKIE, id, {
    ...cookieOptions(config),
    maxAge: Math.max(0, Math.floor((absoluteExpiresAt.getTime() - now) / 1000)),
  });
  return id;
}

export async function endSession(db: Db, config: Config, req: FastifyRequest, reply: FastifyReply) {
  const id = req.cookies[SESSION_COOKIE];
  if (id) await db.delete(sessions).where(eq(sessions.id, id));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

const TZ_HEADER = 'x-time-zone';

function validTimeZone(tz: string): boolean {
  if (tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Resolves the session cookie on every /api request; also keeps the reader's time zone current. */
async function sessionPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    await resolveSession(req, reply);
    // The one session check for /api: matched, non-public routes need a signed-in reader.
    const route = req.routeOptions.url;
    if (!req.user && route && !req.routeOptions.config.public && !route.startsWith('/api/docs')) {
      return reply.status(401).send({ message: 'Unauthorized', code: 'unauthorized' });
    }
  });

  async function resolveSession(req: FastifyRequest, reply: FastifyReply) {
    const id = req.cookies[SESSION_COOKIE];
    if (!id || id.length > 100) return;
    const now = new Date();
    const [row] = await app.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions(app.config));
      return;
    }
    req.user = row.user;
    req.sessionId = id;
    if (now.getTime() - row.session.lastSeenAt.getTime() > REFRESH_AFTER_MS) {
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await app.db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
      reply.setCookie(SESSION_COOKIE, id, {
        ...cookieOptions(app.config),
        maxAge: SESSION_TTL_MS / 1000,
      });
    }
    const tz = req.headers[TZ_HEADER];
    if (typeof tz === 'string' && tz !== row.user.timeZone && validTimeZone(tz)) {
      await app.db
        .update(users)
        .set({ timeZone: tz, updatedAt: sql`now()` })
        .where(eq(users.id, row.user.id));
      req.user = { ...row.user, timeZone: tz };
    }
  }
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
