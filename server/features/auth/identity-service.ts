import { hash, verify } from '@node-rs/argon2';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityResult, IdentityUser } from '@contract/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, unauthorized } from '../../errors.ts';
import { randomId, sha256 } from '../../lib/ids.ts';
import { hitRateLimit } from '../../rate-limits/rate-limit.ts';
import { countHit } from '../../rate-limits/rate-limit-repository.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { cookieOptions } from '../../plugins/session.ts';
import { findUserNames } from '../../users/users-repository.ts';
import { assertNewPasswordAllowed } from './password-policy.ts';
import * as repo from './repository.ts';
import type { IdentityRow } from './repository.ts';
import { issueIdToken } from './tokens.ts';

export const IDP_COOKIE = 'lamplight_idp';
/** An IdP session ends this long after the password (or provider) was used, however active it is. */
export const IDP_SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** An IdP session unused this long ends. */
export const IDP_SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** The idle end moves forward at most this often, so reading the session stays a plain select. */
const IDP_TOUCH_AFTER_MS = 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = 15 * 60 * 1000;
const EMAIL_IN_USE = 'An account with this email already exists. Try signing in instead.';

/** A hash to verify against when no account exists, so timing does not reveal which emails are registered. */
let dummyHash: Promise<string> | undefined;

type EventReq = Pick<FastifyRequest, 'ip' | 'id' | 'log'>;

/** The per-IP allowance: AUTH_IP_RATE_LIMIT, else 100 or ten times the per-email limit when that is larger. */
export function ipLimit(config: Config): number {
  return config.AUTH_IP_RATE_LIMIT ?? Math.max(100, config.AUTH_RATE_LIMIT * 10);
}

/**
 * Counts an attempt per email (tight: AUTH_RATE_LIMIT in 15 minutes, against guessing one account's password)
 * and per IP (loose: a school or church Wi-Fi shares one address). Past either: 429.
 */
export async function limitAttempts(
  req: EventReq,
  db: Db,
  config: Config,
  action: string,
  email?: string,
) {
  const normalized = email?.trim().toLowerCase();
  // A 429 from either limit is logged once, as a `lockout` event, by the app's error handler.
  await hitRateLimit(db, `${action}:ip:${req.ip}`, ipLimit(config), WINDOW_MS);
  if (normalized) {
    await hitRateLimit(db, `${action}:email:${normalized}`, config.AUTH_RATE_LIMIT, WINDOW_MS);
  }
}

/** Runs mail (or lookup + mail) after the reply: a slow or broken SMTP server never delays or fails a request. */
export function inBackground(log: FastifyBaseLogger, what: string, task: () => Promise<unknown>) {
  setImmediate(() => {
    task().catch((err: unknown) => log.error({ err }, `Background task failed: ${what}`));
  });
}

/** The Firebase-shaped identity the client keeps. */
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

/**
 * The identity with a fresh ID token. `authTime` is when the password or provider was last used (the IdP
 * session's start); the token also carries the identity's token_version so a bump retires it.
 */
export async function identityResult(
  db: Db,
  config: Config,
  identity: IdentityRow,
  authTime: Date,
): Promise<IdentityResult> {
  const idToken = await issueIdToken(db, config, {
    sub: `id_${identity.id}`,
    email: identity.email,
    email_verified: identity.emailVerified,
    ...(identity.displayName ? { name: identity.displayName } : {}),
    ...(identity.photoUrl ? { picture: identity.photoUrl } : {}),
    sign_in_provider: identity.provider,
    ver: identity.tokenVersion,
    auth_time: Math.floor(authTime.getTime() / 1000),
  });
  return { idToken, user: toIdentityUser(identity) };
}

/** Starts the identity provider's own session for the browser; returns its id and start (the auth time). */
export async function startIdentitySession(
  db: Db,
  config: Config,
  reply: FastifyReply,
  identityId: number,
) {
  const id = randomId(32);
  const now = new Date();
  const absolute = new Date(now.getTime() + IDP_SESSION_ABSOLUTE_MS);
  await repo.createIdentitySession(
    db,
    id,
    identityId,
    new Date(now.getTime() + IDP_SESSION_IDLE_MS),
    absolute,
  );
  reply.setCookie(IDP_COOKIE, id, {
    ...cookieOptions(config),
    maxAge: IDP_SESSION_ABSOLUTE_MS / 1000,
  });
  return { id, authTime: now };
}

/** The browser's IdP session and identity, if live; moves the idle end forward (at most hourly). */
export async function currentIdentity(db: Db, req: FastifyRequest) {
  const id = req.cookies[IDP_COOKIE];
  if (!id || id.length > 100) return undefined;
  const now = new Date();
  const row = await repo.findIdentitySession(db, id, now);
  if (!row) return undefined;
  if (now.getTime() - row.session.lastSeenAt.getTime() > IDP_TOUCH_AFTER_MS) {
    const expiresAt = new Date(
      Math.min(now.getTime() + IDP_SESSION_IDLE_MS, row.session.absoluteExpiresAt.getTime()),
    );
    await repo.touchIdentitySession(db, id, now, expiresAt);
  }
  return { identity: row.identity, sessionId: id, authTime: row.session.createdAt };
}

