import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import {
  emailVerifications,
  identities,
  identitySessions,
  passwordResets,
} from '../../db/schema/index.ts';
import { insertActivity } from '../../users/activity-repository.ts';
import { deleteSessionsOfUser } from '../../users/sessions-repository.ts';
import {
  findUserByEmail,
  findUserIdByEmail,
  insertUser,
  markUserEmailVerified,
  userProfiles,
  type NewUser,
} from '../../users/users-repository.ts';

export type IdentityRow = typeof identities.$inferSelect;

const lowerEq = (col: typeof identities.email, email: string) =>
  sql`lower(${col}) = ${email.trim().toLowerCase()}`;

/** The password identity registered with this email, if any. */
export async function findPasswordIdentity(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, 'password'), lowerEq(identities.email, email)))
    .limit(1);
  return row;
}

/** True when any identity or user already uses the email. */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [i] = await db
    .select({ id: identities.id })
    .from(identities)
    .where(lowerEq(identities.email, email))
    .limit(1);
  if (i) return true;
  return (await findUserIdByEmail(db, email)) !== undefined;
}

/** True when someone holds the email but nobody proved they own it (no verified identity, user unverified). */
export async function emailHeldOnlyUnverified(db: Db, email: string): Promise<boolean> {
  const [verified] = await db
    .select({ id: identities.id })
    .from(identities)
    .where(and(lowerEq(identities.email, email), eq(identities.emailVerified, true)))
    .limit(1);
  if (verified) return false;
  const user = await findUserByEmail(db, email);
  return !user?.emailVerifiedAt;
}

/** Inserts an identity and returns it. */
export async function insertIdentity(db: Db, values: typeof identities.$inferInsert) {
  const [row] = await db.insert(identities).values(values).returning();
  return row!;
}

/** One identity by id. */
export async function findIdentityById(db: Db, id: number) {
  const [row] = await db.select().from(identities).where(eq(identities.id, id)).limit(1);
  return row;
}

/** An external identity by provider and subject. */
export async function findIdentityBySubject(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)))
    .limit(1);
  return row;
}

/** Updates an identity's columns. */
export async function updateIdentity(
  db: Db,
  id: number,
  values: Partial<typeof identities.$inferInsert>,
) {
  await db
    .update(identities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(identities.id, id));
}

/** Stores a new IdP session: idle end `expiresAt`, hard end `absoluteExpiresAt`. */
export async function createIdentitySession(
  db: Db,
  id: string,
  identityId: number,
  expiresAt: Date,
  absoluteExpiresAt: Date,
) {
  await db.insert(identitySessions).values({ id, identityId, expiresAt, absoluteExpiresAt });
}

