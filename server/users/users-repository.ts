import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';

/** A row of the users table. */
export type UserRow = typeof users.$inferSelect;

/** One user by id. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
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