/** Signs the browser out of the identity provider. */
export async function endIdentitySession(
  db: Db,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const id = req.cookies[IDP_COOKIE];
  const valid = id && id.length <= 100 ? id : undefined;
  // ID tokens minted before sign-out end with it (decision 155): first, while the session still names them.
  await repo.retireIdTokens(db, { identitySessionId: valid, userId: req.user?.id });
  if (valid) await repo.deleteIdentitySession(db, valid);
  reply.clearCookie(IDP_COOKIE, cookieOptions(config));
}

/**
 * Creates a password identity (the new password must pass the policy). When the email is taken only by
 * accounts that never proved it, the answer is still 409, but the mailbox gets a reset link: following it
 * proves ownership and ends the squatter's access (decision 093).
 */
export async function createAccount(
  db: Db,
  config: Config,
  mailer: Mailer,
  log: FastifyBaseLogger,
  email: string,
  password: string,
) {
  await assertNewPasswordAllowed(password, { email });
  if (await repo.emailInUse(db, email)) {
    if (await repo.emailHeldOnlyUnverified(db, email)) {
      inBackground(log, 'claim email', () =>
        requestPasswordReset(db, config, mailer, email, 'claim'),
      );
    }
    throw conflict(EMAIL_IN_USE, 'email_in_use');
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
    if (await repo.emailInUse(db, email)) throw conflict(EMAIL_IN_USE, 'email_in_use');
    throw err;
  }
}

/** Checks email + password; the same 401 for an unknown email and a wrong password, in about the same time. */
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

/** Link mails (reset, take-over, verification) one address may receive in an hour, and in a day (decision 155). */
export const MAIL_PER_ADDRESS_HOUR = 5;
export const MAIL_PER_ADDRESS_DAY = 20;

/**
 * Counts one link mail to the address, across every kind and every instance, and says whether it may go.
 * Past a cap nothing is sent and nothing tells the caller: the answer is the one it would have been.
 * The key holds the address's hash, never the address.
 */
async function mayMailAddress(db: Db, email: string): Promise<boolean> {
  const key = sha256(email.trim().toLowerCase());
  const hour = await countHit(db, `mail-hour:${key}`, 60 * 60 * 1000);
  const day = await countHit(db, `mail-day:${key}`, 24 * 60 * 60 * 1000);
  return hour <= MAIL_PER_ADDRESS_HOUR && day <= MAIL_PER_ADDRESS_DAY;
}

/**
 * Emails a one-time reset link (or logs it when SMTP is not configured). Silent when no account exists.
 * `claim`: someone tried to sign up with an address held only by an unverified account.
 */
export async function requestPasswordReset(
  db: Db,
  config: Config,
  mailer: Mailer,
  email: string,
  kind: 'reset' | 'claim' = 'reset',
) {
  const identity = await repo.findPasswordIdentity(db, email);
  if (!identity) return;
  if (!(await mayMailAddress(db, identity.email))) return;
  const token = randomId(32);
  await repo.createPasswordReset(
    db,
    sha256(token),
    identity.id,
    new Date(Date.now() + RESET_TTL_MS),
  );
  const link = `${config.publicUrl}/?reset=${encodeURIComponent(token)}`;
  const text =
    kind === 'reset'
      ? [
          'Someone asked to reset the password of your Lamplight account.',
          '',
          `Open this link within one hour to choose a new password: ${link}`,
          '',
          'The link works once. If you did not ask for this, you can ignore this email.',
        ]
      : [
          'Someone tried to create a Lamplight account with this email address, but an account that has not',
          'confirmed this address already uses it.',
          '',
          `If this address is yours, open this link within one hour to choose a password and take the account over: ${link}`,
          '',
          'Choosing a password signs everyone else out of it. If you did not try to sign up, you can ignore this email.',
        ];
  await mailer.send({
    to: identity.email,
    subject: kind === 'reset' ? 'Reset your Lamplight password' : 'Your email address on Lamplight',
    text: text.join('\n'),
  });
}

/** Sets a new password from a reset link (policy applies); see repo.consumePasswordReset for what else ends. */
export async function confirmPasswordReset(db: Db, token: string, password: string) {
  await assertNewPasswordAllowed(
    password,
    (await repo.passwordResetContext(db, sha256(token))) ?? undefined,
  );
  const done = await repo.consumePasswordReset(db, sha256(token), await hash(password));
  if (!done)
    throw badRequest(
      'This reset link is invalid or has expired. Please ask for a new one.',
      'invalid_reset',
    );
  return done;
}

/**
 * Tells the account's owner, after the reply, that its password was changed (by them on /account, or through a
 * reset link): if it was not them, the mail says what to do. It carries no link that signs anyone in.
 */
