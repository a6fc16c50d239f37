import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { journalEntries, marks, prayers } from '../../db/schema/index.ts';
import { lockUserForSave } from '../../users/users-repository.ts';

export type MarkRow = typeof marks.$inferSelect;
type NewMark = typeof marks.$inferInsert & { userId: string };

/** The reader's mark saved with this idempotency key, or null. */
export async function findMarkByClientId(db: Db, userId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(marks)
    .where(and(eq(marks.userId, userId), eq(marks.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

export async function findOwnedMark(db: Db, userId: string, id: number) {
  const [row] = await db
    .select()
    .from(marks)
    .where(and(eq(marks.id, id), eq(marks.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Saves a mark in one transaction after locking the reader's row: a known clientId answers the saved mark;
 * a highlight or bookmark on verses that already carry one of that kind updates it (the newest colour wins,
 * decision 164); otherwise the cap is checked (`onFull` throws) and a row is inserted.
 */
export async function saveMark(
  db: Db,
  mark: NewMark,
  max: number,
  onFull: () => Error,
): Promise<{ row: MarkRow; created: boolean }> {
  return withTransaction(db, async (tx) => {
    await lockUserForSave(tx, mark.userId);
    if (mark.clientId) {
      const saved = await findMarkByClientId(tx, mark.userId, mark.clientId);
      if (saved) return { row: saved, created: false };
    }
    if (mark.kind !== 'note') {
      const [same] = await tx
        .select()
        .from(marks)
        .where(
          and(
            eq(marks.userId, mark.userId),
            eq(marks.kind, mark.kind),
            eq(marks.firstVerse, mark.firstVerse),
            eq(marks.lastVerse, mark.lastVerse),
          ),
        )
        .limit(1);
      if (same) {
        const [row] = await tx
          .update(marks)
          .set({ color: mark.color ?? null, updatedAt: sql`now()` })
          .where(eq(marks.id, same.id))
          .returning();
        return { row: row!, created: false };
      }
    }
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(marks)
      .where(eq(marks.userId, mark.userId));
    if (Number(count?.n ?? 0) >= max) throw onFull();
    // The reader's row lock serialises this reader's writes, so the unique index below is a second guard:
    // a writer outside the app racing us meets it as an update of the same mark rather than an error.
    const inserted =
      mark.kind === 'note'
        ? await tx.insert(marks).values(mark).returning()
        : await tx
            .insert(marks)
            .values(mark)
            .onConflictDoUpdate({
              target: [marks.userId, marks.kind, marks.firstVerse, marks.lastVerse],
              targetWhere: sql`${marks.kind} <> 'note'`,
              set: { color: mark.color ?? null, updatedAt: sql`now()` },
            })
            .returning();
    return { row: inserted[0]!, created: true };
  });
}

export async function updateOwnedMark(
  db: Db,
  userId: string,
  id: number,
  patch: { color?: string; note?: string },
): Promise<MarkRow | null> {
  const [row] = await db
    .update(marks)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(marks.id, id), eq(marks.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnedMark(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(marks)
    .where(and(eq(marks.id, id), eq(marks.userId, userId)))
    .returning({ id: marks.id });
  return rows.length > 0;
}

export interface MarkFilters {
  kind?: MarkRow['kind'];
  color?: string;
  bookIndex?: number;
}

function filtersOf(userId: string, f: MarkFilters): SQL | undefined {
  return and(
    eq(marks.userId, userId),
    f.kind ? eq(marks.kind, f.kind) : undefined,
    f.color ? eq(marks.color, f.color) : undefined,
    f.bookIndex !== undefined ? eq(marks.bookIndex, f.bookIndex) : undefined,
  );
}

/** One page of the reader's marks, in canonical order or newest first, and how many match in all. */
export async function listMarks(
  db: Db,
  userId: string,
  filters: MarkFilters,
  sort: 'book' | 'date',
  limit: number,
  offset: number,
): Promise<{ rows: MarkRow[]; total: number }> {
  const where = filtersOf(userId, filters);
  const order =
    sort === 'book'
      ? [asc(marks.firstVerse), asc(marks.lastVerse), asc(marks.id)]
      : [desc(marks.createdAt), desc(marks.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(marks)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(marks)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The canonical indexes of the books the reader has marks in. */
export async function listMarkedBooks(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ book: marks.bookIndex })
    .from(marks)
    .where(eq(marks.userId, userId))
    .orderBy(asc(marks.bookIndex));
  return rows.map((r) => r.book);
}

/** The reader's marks touching any of the verse spans (inclusive dense ids), in canonical order. */
export async function marksTouching(db: Db, userId: string, spans: [number, number][]) {
  if (spans.length === 0) return [];
  return db
    .select()
    .from(marks)
    .where(
      and(
        eq(marks.userId, userId),
        or(...spans.map(([a, b]) => and(lte(marks.firstVerse, b), gte(marks.lastVerse, a)))),
      ),
    )
    .orderBy(asc(marks.firstVerse), asc(marks.id));
}

/** The reader's prayers whose linked passage touches the span. */
export async function prayersTouching(db: Db, userId: string, first: number, last: number) {
  return db
    .select()
    .from(prayers)
    .where(
      and(eq(prayers.userId, userId), lte(prayers.firstVerse, last), gte(prayers.lastVerse, first)),
    )
    .orderBy(desc(prayers.createdAt));
}

/** Each distinct journal reference of the reader (the caller parses them: SQL has no reference parser). */
export async function journalReferences(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ reference: journalEntries.reference })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), sql`${journalEntries.reference} is not null`));
  return rows.map((r) => r.reference ?? '');
}

/** The reader's journal entries on these exact references, newest first. */
export async function entriesOn(db: Db, userId: string, references: string[]) {
  if (references.length === 0) return [];
  return db
    .select({
      id: journalEntries.id,
      title: journalEntries.title,
      reference: journalEntries.reference,
      readDate: journalEntries.readDate,
      createdDay: journalEntries.createdDay,
    })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), inArray(journalEntries.reference, references)))
    .orderBy(desc(journalEntries.createdAt))
    .limit(200);
}

/**
 * What the reader wrote on these local days: journal entries by the day they were written (created_day) and
 * prayers by the day asked; notes made in the UTC window `notesFrom`..`notesTo` (the caller keeps those
 * whose local day matches, in the reader's zone).
 */
export async function writtenOn(
  db: Db,
  userId: string,
  days: string[],
  notesFrom: Date,
  notesTo: Date,
) {
  const [entries, notes, asked] = await Promise.all([
    db
      .select({
        id: journalEntries.id,
        title: journalEntries.title,
        reference: journalEntries.reference,
        head: sql<string>`left(${journalEntries.content}, 400)`,
        day: sql<string>`${journalEntries.createdDay}::text`,
      })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), inArray(journalEntries.createdDay, days)))
      .orderBy(desc(journalEntries.createdAt))
      .limit(20),
    db
      .select({
        id: marks.id,
        bookIndex: marks.bookIndex,
        chapter: marks.chapter,
        verseStart: marks.verseStart,
        verseEnd: marks.verseEnd,
        head: sql<string>`left(${marks.note}, 400)`,
        createdAt: marks.createdAt,
      })
      .from(marks)
      .where(
        and(
          eq(marks.userId, userId),
          eq(marks.kind, 'note'),
          gte(marks.createdAt, notesFrom),
          lte(marks.createdAt, notesTo),
        ),
      )
      .orderBy(desc(marks.createdAt))
      .limit(100),
    db
      .select({
        id: prayers.id,
        title: prayers.title,
        reference: prayers.reference,
        details: prayers.details,
        day: sql<string>`${prayers.askedOn}::text`,
      })
      .from(prayers)
      .where(and(eq(prayers.userId, userId), inArray(prayers.askedOn, days)))
      .orderBy(desc(prayers.createdAt))
      .limit(20),
  ]);
  return { entries, notes, prayers: asked };
}
