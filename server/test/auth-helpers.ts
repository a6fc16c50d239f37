import { Writable } from 'node:stream';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { randomId } from '../lib/ids.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { testConfig } from './app.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { IDP_SESSION_ABSOLUTE_MS, IDP_SESSION_IDLE_MS } from '../features/auth/identity-service.ts';
import * as repo from '../features/auth/repository.ts';

export const ORIGIN = 'http://localhost:5000';

/** A mailer that keeps what it sends (or fails, to stand in for a broken SMTP server). */
export class CapturingMailer implements Mailer {
  sent: MailMessage[] = [];
  failing = false;
  async send(message: MailMessage) {
    if (this.failing) throw new Error('SMTP server unreachable');
    this.sent.push(message);
  }
  /** Waits for a mail to `to` whose text matches `pattern`, and returns the first capture group. */
  async linkFor(to: string, pattern: RegExp, after = 0): Promise<string> {
    const end = Date.now() + 5000;
    for (;;) {
      const mail = this.sent.slice(after).find((m) => m.to === to && pattern.test(m.text));
      if (mail) return decodeURIComponent(pattern.exec(mail.text)![1]!);
      if (Date.now() > end) throw new Error(`no mail to ${to} matching ${pattern}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

export interface IdentityHarness {
  app: FastifyInstance;
  database: Database;
  mailer: CapturingMailer;
  /** Everything the app logged (when built with `captureLog`). */
  log: string[];
}

/** Builds the app on a fresh database with a capturing mailer; optionally captures the log at info level. */
export function setupIdentityApp(
  env: Record<string, string> = {},
  opts: { captureLog?: boolean } = {},
): IdentityHarness {
  const h = { mailer: new CapturingMailer(), log: [] as string[] } as IdentityHarness;
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    h.database = testDb.database;
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        h.log.push(chunk.toString('utf8'));
        cb();
      },
    });
    h.app = await buildApp({
      config: testConfig(opts.captureLog ? { LOG_LEVEL: 'info', ...env } : env),
      database: h.database,
      mailer: h.mailer,
      ...(opts.captureLog ? { logStream: stream } : { logger: false as const }),
      serveWeb: false,
    });
    await h.app.ready();
  }, 60_000);
  afterAll(async () => {
    await h.app?.close();
    await testDb?.dispose();
  });
  return h;
}

let counter = 0;
/** A fresh email for one test. */
export const uniqueEmail = (tag = 'person') =>
  `${tag}-${Date.now().toString(36)}-${counter++}@example.com`;

/** A password that passes the policy. */
export const GOOD_PASSWORD = 'lantern-by-the-river';

export function cookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
}

/** `name=value` of a cookie the response set (not a clearing one). */
export function cookiePair(res: { headers: Record<string, unknown> }, name: string) {
  return cookiesOf(res)
    .find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`))
    ?.split(';')[0];
}

/** Calls for one app: sign-up, sign-in, sync, and reads with a browser's cookies. */
export function client(h: IdentityHarness) {
  const post = (url: string, payload: object, cookie?: string, ip?: string) =>
    h.app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload,
      ...(ip ? { remoteAddress: ip } : {}),
    });
  const get = (url: string, cookie?: string) =>
    h.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** A browser that signs up and syncs: its app and IdP cookies and the ID token it holds. */
  async function signUpAndSync(email = uniqueEmail(), password = GOOD_PASSWORD) {
    const res = await post('/identity/accounts', { email, password });
    expect(res.statusCode, res.body).toBe(200);
    const idp = cookiePair(res, 'lamplight_idp')!;
    const idToken = res.json().idToken as string;
    const synced = await post('/api/auth/lamplight-sync', { idToken });
    expect(synced.statusCode, synced.body).toBe(200);
    const app = cookiePair(synced, 'lamplight_session')!;
    return {
      email,
      password,
      idToken,
      idp,
      app,
      userId: synced.json().id as string,
      cookie: `${app}; ${idp}`,
    };
  }

  return { post, get, signUpAndSync };
}

/**
 * An external (Google-like) identity as the OIDC callback would store it, with an IdP session; returns the
 * IdP cookie, so `/identity/session` yields its ID token.
 */
export async function externalIdentity(
  h: IdentityHarness,
  email: string,
  emailVerified: boolean,
  name = 'Grace Hopper',
) {
  const identity = await repo.insertIdentity(h.database.db, {
    provider: 'google',
    subject: randomId(9),
    email,
    emailVerified,
    displayName: name,
  });
  const sessionId = randomId(32);
  const now = Date.now();
  await repo.createIdentitySession(
    h.database.db,
    sessionId,
    identity.id,
    new Date(now + IDP_SESSION_IDLE_MS),
    new Date(now + IDP_SESSION_ABSOLUTE_MS),
  );
  return { identity, idp: `lamplight_idp=${sessionId}` };
}

/** A password identity created before the policy, with a short password (sign-in must still accept it). */
export async function legacyPasswordIdentity(h: IdentityHarness, email: string, password: string) {
  return repo.insertIdentity(h.database.db, {
    provider: 'password',
    subject: randomId(12),
    email,
    emailVerified: false,
    passwordHash: await hash(password),
  });
}
