import type { FastifyRequest } from 'fastify';
import { isValidTimeZone } from '@contract/account-rules.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { unauthorized } from '../../errors.ts';
import { randomId } from '../../lib/ids.ts';
import { securityEvent } from '../../lib/security-log.ts';
import { deleteSession } from '../../users/sessions-repository.ts';
import {
  findUserByEmail,
  findUserById,
  markUserEmailVerified,
  updateUserFromSignIn,
} from '../../users/users-repository.ts';
import type { UserRow } from '../../users/users.ts';
import * as repo from './repository.ts';
import { verifyIdToken } from './tokens.ts';

function splitName(name: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0]!, lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
}

const NOT_VERIFIED = 'Your sign-in could not be verified. Please sign in again.';

/** What the sync did, for the security log. */
export interface SyncOutcome {
  user: UserRow;
  identityId: number;
  /** When the reader last used the password or provider (the token's auth_time). */
  authTime: Date;
  linked?: { removedIdentities: number; endedSessions: number };
  created: boolean;
}

/**
 * Verifies an ID token from the identity step and returns the backend user for it, creating or linking one
 * on first sign-in. Any token problem (including a token_version that a password change, reset or link has
 * retired) is a 401 and nothing is created.
 */
export async function syncIdentity(
  db: Db,
  config: Config,
  req: Pick<FastifyRequest, 'ip' | 'id' | 'log'>,
  idToken: string,
  timeZone?: string,
): Promise<SyncOutcome> {
  const reject = (reason: string, identityId?: number) => {
    securityEvent(req, 'token_rejected', { reason, identityId: identityId ?? null });
    return unauthorized(NOT_VERIFIED, 'invalid_token');
  };
  let claims;
  try {
    claims = await verifyIdToken(db, config, idToken);
  } catch {
    throw reject('invalid_token');
  }
  const identityId = Number(claims.sub.replace(/^id_/, ''));
  const identity = Number.isSafeInteger(identityId)
    ? await repo.findIdentityById(db, identityId)
    : undefined;
  if (!identity) throw reject('unknown_identity');
  if (typeof claims.ver !== 'number' || claims.ver !== identity.tokenVersion) {
    throw reject('token_version', identity.id);
  }
  const authTime =
    typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000) : undefined;
  if (!authTime || Number.isNaN(authTime.getTime())) throw reject('auth_time', identity.id);

  let created = false;
  let linked: SyncOutcome['linked'];
  let user = identity.userId ? await findUserById(db, identity.userId) : undefined;
  if (!user) {
    const existing = await findUserByEmail(db, identity.email);
    if (existing && identity.emailVerified) {
      linked = await repo.linkVerifiedIdentity(db, identity, existing);
      user = (await findUserById(db, existing.id))!;
    } else if (existing) {
      throw unauthorized(
        'An account with this email already exists. Sign in with the method you used before.',
        'email_in_use',
      );
    } else {
      if (identity.emailVerified) await repo.removeUnlinkedSquatters(db, identity);
      user = await repo.createUserForIdentity(db, identity, {
        id: randomId(12),
        email: identity.email,
        ...splitName(identity.displayName),
        profileImageUrl: identity.photoUrl,
        // Only a provider that says email_verified: true proves the address.
        emailVerifiedAt: identity.emailVerified ? new Date() : null,
        ...(timeZone && isValidTimeZone(timeZone) ? { timeZone } : {}),
      });
      created = true;
    }
  } else if (identity.emailVerified && !user.emailVerifiedAt) {
    await markUserEmailVerified(db, user.id, identity.email);
    user = (await findUserById(db, user.id))!;
  }
  const updates: Parameters<typeof updateUserFromSignIn>[2] = {};
  if (!user.profileImageUrl && identity.photoUrl) updates.profileImageUrl = identity.photoUrl;
  if (!user.firstName && identity.displayName)
    Object.assign(updates, splitName(identity.displayName));
  if (timeZone && timeZone !== user.timeZone && isValidTimeZone(timeZone))
    updates.timeZone = timeZone;
  await updateUserFromSignIn(db, user.id, updates);
  return {
    user: { ...user, ...updates },
    identityId: identity.id,
    authTime,
    created,
    ...(linked ? { linked } : {}),
  };
}

/** Ends one app session (log out). */
export async function deleteAppSession(db: Db, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

/** The reader's own sign-in for their email address, to send a verification link to. */
export function findIdentityForVerification(db: Db, userId: string, email: string) {
  return repo.findIdentityForVerification(db, userId, email);
}
