import { and, desc, eq, sql } from 'drizzle-orm';
import {
  JOURNAL_FULL,
  JOURNAL_FULL_CODE,
  JOURNAL_MAX_CHARACTERS,
  JOURNAL_MAX_ENTRIES,
} from '@contract/journal-rules.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { activity, journalEntries, users } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { recordReadingDay } from '../../users/reading-days.ts';

export type JournalEntryRow = typeof journalEntries.$inferSelect;
type NewJournalEntry = typeof journalEntries.$inferInsert;

/** The reader's entries for one reading, newest first. */
export async function listEntriesForReading(db: Db, userId: string, readingId: number) {
  return db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.readingId, readingId)))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));
}

/** Where a page of the journal list starts: after this entry (its created_at with microseconds). */
export interface EntriesAfter {
  createdAt: string;
  id: number;
}

/**
 * One page of the reader's entries, newest first, after `after` when given; `limit + 1` rows
 * are asked for so the caller knows whether another page follows. Keyset paging on
 * journal_user_created_idx (user_id, created_at): `created_at <= …` is the index condition.
 * `createdMicros` is created_at to the microsecond, as text, for the next cursor.
 */
export async function listEntriesPage(
  db: Db,
  userId: string,
  limit: number,
  after: EntriesAfter | null,
) {
  const keyset = after
    ? sql`${journalEntries.createdAt} <= ${after.createdAt}::timestamptz and (${journalEntries.createdAt} < ${after.createdAt}::timestamptz or ${journalEntries.id} < ${after.id})`
    : undefined;
  return db
    .select({ entry: journalEntries, createdMicros: createdMicros() })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), keyset))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(limit + 1);
}

/** created_at as 'yyyy-MM-ddTHH:mm:ss.ffffffZ' (a JS Date would drop the microseconds). */
const createdMicros = () =>
  sql<string>`to_char(${journalEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
const codePoints = (text: string) => [...text].length;

/**
 * Locks the reader's row (serialising their writes, as recordReadingDay does) and throws 409
 * 'journal_full' when adding `addEntries` entries and `addCharacters` characters would pass
 * the storage cap. Run inside the writing transaction, so two concurrent saves cannot both
 * pass the check on the same totals.
 */
async function assertRoomLocked(db: Db, userId: string, addEntries: number, addCharacters: number) {
  await lockReader(db, userId);
  const [usage] = await db
    .select({
      entries: sql<number>`count(*)::int`,
      characters: sql<number>`coalesce(sum(char_length(${journalEntries.content})), 0)::float8`,
    })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId));
  const entries = Number(usage?.entries ?? 0) + addEntries;
  const characters = Number(usage?.characters ?? 0) + addCharacters;
  if (entries > JOURNAL_MAX_ENTRIES || characters > JOURNAL_MAX_CHARACTERS) {
    throw conflict(JOURNAL_FULL, JOURNAL_FULL_CODE);
  }
}

/** Locks the reader's row until the transaction ends: their journal writes take turns. */
async function lockReader(db: Db, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
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

/** The reader's entry saved with this idempotency key (decision 131), or null. */
export async function findEntryByClientId(db: Db, userId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/**
 * Saves a new reflection in one transaction: checks the storage cap (409 when full), counts the
 * reading day (streaks), inserts the entry and records the 'reflection_saved' activity. With a
 * `clientId` already saved by this reader, nothing is written and that entry comes back with
 * `created: false` (the reader's row lock makes two racing retries take turns, so the second
 * one finds the first).
 */
export async function insertEntryAndCountDay(
  db: Db,
  entry: NewJournalEntry & { userId: string },
  activityDescription: string,
  timeZone: string,
  now: Date,
): Promise<{ row: JournalEntryRow; created: boolean }> {
  return withTransaction(db, async (tx) => {
    // First, so the reader's row is locked before any row referencing it is written.
    await lockReader(tx, entry.userId);
    if (entry.clientId) {
      // Before the storage cap: the retry of a save that filled the journal still finds it.
      const saved = await findEntryByClientId(tx, entry.userId, entry.clientId);
      if (saved) return { row: saved, created: false };
    }
    await assertRoomLocked(tx, entry.userId, 1, codePoints(entry.content));
    await recordReadingDay(tx, entry.userId, timeZone, now);
    const [row] = await tx.insert(journalEntries).values(entry).returning();
    await tx.insert(activity).values({
      userId: entry.userId,
      action: 'reflection_saved',
      description: activityDescription,
    });
    return { row: row!, created: true };
  });
}

/**
 * Updates an entry the reader owns; null when there is none. When the new text is longer than
 * the stored one, the storage cap is checked first in the same transaction (409 when full);
 * shortening or keeping the length never is, so a full journal can still be tidied.
 */
export async function updateOwnedEntry(
  db: Db,
  userId: string,
  id: number,
  patch: Pick<NewJournalEntry, 'content' | 'title' | 'reference' | 'readDate'>,
): Promise<JournalEntryRow | null> {
  return withTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ length: sql<number>`char_length(${journalEntries.content})::int` })
      .from(journalEntries)
      .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)));
    if (!current) return null;
    const growth = codePoints(patch.content) - Number(current.length);
    if (growth > 0) await assertRoomLocked(tx, userId, 0, growth);
    const [row] = await tx
      .update(journalEntries)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
      .returning();
    return row ?? null;
  });
}

/** Deletes an entry the reader owns; false when there is none. */
export async function deleteOwnedEntry(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .returning({ id: journalEntries.id });
  return rows.length > 0;
}
