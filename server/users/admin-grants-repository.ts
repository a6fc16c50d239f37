import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { adminUserGrants, users } from '../db/schema/index.ts';

/** True when the admin CLI granted admin rights to this user id. */
export async function hasAdminGrant(db: Db, userId: string): Promise<boolean> {
  const [grant] = await db
    .select({ userId: adminUserGrants.userId })
    .from(adminUserGrants)
    .where(eq(adminUserGrants.userId, userId))
    .limit(1);
  return Boolean(grant);
}

/** Grants admin rights to a user id; true when the grant is new. */
export async function insertAdminGrant(
  db: Db,
  userId: string,
  grantedBy: string,
): Promise<boolean> {
  const rows = await db
    .insert(adminUserGrants)
    .values({ userId, grantedBy })
    .onConflictDoNothing()
    .returning({ userId: adminUserGrants.userId });
  return rows.length > 0;
}

/** Removes a user's admin grant; true when there was one. */
export async function deleteAdminGrant(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(adminUserGrants)
    .where(eq(adminUserGrants.userId, userId))
    .returning({ userId: adminUserGrants.userId });
  return rows.length > 0;
}

/** Every CLI grant with the account's email, by email. */
export async function listAdminGrants(
  db: Db,
): Promise<{ userId: string; email: string; grantedAt: Date; by: string | null }[]> {
  return db
    .select({
      userId: users.id,
      email: users.email,
      grantedAt: adminUserGrants.grantedAt,
      by: adminUserGrants.grantedBy,
    })
    .from(adminUserGrants)
    .innerJoin(users, eq(users.id, adminUserGrants.userId))
    .orderBy(users.email);
}
