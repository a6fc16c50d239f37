import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isValidTimeZone } from '@contract/account-rules.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { randomId } from '../lib/ids.ts';
import {
  deleteSession,
  findLiveSession,
  insertSession,
  updateUserTimeZone,
} from '../users/sessions-repository.ts';
import { sessionKey } from '../users/session-cache.ts';
import { SessionTouches } from '../users/session-touches.ts';
import { isAdmin, type UserRow } from '../users/users.ts';

export const SESSION_COOKIE = 'lamplight_session';
/** The hard end of an app session, counted from the moment the reader last proved who they are. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** An app session unused for this long ends. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** @deprecated the absolute lifetime; kept for scripts and tests that seed sessions directly. */
export const SESSION_TTL_MS = SESSION_ABSOLUTE_MS;
/**
 * The sliding idle expiry is written back at most this often: a reader's burst of calls costs one write an
 * hour, and an idle end can be early by at most this much.
 */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers without a session; every other /api route answers 401 to signed-out callers. */
    public?: boolean;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Sessions' moved idle expiries, written back after the answers (decision 191). */
    sessionTouches: SessionTouches;
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

/** The session and identity cookies' attributes (Secure when PUBLIC_URL is https). */
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
  await insertSession(db, { id, userId, expiresAt, absoluteExpiresAt });
  setSessionCookie(config, reply, id, expiresAt, now);
  return id;
}

/** The cookie lives exactly as long as the server-side idle expiry, so the browser drops it when it ends. */
function setSessionCookie(
  config: Config,
  reply: FastifyReply,
  id: string,
  expiresAt: Date,
  now: number,
) {
  reply.setCookie(SESSION_COOKIE, id, {
    ...cookieOptions(config),
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000)),
  });
}

/** Ends the browser's app session: the row goes and the cookie is cleared. */
export async function endSession(db: Db, config: Config, req: FastifyRequest, reply: FastifyReply) {
  const id = req.cookies[SESSION_COOKIE];
  if (id) await deleteSession(db, id);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

const TZ_HEADER = 'x-time-zone';
/**
 * A reader's stored time zone follows the x-time-zone header at most this often (decision 155): a device
 * that travels is followed within minutes, while a client alternating zones costs one write per window.
 */
export const TIME_ZONE_UPDATE_MS = 10 * 60 * 1000;

/** The matched route is under /api (decided on the route pattern, never on the raw, still-encoded URL). */
export function isApiRoute(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}

/**
 * Resolves the session cookie on every /api request; also keeps the reader's time zone current. Every /api
 * answer given to a signed-in reader, setting a cookie, or from a non-public route, is
 * `Cache-Control: no-store` unless the route chose its own caching (public immutable data).
 */
async function sessionPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  // Session → reader from memory on most requests (decision 132): the cache plugin keeps it and drops a
  // reader's entries when their row or one of their sessions changes.
  const cache = app.sessionCache;
  const answers = app.readerAnswers;
  const touches = new SessionTouches(app.db, app.log);
  app.decorate('sessionTouches', touches);
  // Written before the database closes: when the server starts closing, and again for late requests.
  app.addHook('preClose', async () => touches.flush());
  app.addHook('onClose', async () => touches.flush());
  /** When each reader's stored zone last followed the header (this process; a bounded map). */
  const zoneWrites = new Map<string, number>();

  app.addHook('onRequest', async (req, reply) => {
    // Fastify's router decodes the path (`/%61pi/…` matches `/api/…`): decide on the matched route.
    if (!isApiRoute(req)) return;
    await resolveSession(req, reply);
    // The one session check for /api: matched, non-public routes need a signed-in reader.
    const route = req.routeOptions.url!;
    if (!req.user && !req.routeOptions.config.public && !route.startsWith('/api/docs')) {
      return reply.status(401).send({ message: 'Unauthorized', code: 'unauthorized' });
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (!isApiRoute(req) || reply.hasHeader('cache-control')) return payload;
    const route = req.routeOptions.url!;
    // A public answer that starts a session (sync) carries the reader's data and cookie as well.
    const personal = req.user || reply.hasHeader('set-cookie');
    if (personal || (!req.routeOptions.config.public && !route.startsWith('/api/docs'))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  async function resolveSession(req: FastifyRequest, reply: FastifyReply) {
    const id = req.cookies[SESSION_COOKIE];
    if (!id || id.length > 100) return;
    const now = new Date();
    const key = sessionKey(id);
    let row = cache.get(key);
    if (row && !(row.session.expiresAt > now && row.session.absoluteExpiresAt > now))
      row = undefined;
    if (!row) {
      const epoch = cache.epoch;
      row = await findLiveSession(app.db, id, now);
      if (row) cache.set(key, row, epoch);
    }
    if (!row) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions(app.config));
      return;
    }
    req.user = row.user;
    req.sessionId = id;
    if (now.getTime() - row.session.lastSeenAt.getTime() >= SESSION_REFRESH_MS) {
      // Sliding idle expiry, capped by the absolute end: use keeps a session alive, but never past it.
      const expiresAt = new Date(
        Math.min(now.getTime() + SESSION_IDLE_MS, row.session.absoluteExpiresAt.getTime()),
      );
      // The row follows within a second, beside other readers' (decision 191); this answer does not wait.
      touches.add(id, now, expiresAt);
      cache.updateSession(key, { ...row.session, lastSeenAt: now, expiresAt });
      setSessionCookie(app.config, reply, id, expiresAt, now.getTime());
    }
    const tz = req.headers[TZ_HEADER];
    if (typeof tz === 'string' && tz !== row.user.timeZone && isValidTimeZone(tz)) {
      const userId = row.user.id;
      const last = zoneWrites.get(userId);
      if (last !== undefined && now.getTime() - last < TIME_ZONE_UPDATE_MS) return;
      zoneWrites.delete(userId);
      zoneWrites.set(userId, now.getTime());
      if (zoneWrites.size > 10_000) zoneWrites.delete(zoneWrites.keys().next().value!);
      // Only this reader's session and answers are dropped here (the write is theirs); the row's trigger
      // tells the other instances (this reader).
      await updateUserTimeZone(app.db, userId, tz);
      cache.invalidateUser(userId);
      answers.invalidateUser(userId);
      req.user = { ...row.user, timeZone: tz };
    }
  }
}

export default fp(sessionPlugin, {
  name: 'session',
  dependencies: ['config', 'database', 'cookies', 'answer-cache'],
});
