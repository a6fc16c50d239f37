import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { redactUrl } from './lib/log-redaction.ts';
import { emailHash } from './lib/security-log.ts';
import { testConfig } from './test/app.ts';
import { createTestDatabase, type TestDatabase } from './test/db.ts';
import { signedInUser } from './test/factories.ts';
import { runAdminCommand } from './users/admin-cli.ts';

const ORIGIN = 'http://localhost:5000';
const ADMIN_EMAIL = 'log-admin@example.com';
let testDb: TestDatabase;
let app: FastifyInstance;
/** Every line the app logged, parsed. */
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '2', ADMIN_EMAILS: ADMIN_EMAIL }),
    database: testDb.database,
    logStream: { write: (msg: string) => void lines.push(JSON.parse(msg)) },
    serveWeb: false,
    cleanupIntervalMs: false,
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

const raw = () => lines.map((l) => JSON.stringify(l)).join('\n');
const events = (event: string) =>
  lines
    .map((l) => l.security as Record<string, unknown> | undefined)
    .filter((s): s is Record<string, unknown> => s?.event === event);

describe('the request log', () => {
  it('never holds a reset token, an authorization code or a state from the query', async () => {
    const secrets = ['RESETTOKEN1234567890', 'AUTHCODE987654321', 'STATEVALUE55555'];
    await app.inject({ method: 'GET', url: `/?reset=${secrets[0]}` });
    await app.inject({
      method: 'GET',
      url: `/identity/oidc/callback?code=${secrets[1]}&state=${secrets[2]}`,
    });
    await app.inject({ method: 'GET', url: `/%69dentity/oidc/callback?anything=${secrets[1]}` });
    for (const s of secrets) expect(raw()).not.toContain(s);
    const urls = lines
      .map((l) => (l.req as { url?: string } | undefined)?.url)
      .filter((u): u is string => Boolean(u));
    expect(urls).toContain('/?reset=[redacted]');
    expect(urls).toContain('/identity/oidc/callback?code=[redacted]&state=[redacted]');
  });

  it('keeps harmless query values and redacts sensitive keys anywhere', () => {
    expect(redactUrl('/api/admin/users?q=ruth&page=2')).toBe('/api/admin/users?q=ruth&page=2');
    expect(redactUrl('/subscription?success=true&Token=abc&id_token=x&session_state=y')).toBe(
      '/subscription?success=true&Token=[redacted]&id_token=[redacted]&session_state=[redacted]',
    );
    expect(redactUrl('/identity/verify?t=abc')).toBe('/identity/verify?t=[redacted]');
    expect(redactUrl('/?abc123secret')).toBe('/?[redacted]');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});

describe('request ids', () => {
  it('are the server’s own: a client-supplied x-request-id is ignored', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'x-request-id': 'forged-request-id' },
    });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe('forged-request-id');
    expect(raw()).not.toContain('forged-request-id');
  });
});

describe('security events', () => {
  it('logs a lockout for every 429, with the account and the IP', async () => {
    const email = 'locked-out@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/identity/sign-in',
        remoteAddress: '198.51.100.20',
        headers: { origin: ORIGIN },
        payload: { email, password: 'Wrong-Password-Here' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
    const lockouts = events('lockout').filter((e) => e.emailHash === emailHash(email));
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({ ip: '198.51.100.20', route: '/identity/sign-in' });
    expect(raw()).not.toContain('Wrong-Password-Here');
    expect(raw()).not.toContain(email);
  });

  it('logs cross_site_refused when the Origin check refuses', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/journal/entries',
      remoteAddress: '198.51.100.21',
      headers: { origin: 'https://evil.example' },
      payload: { content: 'x' },
    });
    expect(events('cross_site_refused')).toContainEqual(
      expect.objectContaining({
        ip: '198.51.100.21',
        route: '/api/journal/entries',
        origin: 'https://evil.example',
      }),
    );
  });

  it('logs admin_action for every admin change, with the admin, the action and the target', async () => {
    const db = testDb.database.db;
    const admin = await signedInUser(db, { email: ADMIN_EMAIL });
    const target = await signedInUser(db);
    const call = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        remoteAddress: '198.51.100.22',
        headers: admin.headers,
        ...(payload ? { payload } : {}),
      });
    const planBody = {
      title: 'Logged plan',
      description: 'A plan whose changes are logged.',
      type: 'theme',
      planType: 'daily',
      sessions: [{ reference: 'John 3:16', title: 'Love', insight: 'God so loved the world.' }],
    };
    expect(
      (
        await call('PATCH', `/api/admin/users/${target.user.id}/membership`, {
          membershipTier: 'basic',
          reason: 'log check',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/admin/free-mode', { enabled: false })).statusCode).toBe(200);
    const created = await call('POST', '/api/admin/plans', planBody);
    expect(created.statusCode).toBe(201);
    const planId = created.json().plan.id as number;
    expect((await call('PUT', `/api/admin/plans/${planId}`, planBody)).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/admin/plans/${planId}/featured`, { isFeatured: true })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/admin/plans/${planId}`)).statusCode).toBe(200);

    const mine = events('admin_action').filter((e) => e.userId === admin.user.id);
    expect(mine.map((e) => e.action)).toEqual([
      'membership_changed',
      'free_mode_set',
      'plan_created',
      'plan_updated',
      'plan_featured',
      'plan_deleted',
    ]);
    expect(mine[0]).toMatchObject({ targetUserId: target.user.id, tier: 'basic' });
    expect(mine[2]).toMatchObject({ planId });
    for (const e of mine) expect(e.ip).toBe('198.51.100.22');
    const sessionId = admin.headers.cookie.split('=')[1]!;
    expect(raw()).not.toContain(sessionId);
  });

  it('logs admin_granted and admin_revoked from the admin CLI', async () => {
    const db = testDb.database.db;
    const reader = await signedInUser(db);
    const cli: Record<string, unknown>[] = [];
    const log = {
      info: (obj: unknown) => void cli.push(obj as Record<string, unknown>),
      warn: (obj: unknown) => void cli.push(obj as Record<string, unknown>),
    };
    await runAdminCommand(db, { ADMIN_EMAILS: [] }, ['grant', reader.user.email], log);
    await runAdminCommand(db, { ADMIN_EMAILS: [] }, ['revoke', reader.user.email], log);
    expect(cli.map((l) => l.security)).toEqual([
      expect.objectContaining({ event: 'admin_granted', userId: reader.user.id, forced: false }),
      expect.objectContaining({ event: 'admin_revoked', userId: reader.user.id }),
    ]);
  });
});