/** The identity behind a live IdP session (neither idle nor past its hard end), with the session row. */
export async function findIdentitySession(db: Db, sessionId: string, now = new Date()) {
  const [row] = await db
    .select({ identity: identities, session: identitySessions })
    .from(identitySessions)
    .innerJoin(identities, eq(identities.id, identitySessions.identityId))
    .where(
      and(
        eq(identitySessions.id, sessionId),
        gt(identitySessions.expiresAt, now),
        gt(identitySessions.absoluteExpiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Moves an IdP session's idle end forward after use. */
export async function touchIdentitySession(db: Db, sessionId: string, now: Date, expiresAt: Date) {
  await db
    .update(identitySessions)
    .set({ lastSeenAt: now, expiresAt })
    .where(eq(identitySessions.id, sessionId));
}

/** Deletes one IdP session. */
export async function deleteIdentitySession(db: Db, sessionId: string) {
  await db.delete(identitySessions).where(eq(identitySessions.id, sessionId));
}

/** Creates the backend user for an identity and links them, recording the sign-up. */
export async function createUserForIdentity(db: Db, identity: IdentityRow, user: NewUser) {
  return withTransaction(db, async (tx) => {
    const created = await insertUser(tx, user);
    await tx.update(identities).set({ userId: created.id }).where(eq(identities.id, identity.id));
    await insertActivity(tx, {
      userId: created.id,
      action: 'signed_up',
      description: `Joined Lamplight with ${identity.provider === 'password' ? 'email and password' : 'Google'}`,
    });
    return created;
  });
}

/** The ids of every identity linked to the user. */
async function identityIdsOfUser(tx: Tx | Db, userId: string): Promise<number[]> {
  const rows = await tx
    .select({ id: identities.id })
    .from(identities)
    .where(eq(identities.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * Ends access for everything signed in as these identities or this user: bumps every identity's token_version
 * (ID tokens already issued stop syncing), deletes their IdP sessions and the user's app sessions, except the
 * ones named in `keep`. Returns how many sessions ended.
 */
async function endAccess(
  tx: Tx,
  identityIds: number[],
  userId: string | null,
  keep: { appSessionId?: string | null; idpSessionId?: string | null } = {},
): Promise<number> {
  let ended = 0;
  if (identityIds.length > 0) {
    await tx
      .update(identities)
      .set({ tokenVersion: sql`${identities.tokenVersion} + 1`, updatedAt: new Date() })
      .where(inArray(identities.id, identityIds));
    const gone = await tx
      .delete(identitySessions)
      .where(
        and(
          inArray(identitySessions.identityId, identityIds),
          keep.idpSessionId ? ne(identitySessions.id, keep.idpSessionId) : undefined,
        ),
      )
      .returning({ id: identitySessions.id });
    ended += gone.length;
  }
  if (userId) ended += await deleteSessionsOfUser(tx, userId, keep.appSessionId);
  return ended;
}

/** Password identities with this email whose holder never proved the address. */
const unverifiedPasswordIdentities = (email: string) =>
  and(
    eq(identities.provider, 'password'),
    eq(identities.emailVerified, false),
    lowerEq(identities.email, email),
  );

/**
 * Links a verified identity to the existing user with the same email. Whoever registered the address before
 * without proving it (the user is unverified, or holds unverified password identities) loses every way in: all app and IdP sessions of the user end, every identity's
 * token_version is bumped, and the unverified password identities for that email are removed (the owner can
 * choose a password through reset). The user's email counts as verified from now on.
 */
export async function linkVerifiedIdentity(
  db: Db,
  identity: IdentityRow,
  user: { id: string; emailVerifiedAt: Date | null },
) {
  const userId = user.id;
  return withTransaction(db, async (tx) => {
    await tx.update(identities).set({ userId }).where(eq(identities.id, identity.id));
    const removed = await tx
      .delete(identities)
      .where(
        and(
          ne(identities.id, identity.id),
          or(eq(identities.userId, userId), isNull(identities.userId)),
          unverifiedPasswordIdentities(identity.email),
        ),
      )
      .returning({ id: identities.id });
    // Both sides proved the mailbox: the same person adding a way in, nobody to shut out.
    const squatted = !user.emailVerifiedAt || removed.length > 0;
    const endedSessions = squatted
      ? await endAccess(tx, await identityIdsOfUser(tx, userId), userId)
      : 0;
    await markUserEmailVerified(tx, userId, identity.email);
    return { removedIdentities: removed.length, endedSessions };
  });
}

/**
 * A verified identity is about to create the user for its email: unverified password identities that never
 * reached a user are removed first (their IdP sessions go with them), so a squatter's sign-up blocks nothing.
 */
export async function removeUnlinkedSquatters(db: Db, identity: IdentityRow): Promise<number> {
  const removed = await db
    .delete(identities)
    .where(
      and(
        ne(identities.id, identity.id),
        isNull(identities.userId),
        unverifiedPasswordIdentities(identity.email),
      ),
    )
    .returning({ id: identities.id });
  return removed.length;
}

/** Stores a reset token's hash. */
export async function createPasswordReset(
  db: Db,
  tokenHash: string,
  identityId: number,
  expiresAt: Date,
) {
  await db.insert(passwordResets).values({ tokenHash, identityId, expiresAt });
}

/** Voids every outstanding reset token of an identity. */
async function voidResets(tx: Tx, identityId: number, now = new Date()) {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.identityId, identityId), isNull(passwordResets.usedAt)));
}

/**
 * Uses a reset token once. The link was mailed to the identity's address, so following it proves the reader
 * controls the mailbox: the identity counts as verified. Sets the new hash, voids every other outstanding reset
 * token, bumps token versions and ends every app and IdP session of the account. Null when the token is
 * unknown, used or expired.
 */
export async function consumePasswordReset(db: Db, tokenHash: string, passwordHash: string) {
  return withTransaction(db, async (tx) => {
    const now = new Date();
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning();
    if (!reset) return null;
    await voidResets(tx, reset.identityId, now);
    const [identity] = await tx
      .update(identities)
      .set({ passwordHash, emailVerified: true, updatedAt: now })
      .where(eq(identities.id, reset.identityId))
      .returning();
    if (!identity) return null;
    if (identity.userId) await markUserEmailVerified(tx, identity.userId, identity.email);
    const ids = identity.userId ? await identityIdsOfUser(tx, identity.userId) : [identity.id];
    const endedSessions = await endAccess(tx, ids, identity.userId);
    return { identity, endedSessions };
  });
}

/** The user's password identity, if they have one. */
export async function findPasswordIdentityOfUser(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.provider, 'password')))
    .limit(1);
  return row;
}

/** The identity a verification link for this user goes to: the one whose email is the user's. */
export async function findIdentityForVerification(db: Db, userId: string, email: string) {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.userId, userId), lowerEq(identities.email, email)))
    .orderBy(sql`${identities.provider} = 'password' desc`)
    .limit(1);
  return row;
}

