import { hash, verify } from '@node-rs/argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityResult, IdentityUser } from '@contract/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, unauthorized } from '../../errors.ts';
import { randomId, sha256 } from '../../lib/ids.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { cookieOptions } from '../../plugins/session.ts';
import * as repo from './repository.ts';
import type { IdentityRow } from './repository.ts';
import { issueIdToken } from './tokens.ts';

export const IDP_COOKIE = 'lamplight_idp';
const IDP_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
const WINDOW_MS = 15 * 60 * 1000;

/** A hash to verify against when no account exists, so timing does not reveal which emails are registered. */
let dummyHash: Promise<string> | undefined;

/** Counts an attempt per IP and per email; past AUTH_RATE_LIMIT (10) in 15 minutes: 429. */
export async function limitAttempts(
  db: Db,
  config: Config,
  action: string,
  ip: string,
  email?: string,
) {
  const limit = config.AUTH_RATE_LIMIT;
  await hitRateLimit(db, `${action}:ip:${ip}`, limit, WINDOW_MS);
  if (email) {
    await hitRateLimit(db, `${action}:email:${email.trim().toLowerCase()}`, limit, WINDOW_MS);
  }
}

/** The Firebase-shaped identity the client keeps (spec §3). */
export function toIdentityUser(identity: IdentityRow): IdentityUser {
  const providerId = identity.provider === 'password' ? 'password' : `${identity.provider}.com`;
  return {
    uid: `id_${identity.id}`,
    displayName: identity.displayName,
    email: identity.email,
    emailVerified: identity.emailVerified,
    phoneNumber: null,
    photoURL: identity.photoUrl,
    tenantId: null,
    providerData: [{ providerId, uid: identity.subject, email: identity.email }],
    isAnonymous: false,
  };
}

export async function identityResult(
  db: Db,
  config: Config,
  identity: IdentityRow,
): Promise<IdentityResult> {
  const idToken = await issueIdToken(db, config, {
    sub: `id_${identity.id}`,
    email: identity.email,
    email_verified: identity.emailVerified,
    ...(identity.displayName ? { name: identity.displayName } : {}),
    ...(identity.photoUrl ? { picture: identity.photoUrl } : {}),
    sign_in_provider: identity.provider,
  });
  return { idToken, user: toIdentityUser(identity) };
}

/** Starts the identity provider's own session for the browser. */
export async function startIdentitySession(
  db: Db,
  config: Config,
  reply: FastifyReply,
  identityId: number,
) {
  const id = randomId(32);
  await repo.createIdentitySession(db, id, identityId, new Date(Date.now() + IDP_SESSION_TTL_MS));
  reply.setCookie(IDP_COOKIE, id, { ...cookieOptions(config), maxAge: IDP_SESSION_TTL_MS / 1000 });
}

export async function currentIdentity(db: Db, req: FastifyRequest) {
  const id = req.cookies[IDP_COOKIE];
  if (!id || id.length > 100) return undefined;
  return repo.findIdentityBySession(db, id);
}

export async function endIdentitySession(
  db: Db,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const id = req.cookies[IDP_COOKIE];
  if (id && id.length <= 100) await repo.deleteIdentitySession(db, id);
  reply.clearCookie(IDP_COOKIE, cookieOptions(config));
}

export async function createAccount(db: Db, email: string, password: string) {
  if (await repo.emailInUse(db, email)) {
    throw conflict(
      'An account with this email already exists. Try signing in instead.',
      'email_in_use',
    );
  }
  const normalized = email.trim().toLowerCase();
  try {
    return await repo.insertIdentity(db, {
      provider: 'password',
      subject: randomId(12),
      email: normalized,
      emailVerified: false,
      passwordHash: await hash(password),
    });
  } catch (err) {
    // Two sign-ups for one email at once: the loser gets the same clear message.
    if (await repo.emailInUse(db, email)) {
      throw conflict(
        'An account with this email already exists. Try signing in instead.',
        'email_in_use',
      );
    }
    throw err;
  }
}

export async function signInWithPassword(db: Db, email: string, password: string) {
  const identity = await repo.findPasswordIdentity(db, email);
  if (!identity?.passwordHash) {
    dummyHash ??= hash('lamplight-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    throw unauthorized('Incorrect email or password.', 'invalid_credentials');
  }
  const ok = await verify(identity.passwordHash, password).catch(() => false);
  if (!ok) throw unauthorized('Incorrect email or password.', 'invalid_credentials');
  return identity;
}

/** Emails a one-time reset link (or logs it when SMTP is not configured). Silent when no account exists. */
export async function requestPasswordReset(db: Db, config: Config, mailer: Mailer, email: string) {
  const identity = await repo.findPasswordIdentity(db, email);
  if (!identity) return;
  const token = randomId(32);
  await repo.createPasswordReset(
    db,
    sha256(token),
    identity.id,
    new Date(Date.now() + RESET_TTL_MS),
  );
  const link = `${config.publicUrl}/?reset=${encodeURIComponent(token)}`;
  await mailer.send({
    to: identity.email,
    subject: 'Reset your Lamplight password',
    text: [
      'Someone asked to reset the password of your Lamplight account.',
      '',
      `Open this link within one hour to choose a new password: ${link}`,
      '',
      'The link works once. If you did not ask for this, you can ignore this email.',
    ].join('\n'),
  });
}

export async function confirmPasswordReset(db: Db, token: string, password: string) {
  const ok = await repo.consumePasswordReset(db, sha256(token), await hash(password));
  if (!ok)
    throw badRequest(
      'This reset link is invalid or has expired. Please ask for a new one.',
      'invalid_reset',
    );
}
