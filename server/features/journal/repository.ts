import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activity, journalEntries, readings } from '../../db/schema/index.ts';
import { recordReadingDay } from '../../users/reading-days.ts';

export type JournalEntryRow = typeof journalEntries.$inferSelect;
type NewJournalEntry = typeof journalEntries.$inferInsert;

/** A reading the reader owns (the fields an entry copies from it), or null. */
export async function findOwnedReading(db: Db, userId: string, readingId: number) {
  const [row] = await db
    .select({
      id: readings.id,
      planId: readings.planId,
      planTitle: readings.planTitle,
      day: readings.day,
      reference: readings.reference,
      readDate: readings.readDate,
    })
    .from(readings)
    .where(and(eq(readings.id, readingId), eq(readings.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The reader's entries for one reading, newest first. */
export async function listEntriesForReading(db: Db, userId: string, readingId: number) {
  return db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.readingId, readingId)))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));
}

/** The reader's most recent entries, newest first. */
export async function listEntries(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(limit);
}

/** One entry the reader owns, or null. */
export async function findOwnedEntry(db: Db, userId: string, id: number) {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Saves a new reflection in one transaction: counts the reading day (streaks), inserts the
 * entry and records the 'reflection_saved' activity.
 */
export async function insertEntryAndCountDay(
  db: Db,
  entry: NewJournalEntry & { userId: string },
  activityDescription: string,
  timeZone: string,
  now: Date,
): Promise<JournalEntryRow> {
  return db.transaction(async (tx) => {
    // First, so the reader's row is locked before any row referencing it is written.
    await recordReadingDay(tx, entry.userId, timeZone, now);
    const [row] = await tx.insert(journalEntries).values(entry).returning();
    await tx.insert(activity).values({
      userId: entry.userId,
      action: 'reflection_saved',
      description: activityDescription,
    });
    return row!;
  });
}

/** Updates an entry the reader owns; null when there is none. */
export async function updateOwnedEntry(
  db: Db,
  userId: string,
  id: number,
  patch: Pick<NewJournalEntry, 'content' | 'title' | 'reference' | 'readDate'>,
): Promise<JournalEntryRow | null> {
  const [row] = await db
    .update(journalEntries)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes an entry the reader owns; false when there is none. */
export async function deleteOwnedEntry(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .returning({ id: journalEntries.id });
  return rows.length > 0;
}
