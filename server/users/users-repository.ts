import { and, eq, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';

// The users table's home (decisions 176 and 181): every read and write of the row is a function here or in
// the other repositories of this folder. A function that runs inside its caller's transaction takes that
// transaction as its first parameter.

/** A row of the users table. */
export type UserRow = typeof users.$inferSelect;
/** The columns of a new user. */
export type NewUser = typeof users.$inferInsert;

/** `lower(email) = <the address, trimmed and lower-cased>`: what users_email_idx serves. */
const emailIs = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

/**
 * The user columns another table's query may join, so that query stays one statement: join on `id`.
 * Only what other features show or filter by (names, address, zone, translation); never the counters or
 * the Stripe ids. PostgreSQL folds the subquery into the join, so the plan is that of a join on users.
 */
export const userProfiles = new QueryBuilder()
  .select({
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    timeZone: users.timeZone,
    translation: users.translation,
  })
  .from(users)
  .as('u');

/** One user by id. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user with this email (case-insensitive), if any. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailIs(email)).limit(1);
  return row;
}

/** The id of the user with this email (case-insensitive), if any. */
export async function findUserIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(emailIs(email)).limit(1);
  return row?.id;
}

/** The account's first and last names ([] when there is no such user). */
export async function findUserNames(db: Executor, userId: string): Promise<(string | null)[]> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? [row.firstName, row.lastName] : [];
}

/** Reads and locks the user row for the rest of the transaction, so concurrent events apply one by one. */
export async function lockUserById(tx: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Reads and locks the user that owns a Stripe customer. */
export async function lockUserByCustomerId(
  tx: Executor,
  customerId: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(users.stripeCustomerId, customerId))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Locks the reader's row until the transaction ends, so their saves (journal entries, marks, prayers) take
 * turns and a storage cap is checked on totals no other save is changing. 'no key update' does not conflict
 * with the key-share locks that inserting rows referencing the user takes.
 */
export async function lockUserForSave(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Locks the reader's row before their account is deleted: a racing request cannot write new rows for them. */
export async function lockUserForDeletion(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
}

/** Inserts a user and returns the row. */
export async function insertUser(tx: Executor, values: NewUser): Promise<UserRow> {
  const [created] = await tx.insert(users).values(values).returning();
  return created!;
}

/** Deletes the user row; what references it follows through ON DELETE CASCADE. */
export async function deleteUser(tx: Executor, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

/** Marks the user's email verified when it still equals `email` (no-op otherwise). */
export async function markUserEmailVerified(db: Executor, userId: string, email: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt), emailIs(email)));
}

/** Fills profile columns from a sign-in (photo, names, zone) when given (no-op when empty). */
export async function updateUserFromSignIn(
  db: Executor,
  userId: string,
  values: Pick<Partial<NewUser>, 'profileImageUrl' | 'firstName' | 'lastName' | 'timeZone'>,
) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Sets the reader's names, time zone, translation or reading comfort (only the fields given) and
 * returns the updated row.
 */
export async function updateUserProfile(
  db: Executor,
  userId: string,
  values: Pick<
    Partial<NewUser>,
    | 'firstName'
    | 'lastName'
    | 'timeZone'
    | 'translation'
    | 'textSize'
    | 'lineSpacing'
    | 'studyNotesOnly'
  >,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