/**
 * A signed-in password change: new hash, token versions bumped, reset tokens voided, and every app session of
 * the user and every IdP session of its identities ended (the caller starts fresh ones for this browser).
 */
export async function changePassword(
  db: Db,
  identityId: number,
  userId: string,
  passwordHash: string,
) {
  return withTransaction(db, async (tx) => {
    await tx
      .update(identities)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(identities.id, identityId));
    await voidResets(tx, identityId);
    return endAccess(tx, await identityIdsOfUser(tx, userId), userId);
  });
}

/** Stores a verification link's token hash with the address it proves. */
export async function createEmailVerification(
  db: Db,
  tokenHash: string,
  identityId: number,
  email: string,
  expiresAt: Date,
) {
  await db.insert(emailVerifications).values({ tokenHash, identityId, email, expiresAt });
}

/** Why a verification link did nothing. */
export type VerifyFailure = 'invalid' | 'email_changed';

/**
 * Uses a verification link once and marks its identity (and the linked user, when the emails match) verified.
 * Whoever else holds the account loses access: token versions are bumped and every session ends except the
 * ones in `keep` (the browser signed in as this identity). With `clearPassword` the password set at sign-up is
 * removed too, because whoever followed the link did not prove they chose it.
 */
export async function consumeEmailVerification(
  db: Db,
  tokenHash: string,
  keep: { appSessionId?: string | null; idpSessionId?: string | null },
  clearPassword: (identity: IdentityRow) => boolean,
): Promise<
  | { ok: false; reason: VerifyFailure }
  | { ok: true; identity: IdentityRow; endedSessions: number; passwordCleared: boolean }
> {
  return withTransaction(db, async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning();
    if (!row) return { ok: false as const, reason: 'invalid' as const };
    const [identity] = await tx
      .select()
      .from(identities)
      .where(eq(identities.id, row.identityId))
      .limit(1);
    if (!identity || identity.email.toLowerCase() !== row.email.toLowerCase()) {
      return { ok: false as const, reason: 'email_changed' as const };
    }
    const passwordCleared = clearPassword(identity);
    const [updated] = await tx
      .update(identities)
      .set({
        emailVerified: true,
        ...(passwordCleared ? { passwordHash: null } : {}),
        updatedAt: now,
      })
      .where(eq(identities.id, identity.id))
      .returning();
    if (identity.userId) await markUserEmailVerified(tx, identity.userId, row.email);
    // Older links for the same identity prove nothing more; retire them.
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(eq(emailVerifications.identityId, identity.id), isNull(emailVerifications.usedAt)),
      );
    const ids = identity.userId ? await identityIdsOfUser(tx, identity.userId) : [identity.id];
    const endedSessions = await endAccess(tx, ids, identity.userId, keep);
    return { ok: true as const, identity: updated!, endedSessions, passwordCleared };
  });
}

/**
 * What the reader told us about themselves, for judging a new password (decision 155): the email of the
 * identity an unused, unexpired reset link belongs to and its account's names; null for any other link.
 */
export async function passwordResetContext(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      email: identities.email,
      displayName: identities.displayName,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(passwordResets)
    .innerJoin(identities, eq(identities.id, passwordResets.identityId))
    .leftJoin(userProfiles, eq(userProfiles.id, identities.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ? { email: row.email, names: [row.displayName, row.firstName, row.lastName] } : null;
}

/**
 * At sign-out (decision 155): ID tokens already issued to the identity of this IdP session, or to any
 * identity of this account, stop syncing (their token_version is bumped), as after a password change.
 */
export async function retireIdTokens(
  db: Db,
  by: { identitySessionId?: string | undefined; userId?: string | null | undefined },
) {
  const conditions = [];
  if (by.identitySessionId) {
    conditions.push(
      inArray(
        identities.id,
        db
          .select({ id: identitySessions.identityId })
          .from(identitySessions)
          .where(eq(identitySessions.id, by.identitySessionId)),
      ),
    );
  }
  if (by.userId) conditions.push(eq(identities.userId, by.userId));
  if (conditions.length === 0) return;
  await db
    .update(identities)
    .set({ tokenVersion: sql`${identities.tokenVersion} + 1`, updatedAt: new Date() })
    .where(or(...conditions));
}
