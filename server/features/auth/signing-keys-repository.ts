import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signingKeys } from '../../db/schema/index.ts';

export type SigningKeyRow = typeof signingKeys.$inferSelect;

/** Every stored ID-token signing key, the oldest first (the oldest one signs). */
export async function listSigningKeys(db: Db): Promise<SigningKeyRow[]> {
  return db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
}

/** Stores a new signing key unless one with its kid exists. */
export async function insertSigningKey(
  db: Db,
  key: { kid: string; alg: string; privateJwk: object; publicJwk: object },
): Promise<void> {
  await db.insert(signingKeys).values(key).onConflictDoNothing();
}
