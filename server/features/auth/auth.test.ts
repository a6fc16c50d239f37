import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { signingKey, issuerOf, ID_TOKEN_AUDIENCE } from './tokens.ts';

// A local SMTP server receives the password-reset mail.
const smtp = await startSmtpInbox();
afterAll(() => smtp.close());
const inbox = smtp.raw;

const ctx = setupTestApp({
  SMTP_URL: smtp.url,
  ADMIN_EMAILS: 'boss@example.com',
});
const ORIGIN = 'http://localhost:5000';
let counter = 0;
const uniqueEmail = () => `person${Date.now()}${counter++}@example.com`;

function cookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
}
function cookiePair(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  return cookiesOf(res)
    .find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`))
    ?.split(';')[0];
}

async function signUp(email = uniqueEmail(), password = 'quiet-lamp-2026') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/identity/accounts',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return {
    email,
    password,
    idToken: res.json().idToken as string,
    idp: cookiePair(res, 'lamplight_idp')!,
  };
}

async function sync(idToken: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/lamplight-sync',
    headers: { origin: ORIGIN },
    payload: { idToken, timeZone: 'Europe/London' },
  });
}

describe('embedded identity + sync', () => {
  it('creates an account, syncs it and starts a hardened session', async () => {
    const { email, idToken } = await signUp();
    const res = await sync(idToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, membershipTier: 'free', firstName: null });
    const set = cookiesOf(res).find((c) => c.startsWith('lamplight_session='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    // The cookie lives as long as the 7-day idle expiry (decision 095).
    expect(set).toMatch(/Max-Age=604800/);
    expect(set).not.toMatch(/Secure/); // http://localhost: no Secure flag; https PUBLIC_URL adds it
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: set.split(';')[0]! },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('refuses a second account for the same email with a clear message', async () => {
    const { email } = await signUp();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/accounts',
      headers: { origin: ORIGIN },
      payload: { email: email.toUpperCase(), password: 'another-lamp-2026' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'An account with this email already exists. Try signing in instead.',
    );
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await signUp();
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      headers: { origin: ORIGIN },
      payload: { email, password: 'wrongpass' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      headers: { origin: ORIGIN },
      payload: { email: uniqueEmail(), password: 'wrongpass' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Incorrect email or password.');
  });

  it('validates credentials with the spec messages', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/accounts',
      headers: { origin: ORIGIN },
      payload: { email: 'not-an-email', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter a valid email address');
    expect(res.json().message).toContain('Password must be at least 6 characters');
  });

  it('signs in with the password and keeps the identity session', async () => {
    const { email, password } = await signUp();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      headers: { origin: ORIGIN },
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    const idp = cookiePair(res, 'lamplight_idp')!;
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/identity/session',
      headers: { cookie: idp },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(email);
    expect((await sync(session.json().idToken)).statusCode).toBe(200);
  });

  it('answers a signed-out identity probe with 200 null (no error status for visitors)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/identity/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it.each([
    [
      'forged (another key)',
      async () => {
        const { privateKey } = await generateKeyPair('ES256');
        return new SignJWT({ email: 'x@example.com' })
          .setProtectedHeader({ alg: 'ES256' })
          .setIssuer(issuerOf(ctx.config))
          .setAudience(ID_TOKEN_AUDIENCE)
          .setSubject('id_1')
          .setExpirationTime('5m')
          .sign(privateKey);
      },
    ],
    ['expired', async () => ownKeyToken({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['wrong issuer', async () => ownKeyToken({ iss: 'https://evil.example/identity' })],
    ['wrong audience', async () => ownKeyToken({ aud: 'someone-else' })],
    ['garbage', async () => 'not.a.jwt-at-all'],
  ])('rejects a %s token with 401 and no session', async (_label, make) => {
    const res = await sync(await make());
    expect(res.statusCode).toBe(401);
    expect(
      cookiesOf(res).some(
        (c) => c.startsWith('lamplight_session=') && !c.startsWith('lamplight_session=;'),
      ),
    ).toBe(false);
  });

  it('rejects an unknown provider in the sync path', async () => {
    const { idToken } = await signUp();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/facebook-sync',
      headers: { origin: ORIGIN },
      payload: { idToken },
    });
    expect(res.statusCode).toBe(404);
  });

  it('logs out: the session is gone and the user call answers 401', async () => {
    const { idToken } = await signUp();
    const res = await sync(idToken);
    const cookie = cookiePair(res, 'lamplight_session')!;
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: ORIGIN },
    });
    expect(out.statusCode).toBe(204);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Unauthorized');
  });

  it('rotates the session id at sign-in', async () => {
    const { idToken } = await signUp();
    const first = cookiePair(await sync(idToken), 'lamplight_session')!;
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/lamplight-sync',
      headers: { origin: ORIGIN, cookie: first },
      payload: { idToken },
    });
    const second = cookiePair(again, 'lamplight_session')!;
    expect(second).not.toBe(first);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: first },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@example.com', password: 'secret123' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers the 11th rapid sign-in attempt with 429', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/identity/sign-in',
        headers: { origin: ORIGIN },
        remoteAddress: '10.9.8.7',
        payload: { email, password: 'wrongpass' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('redirects /api/login to the sign-in dialog', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?signin=1');
  });

  it('says when Google sign-in is not configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/identity/oidc/start' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Google sign-in is not configured on this server');
  });

  it('reports admin rights from ADMIN_EMAILS', async () => {
    const boss = await signedInUser(ctx.database.db, { email: 'boss@example.com' });
    const reader = await signedInUser(ctx.database.db);
    const a = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auth',
      headers: boss.headers,
    });
    const b = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auth',
      headers: reader.headers,
    });
    expect(a.json()).toMatchObject({ isAdmin: true, user: { email: 'boss@example.com' } });
    expect(b.json()).toMatchObject({ isAdmin: false });
  });
});

describe('password reset by email', () => {
  it('sends a one-time link that sets a new password and signs out other sessions', async () => {
    const { email, password, idToken } = await signUp();
    const appCookie = cookiePair(await sync(idToken), 'lamplight_session')!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/password-reset',
      headers: { origin: ORIGIN },
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitFor(() =>
      inbox.find((m) => m.includes(email) && m.includes('Reset your Lamplight password')),
    );
    const flat = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = decodeURIComponent(/\?reset=([\w%-]+)/.exec(flat)![1]!);

    const confirm = (pw: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/identity/password-reset/confirm',
        headers: { origin: ORIGIN },
        payload: { token, password: pw },
      });
    expect((await confirm('brand-new-lamp-oil')).statusCode).toBe(200);
    const reused = await confirm('another-lamp-wick');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toContain('invalid or has expired');

    const signIn = (pw: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/identity/sign-in',
        headers: { origin: ORIGIN },
        payload: { email, password: pw },
      });
    expect((await signIn(password)).statusCode).toBe(401);
    expect((await signIn('brand-new-lamp-oil')).statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: appCookie },
    });
    expect(me.statusCode).toBe(401);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/password-reset',
      headers: { origin: ORIGIN },
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.filter((m) => m.includes(email))).toEqual([]);
  });
});

describe('public routes', () => {
  // Routes a signed-out visitor may call; every other /api route must answer 401 without a session.
  const PUBLIC = new Set([
    'GET /api/config',
    'GET /api/login',
    'POST /api/auth/:provider-sync',
    'POST /api/auth/logout',
    'GET /api/bible/passage',
    'GET /api/bible/notes',
    'GET /api/bible/chapters/:book/:chapter',
    'GET /api/bible/search',
    'GET /api/strongs/:number',
    'GET /api/strongs/words',
    'POST /api/stripe/webhook',
    'GET /api/reminders/unsubscribe',
    'POST /api/reminders/unsubscribe',
  ]);

  it('matches the documented list, and every other /api route answers 401 signed out', async () => {
    const routes = ctx.app.routeList.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(3);
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      expect(r.public, `${key} public flag`).toBe(PUBLIC.has(key));
      if (r.public) continue;
      const url = r.url.replace(/:(\w+)/g, '1');
      const res = await ctx.app.inject({
        method: r.method as 'GET',
        url,
        headers: { origin: ORIGIN },
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, key).toBe(401);
    }
  });
});

async function ownKeyToken(over: { exp?: number; iss?: string; aud?: string }) {
  const key = await signingKey(ctx.database.db);
  return new SignJWT({
    email: 'x@example.com',
    email_verified: false,
    sign_in_provider: 'password',
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setIssuer(over.iss ?? issuerOf(ctx.config))
    .setAudience(over.aud ?? ID_TOKEN_AUDIENCE)
    .setSubject('id_1')
    .setIssuedAt()
    .setExpirationTime(over.exp ?? Math.floor(Date.now() / 1000) + 300)
    .sign(key.privateKey);
}

async function waitFor<T>(fn: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