export function notifyPasswordChanged(
  log: FastifyBaseLogger,
  config: Config,
  mailer: Mailer,
  email: string,
  how: 'changed' | 'reset',
) {
  inBackground(log, 'password-changed notice', () =>
    mailer.send({
      to: email,
      subject: 'Your Lamplight password was changed',
      text: [
        how === 'reset'
          ? 'The password of your Lamplight account was just changed with a reset link.'
          : 'The password of your Lamplight account was just changed from your account page.',
        'Every other device has been signed out.',
        '',
        'If this was you, there is nothing more to do.',
        `If it was not, choose a new password at once with "Forgot password?" at ${config.publicUrl}/?signin=1`,
      ].join('\n'),
    }),
  );
}

/** Emails a one-time, 24-hour link that proves the identity's address (only its hash is stored). */
export async function sendVerificationEmail(
  db: Db,
  config: Config,
  mailer: Mailer,
  identity: Pick<IdentityRow, 'id' | 'email'>,
) {
  if (!(await mayMailAddress(db, identity.email))) return;
  const token = randomId(32);
  await repo.createEmailVerification(
    db,
    sha256(token),
    identity.id,
    identity.email,
    new Date(Date.now() + VERIFY_TTL_MS),
  );
  const link = `${config.publicUrl}/?verify=${encodeURIComponent(token)}`;
  await mailer.send({
    to: identity.email,
    subject: 'Confirm your email address for Lamplight',
    text: [
      'Welcome to Lamplight.',
      '',
      `Open this link within 24 hours to confirm that this email address is yours: ${link}`,
      '',
      'The link works once. If you did not create a Lamplight account, you can ignore this email;',
      'the account cannot use your address for anything that needs it confirmed.',
    ].join('\n'),
  });
}

/**
 * Uses a verification link. When this browser is signed in as that identity (it knows the password and now
 * the mailbox), its sessions stay and every other one ends. Otherwise whoever followed the link proved the
 * mailbox but not the password: every session ends, the password is removed, and a fresh reset token lets
 * them choose one at once (decision 093).
 */
export async function verifyEmail(
  db: Db,
  req: FastifyRequest,
  token: string,
  appSessionId: string | undefined,
) {
  const current = await currentIdentity(db, req);
  const result = await repo.consumeEmailVerification(
    db,
    sha256(token),
    current ? { idpSessionId: current.sessionId, appSessionId: appSessionId ?? null } : {},
    (identity) => identity.provider === 'password' && current?.identity.id !== identity.id,
  );
  if (!result.ok) {
    throw badRequest(
      result.reason === 'invalid'
        ? 'This verification link is invalid, has expired or was already used. Sign in and ask for a new one.'
        : 'This verification link was sent to an email address the account no longer uses.',
      result.reason === 'invalid' ? 'invalid_verification' : 'verification_email_changed',
    );
  }
  let resetToken: string | undefined;
  if (result.passwordCleared) {
    resetToken = randomId(32);
    await repo.createPasswordReset(
      db,
      sha256(resetToken),
      result.identity.id,
      new Date(Date.now() + RESET_TTL_MS),
    );
  }
  return { ...result, resetToken };
}

/**
 * The signed-in reader changes their password: the current one must be right and the new one pass the policy.
 * Ends every app and IdP session of the account; the caller starts fresh ones for this browser.
 */
export async function changePassword(
  db: Db,
  userId: string,
  currentPassword: string,
  newPassword: string,
) {
  const identity = await repo.findPasswordIdentityOfUser(db, userId);
  if (!identity?.passwordHash) {
    throw badRequest(
      'Your account signs in with Google and has no password to change. To add one, use "Forgot password?" on the sign-in screen.',
      'no_password',
    );
  }
  const ok = await verify(identity.passwordHash, currentPassword).catch(() => false);
  if (!ok) throw badRequest('Your current password is incorrect.', 'wrong_password');
  await assertNewPasswordAllowed(newPassword, {
    email: identity.email,
    names: [identity.displayName, ...(await findUserNames(db, userId))],
  });
  const endedSessions = await repo.changePassword(db, identity.id, userId, await hash(newPassword));
  return { identity, endedSessions };
}

/** Stores (or refreshes) what an OpenID provider said about a person; returns their identity. */
export async function recordProviderIdentity(
  db: Db,
  provider: string,
  profile: {
    subject: string;
    email: string;
    emailVerified: boolean;
    name?: string | null | undefined;
    picture?: string | null | undefined;
  },
) {
  const details = {
    email: profile.email,
    emailVerified: profile.emailVerified,
    displayName: profile.name ?? null,
    photoUrl: profile.picture ?? null,
  };
  const found = await repo.findIdentityBySubject(db, provider, profile.subject);
  if (found) {
    await repo.updateIdentity(db, found.id, details);
    return found;
  }
  return repo.insertIdentity(db, { provider, subject: profile.subject, ...details });
}
