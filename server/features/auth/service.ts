import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../errors.ts';
import { randomId } from '../../lib/ids.ts';
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

/**
 * Verifies an ID token from the identity step and returns the backend user for it, creating or
 * linking one on first sign-in. Any token problem is a 401 and nothing is created.
 */
export async function syncIdentity(db: Db, config: Config, idToken: string, timeZone?: string) {
  let claims;
  try {
    claims = await verifyIdToken(db, config, idToken);
  } catch {
    throw unauthorized(
      'Your sign-in could not be verified. Please sign in again.',
      'invalid_token',
    );
  }
  const identityId = Number(claims.sub.replace(/^id_/, ''));
  const identity = Number.isSafeInteger(identityId)
    ? await repo.findIdentityById(db, identityId)
    : undefined;
  if (!identity)
    throw unauthorized(
      'Your sign-in could not be verified. Please sign in again.',
      'invalid_token',
    );

  let user = identity.userId ? await repo.findUserById(db, identity.userId) : undefined;
  if (!user) {
    const existing = await repo.findUserByEmail(db, identity.email);
    if (existing && identity.emailVerified) {
      await repo.linkVerifiedIdentity(db, identity, existing.id);
      user = existing;
    } else if (existing) {
      throw unauthorized(
        'An account with this email already exists. Sign in with the method you used before.',
        'email_in_use',
      );
    } else {
      user = await repo.createUserForIdentity(db, identity, {
        id: randomId(12),
        email: identity.email,
        ...splitName(identity.displayName),
        profileImageUrl: identity.photoUrl,
        ...(timeZone && validZone(timeZone) ? { timeZone } : {}),
      });
    }
  }
  const updates: Parameters<typeof repo.updateUserProfile>[2] = {};
  if (!user.profileImageUrl && identity.photoUrl) updates.profileImageUrl = identity.photoUrl;
  if (!user.firstName && identity.displayName)
    Object.assign(updates, splitName(identity.displayName));
  if (timeZone && timeZone !== user.timeZone && validZone(timeZone)) updates.timeZone = timeZone;
  await repo.updateUserProfile(db, user.id, updates);
  return { ...user, ...updates };
}

function validZone(tz: string) {
  if (tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
