import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { journalEntries, sessions } from '../db/schema/index.ts';
import { randomId } from '../lib/ids.ts';
import { setupTestApp, testConfig } from '../test/app.ts';
import { createUser, sessionStartedAt, signedInUser } from '../test/factories.ts';
import { runAdminCommand } from '../users/admin-cli.ts';
import { SESSION_COOKIE, SESSION_IDLE_MS } from './session.ts';

const ADMIN_EMAIL = 'lifetime-admin@example.com';
const ctx = setupTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
const DAY = 24 * 60 * 60 * 1000;
const silentLog = { info: () => {}, warn: () => {} };

afterEach(() => {
  vi.useRealTimers();
});

/** A session exactly as startSession makes it at the (possibly faked) current time. */
async function freshSession(userId: string): Promise<string> {
  return `${SESSION_COOKIE}=${await sessionStartedAt(ctx.database.db, userId, Date.now())}`;
}

function me(cookie: string, app: FastifyInstance = ctx.app) {
  return app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
}

function maxAge(setCookie: string | string[] | undefined): number | undefined {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const m = line && /Max-Age=(\d+)/i.exec(line);
  return m ? Number(m[1]) : undefined;
}

describe('app session lifetimes', () => {
  it('ends a session left unused for more than 7 days, even after it was used', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const user = await createUser(ctx.database.db);
    const cookie = await freshSession(user.id);

    vi.setSystemTime(start + 2 * DAY);
    expect((await me(cookie)).statusCode).toBe(200);

    // Eight days without a call since then.
    vi.setSystemTime(start + 10 * DAY);
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
  });

  it('keeps a session used within every 7 days, and slides the cookie with it', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const user = await createUser(ctx.database.db);
    const cookie = await freshSession(user.id);
    for (const day of [6, 12, 18]) {
      vi.setSystemTime(start + day * DAY);
      const res = await me(cookie);
      expect(res.statusCode, `day ${day}`).toBe(200);
      // The cookie follows the idle expiry: it now ends 7 days from this call.
      expect(maxAge(res.headers['set-cookie'])).toBe(SESSION_IDLE_MS / 1000);
    }
  });

  it('ends a session used every day on day 31 (the absolute end), and never sets a cookie past it', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const user = await createUser(ctx.database.db);
    const cookie = await freshSession(user.id);
    for (let day = 1; day <= 29; day++) {
      vi.setSystemTime(start + day * DAY);
      expect((await me(cookie)).statusCode, `day ${day}`).toBe(200);
    }
    // Day 29: the refreshed expiry (and cookie) stop at the absolute end, one day away. The row follows
    // the request within a second (decision 191); written now.
    await ctx.app.sessionTouches.flush();
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBe(row!.absoluteExpiresAt.getTime());

    vi.setSystemTime(start + 29.5 * DAY);
    const late = await me(cookie);
    expect(late.statusCode).toBe(200);
    expect(maxAge(late.headers['set-cookie'])).toBeLessThanOrEqual(DAY / 2000);

    vi.setSystemTime(start + 31 * DAY);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('writes the sliding expiry back at most once an hour', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const user = await createUser(ctx.database.db);
    const cookie = await freshSession(user.id);
    vi.setSystemTime(start + 30 * 60 * 1000);
    const soon = await me(cookie);
    expect(soon.statusCode).toBe(200);
    expect(maxAge(soon.headers['set-cookie'])).toBeUndefined();
    vi.setSystemTime(start + 61 * 60 * 1000);
    expect(maxAge((await me(cookie)).headers['set-cookie'])).toBe(SESSION_IDLE_MS / 1000);
  });
});

describe('revoking admin rights', () => {
  it('takes effect on the next call for a CLI grant', async () => {
    const db = ctx.database.db;
    const reader = await signedInUser(db);
    const stats = () =>
      ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: reader.headers });
    expect((await stats()).statusCode).toBe(403);
    await runAdminCommand(db, ctx.config, ['grant', reader.user.email], silentLog);
    expect((await stats()).statusCode).toBe(200);
    await runAdminCommand(db, ctx.config, ['revoke', reader.user.email], silentLog);
    expect((await stats()).statusCode).toBe(403);
  });

  it('takes effect on the next call when the email leaves ADMIN_EMAILS (same session, restarted app)', async () => {
    const admin = await signedInUser(ctx.database.db, { email: ADMIN_EMAIL });
    const call = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers });
    expect((await call(ctx.app)).statusCode).toBe(200);
    const restarted = await buildApp({
      config: testConfig({ ADMIN_EMAILS: 'someone-else@example.com' }),
      database: ctx.database,
      logger: false,
      serveWeb: false,
      cleanupIntervalMs: false,
    });
    try {
      expect((await call(restarted)).statusCode).toBe(403);
    } finally {
      await restarted.close();
    }
  });
});

describe('route checks on the matched route', () => {
  it('refuses a cross-site POST to an encoded /api path (/%61pi/…)', async () => {
    const reader = await signedInUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/%61pi/journal/entries',
      headers: { cookie: reader.headers.cookie, origin: 'https://evil.example' },
      payload: { content: 'planted by another site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross_site_request');
    const rows = await ctx.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, reader.user.id));
    expect(rows).toEqual([]);
  });

  it('runs the session check on an encoded /api path: 401 without a cookie, the reader with one', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/%61pi/journal/entries' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const reader = await signedInUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/%61pi/journal/entries',
      headers: { cookie: reader.headers.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a cross-site POST to an encoded /identity path (/%69dentity/sign-in)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/%69dentity/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'someone@example.com', password: 'whatever-password' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross_site_request');
  });

  it('still lets the Stripe webhook through without an Origin check (keyed on the route)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).not.toBe(403);
  });
});

describe('Cache-Control on /api answers', () => {
  it('is no-store on signed-in journal, notebook and plans answers', async () => {
    const reader = await signedInUser(ctx.database.db, { membershipTier: 'premium' });
    for (const url of ['/api/journal/entries', '/api/notebook/by-date', '/api/plans']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: reader.headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on the sync answer that starts a session (a public route)', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/identity/accounts',
      headers: { origin: 'http://localhost:5000' },
      payload: {
        email: `sync-cache-${randomId(6).toLowerCase()}@example.com`,
        password: 'evening-lamp-oil',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const synced = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/lamplight-sync',
      headers: { origin: 'http://localhost:5000' },
      payload: { idToken: created.json().idToken },
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.headers['cache-control']).toBe('no-store');
  });

  it('leaves public data to its own caching', async () => {
    const reader = await signedInUser(ctx.database.db);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
    const bible = await ctx.app.inject({
      method: 'GET',
      url: '/api/bible/passage?ref=John%203:16',
      headers: reader.headers,
    });
    expect(bible.statusCode, bible.body).toBe(200);
    expect(bible.headers['cache-control']).toBe('public, max-age=86400');
  });
});
