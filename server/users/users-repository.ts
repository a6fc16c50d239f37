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
