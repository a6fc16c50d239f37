import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  activity,
  identities,
  identitySessions,
  passwordResets,
  sessions,
  users,
} from '../../db/schema/index.ts';

export type IdentityRow = typeof identities.$inferSelect;

const lowerEq = (col: typeof identities.email | typeof users.email, email: string) =>
  sql`lower(${col}) = ${email.trim().toLowerCase()}`;

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
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(lowerEq(users.email, email))
    .limit(1);
  return Boolean(u);
}

export async function insertIdentity(db: Db, values: typeof identities.$inferInsert) {
  const [row] = await db.insert(identities).values(values).returning();
  return row!;
}

export async function findIdentityById(db: Db, id: number) {
  const [row] = await db.select().from(identities).where(eq(identities.id, id)).limit(1);
  return row;
}

export async function findIdentityBySubject(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)))
    .limit(1);
  return row;
}

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

export async function createIdentitySession(
  db: Db,
  id: string,
  identityId: number,
  expiresAt: Date,
) {
  await db
    .insert(identitySessions)
    .values({ id, identityId, expiresAt, absoluteExpiresAt: expiresAt });
}

export async function findIdentityBySession(db: Db, sessionId: string) {
  const [row] = await db
    .select({ identity: identities })
    .from(identitySessions)
    .innerJoin(identities, eq(identities.id, identitySessions.identityId))
    .where(and(eq(identitySessions.id, sessionId), gt(identitySessions.expiresAt, new Date())))
    .limit(1);
  return row?.identity;
}

export async function deleteIdentitySession(db: Db, sessionId: string) {
  await db.delete(identitySessions).where(eq(identitySessions.id, sessionId));
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(lowerEq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Creates the backend user for an identity and links them, recording the sign-up. */
export async function createUserForIdentity(
  db: Db,
  identity: IdentityRow,
  user: typeof users.$inferInsert,
) {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(users).values(user).returning();
    await tx.update(identities).set({ userId: created!.id }).where(eq(identities.id, identity.id));
    await tx.insert(activity).values({
      userId: created!.id,
      action: 'signed_up',
      description: `Joined Lamplight with ${identity.provider === 'password' ? 'email and password' : 'Google'}`,
    });
    return created!;
  });
}

/**
 * Links a verified external identity to the existing user with the same email. Any unverified
 * password on that user's account is cleared, so nobody who registered the address first keeps a way in.
 */
export async function linkVerifiedIdentity(db: Db, identity: IdentityRow, userId: string) {
  await db.transaction(async (tx) => {
    await tx.update(identities).set({ userId }).where(eq(identities.id, identity.id));
    await tx
      .update(identities)
      .set({ passwordHash: null })
      .where(
        and(
          eq(identities.userId, userId),
          eq(identities.provider, 'password'),
          eq(identities.emailVerified, false),
        ),
      );
  });
}

export async function updateUserProfile(
  db: Db,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function createPasswordReset(
  db: Db,
  tokenHash: string,
  identityId: number,
  expiresAt: Date,
) {
  await db.insert(passwordResets).values({ tokenHash, identityId, expiresAt });
}

/**
 * Uses a reset token once: sets the new hash, and signs out every app and identity session of that
 * account. Returns false when the token is unknown, used or expired.
 */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!reset) return false;
    const [identity] = await tx
      .update(identities)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(identities.id, reset.identityId))
      .returning();
    await tx.delete(identitySessions).where(eq(identitySessions.identityId, reset.identityId));
    if (identity?.userId) await tx.delete(sessions).where(eq(sessions.userId, identity.userId));
    return true;
  });
}
