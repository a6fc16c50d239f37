import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { prayers } from '../../db/schema/index.ts';
import { lockUserForSave } from '../../users/users-repository.ts';

export type PrayerRow = typeof prayers.$inferSelect;
type NewPrayer = typeof prayers.$inferInsert & { userId: string };

export async function findPrayerByClientId(db: Db, userId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(prayers)
    .where(and(eq(prayers.userId, userId), eq(prayers.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** Counts of the reader's prayers: active (not answered) and all. */
async function counts(db: Db, userId: string) {
  const [row] = await db
    .select({
      active: sql<number>`(count(*) filter (where ${prayers.answeredOn} is null))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(prayers)
    .where(eq(prayers.userId, userId));
  return { active: Number(row?.active ?? 0), all: Number(row?.all ?? 0) };
}

/**
 * Adds a prayer in one transaction after locking the reader's row (their writes take turns, so two at once
 * cannot both take the last place): a known clientId answers the saved prayer; `check` throws when the list
 * is full.
 */
export async function insertPrayer(
  db: Db,
  prayer: NewPrayer,
  check: (c: { active: number; all: number }) => void,
): Promise<{ row: PrayerRow; created: boolean }> {
  return withTransaction(db, async (tx) => {
    await lockUserForSave(tx, prayer.userId);
    if (prayer.clientId) {
      const saved = await findPrayerByClientId(tx, prayer.userId, prayer.clientId);
      if (saved) return { row: saved, created: false };
    }
    check(await counts(tx, prayer.userId));
    const [row] = await tx.insert(prayers).values(prayer).returning();
    return { row: row!, created: true };
  });
}

/** Updates a prayer the reader owns; `check` (run locked, with the counts) may refuse reopening one. */
export async function updateOwnedPrayer(
  db: Db,
  userId: string,
  id: number,
  patch: Partial<NewPrayer>,
  check: (current: PrayerRow, c: { active: number; all: number }) => void,
): Promise<PrayerRow | null> {
  return withTransaction(db, async (tx) => {
    await lockUserForSave(tx, userId);
    const [current] = await tx
      .select()
      .from(prayers)
      .where(and(eq(prayers.id, id), eq(prayers.userId, userId)));
    if (!current) return null;
    check(current, await counts(tx, userId));
    const [row] = await tx
      .update(prayers)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(prayers.id, id), eq(prayers.userId, userId)))
      .returning();
    return row ?? null;
  });
}

export async function deleteOwnedPrayer(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(prayers)
    .where(and(eq(prayers.id, id), eq(prayers.userId, userId)))
    .returning({ id: prayers.id });
  return rows.length > 0;
}

/** The reader's active prayers (oldest asked first) and answered ones (newest answer first). */
export async function listPrayers(db: Db, userId: string) {
  const [active, answered] = await Promise.all([
    db
      .select()
      .from(prayers)
      .where(and(eq(prayers.userId, userId), isNull(prayers.answeredOn)))
      .orderBy(asc(prayers.createdAt), asc(prayers.id)),
    db
      .select()
      .from(prayers)
      .where(and(eq(prayers.userId, userId), isNotNull(prayers.answeredOn)))
      .orderBy(desc(prayers.answeredOn), desc(prayers.updatedAt), desc(prayers.id)),
  ]);
  return { active, answered };
}

export async function countActivePrayers(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prayers)
    .where(and(eq(prayers.userId, userId), isNull(prayers.answeredOn)));
  return Number(row?.n ?? 0);
}
