import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  JOURNAL_FULL,
  JOURNAL_FULL_CODE,
  JOURNAL_MAX_CHARACTERS,
  JOURNAL_MAX_ENTRIES,
} from '@contract/journal-rules.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { journalEntries, journalTotals } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { insertActivity } from '../../users/activity-repository.ts';
import { recordReadingDay } from '../../users/reading-days.ts';
import { lockUserForSave } from '../../users/users-repository.ts';

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

/** What narrows the journal list (decision 128); every part is optional and they combine. */
export interface EntryFilters {
  /** Only entries whose stored reference is one of these exact strings (a book's references). */
  references?: string[];
  /** Only entries whose title and text match this tsquery (sanitised by the caller). */
  tsquery?: string;
  /** Only this entry. */
  entryId?: number;
}

/**
 * One page of the reader's entries, newest first, after `after` when given; `limit + 1` rows
 * are asked for so the caller knows whether another page follows. Keyset paging on
 * journal_user_created_idx (user_id, created_at): `created_at <= …` is the index condition.
 * `createdMicros` is created_at to the microsecond, as text, for the next cursor. `filters`
 * narrow the list; an empty `references` list matches nothing.
 */
export async function listEntriesPage(
  db: Db,
  userId: string,
  limit: number,
  after: EntriesAfter | null,
  filters: EntryFilters = {},
) {
  const keyset = after
    ? sql`${journalEntries.createdAt} <= ${after.createdAt}::timestamptz and (${journalEntries.createdAt} < ${after.createdAt}::timestamptz or ${journalEntries.id} < ${after.id})`
    : undefined;
  if (filters.references?.length === 0) return [];
  const byReference = filters.references
    ? inArray(journalEntries.reference, filters.references)
    : undefined;
  // The matches come from journal_search_idx first ('offset 0' keeps PostgreSQL from merging the
  // subquery into the outer scan). Left to itself the planner may walk the reader's entries newest
  // first and compute each one's tsvector: seconds for a full journal when few or none match.
  const bySearch = filters.tsquery
    ? sql`${journalEntries.id} in (select m.id from ${journalEntries} m where m.user_id = ${userId} and to_tsvector('english', m.title || ' ' || m.content) @@ to_tsquery('english', ${filters.tsquery}) offset 0)`
    : undefined;
  const byId = filters.entryId !== undefined ? eq(journalEntries.id, filters.entryId) : undefined;
  return db
    .select({ entry: journalEntries, createdMicros: createdMicros() })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), keyset, byReference, bySearch, byId))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(limit + 1);
}

/**
 * Each distinct reference the reader has written on, with its number of entries. Readers reuse
 * a few references (a plan's passages), so this is a short list even for a full journal; the
 * caller parses each once to learn its books and verses, which SQL cannot.
 */
export async function listReferenceCounts(
  db: Db,
  userId: string,
): Promise<{ reference: string; entries: number }[]> {
  const rows = await db
    .select({ reference: journalEntries.reference, entries: sql<number>`count(*)::int` })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), isNotNull(journalEntries.reference)))
    .groupBy(journalEntries.reference);
  return rows.map((r) => ({ reference: r.reference ?? '', entries: Number(r.entries) }));
}

/**
 * The reader's newest entry whose reference is one of `references` (leaving out those written
 * on reading `exceptReadingId`), with the beginning of its text and how many such entries there
 * are in all; null when there is none.
 */
export async function latestEntryOn(
  db: Db,
  userId: string,
  references: string[],
  exceptReadingId: number | null,
) {
  if (references.length === 0) return null;
  const notThatReading =
    exceptReadingId === null
      ? undefined
      : sql`${journalEntries.readingId} is distinct from ${exceptReadingId}`;
  const [row] = await db
    .select({
      id: journalEntries.id,
      title: journalEntries.title,
      // Enough for a first line: the note never needs the whole reflection.
      head: sql<string>`left(${journalEntries.content}, 1000)`,
      reference: journalEntries.reference,
      readDate: journalEntries.readDate,
      createdAt: journalEntries.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        inArray(journalEntries.reference, references),
        notThatReading,
      ),
    )
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(1);
  return row ? { ...row, total: Number(row.total) } : null;
}

/** created_at as 'yyyy-MM-ddTHH:mm:ss.ffffffZ' (a JS Date would drop the microseconds). */
const createdMicros = () =>
  sql<string>`to_char(${journalEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
const codePoints = (text: string) => [...text].length;

interface Usage {
  entries: number;
  characters: number;
}

/**
 * Locks the reader's row (serialising their writes, as recordReadingDay does), then reads their
 * entry count and character total from journal_totals (kept by triggers, decision 173): the same
 * cost at any journal size. Run inside the writing transaction, so two concurrent saves cannot
 * both pass the storage cap on the same totals. Two statements, not one: at READ COMMITTED a
 * statement that waited for the lock still reads the other tables as they were when it began, so
 * the totals must be read by a statement that starts after the lock is held.
 */
async function lockReaderWithUsage(db: Db, userId: string): Promise<Usage> {
  await lockUserForSave(db, userId);
  const [usage] = await db
    .select({ entries: journalTotals.entries, characters: journalTotals.characters })
    .from(journalTotals)
    .where(eq(journalTotals.userId, userId));
  return { entries: Number(usage?.entries ?? 0), characters: Number(usage?.characters ?? 0) };
}

/** Throws 409 'journal_full' when adding this many entries and characters would pass the storage cap. */
function assertRoom(usage: Usage, addEntries: number, addCharacters: number) {
  if (
    usage.entries + addEntries > JOURNAL_MAX_ENTRIES ||
    usage.characters + addCharacters > JOURNAL_MAX_CHARACTERS
  ) {
    throw conflict(JOURNAL_FULL, JOURNAL_FULL_CODE);
  }
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
    const usage = await lockReaderWithUsage(tx, entry.userId);
    if (entry.clientId) {
      // Before the storage cap: the retry of a save that filled the journal still finds it.
      const saved = await findEntryByClientId(tx, entry.userId, entry.clientId);
      if (saved) return { row: saved, created: false };
    }
    assertRoom(usage, 1, codePoints(entry.content));
    await recordReadingDay(tx, entry.userId, timeZone, now);
    const [row] = await tx.insert(journalEntries).values(entry).returning();
    await insertActivity(tx, {
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
  patch: Pick<
    NewJournalEntry,
    'content' | 'title' | 'reference' | 'bookIndex' | 'bookIndexes' | 'readDate'
  >,
): Promise<JournalEntryRow | null> {
  return withTransaction(db, async (tx) => {
    const [current] = await tx
      .select({ length: sql<number>`char_length(${journalEntries.content})::int` })
      .from(journalEntries)
      .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)));
    if (!current) return null;
    const growth = codePoints(patch.content) - Number(current.length);
    if (growth > 0) assertRoom(await lockReaderWithUsage(tx, userId), 0, growth);
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
