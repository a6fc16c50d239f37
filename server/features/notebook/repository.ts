import type { JournalEntryRecord } from '@contract/journal.ts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries } from '../../db/schema/index.ts';

const entryColumns = {
  id: journalEntries.id,
  readingId: journalEntries.readingId,
  planId: journalEntries.planId,
  planTitle: journalEntries.planTitle,
  day: journalEntries.day,
  content: journalEntries.content,
  title: journalEntries.title,
  reference: journalEntries.reference,
  readDate: journalEntries.readDate,
  translation: journalEntries.translation,
  createdAt: journalEntries.createdAt,
  updatedAt: journalEntries.updatedAt,
};

/** A stored entry as the notebook reads it: what the API shows, and the plan day it belongs to. */
export type NotebookEntryRow = JournalEntryRecord & { planId: number | null; day: number | null };

/**
 * Every entry of the reader, newest first. Raw SQL with camelCase aliases: for thousands of
 * rows this halves the time Drizzle's row mapping takes. Drivers differ on raw timestamps
 * (Drizzle makes node-postgres return text), so times travel as epoch milliseconds and dates
 * as 'yyyy-MM-dd' text.
 */
export async function listAllEntries(db: Db, userId: string): Promise<NotebookEntryRow[]> {
  const result = (await db.execute(sql`
    select id, reading_id as "readingId", plan_id as "planId", plan_title as "planTitle", day,
           content, title, reference, read_date::text as "readDate", translation,
           floor(extract(epoch from created_at) * 1000)::float8 as "createdMs",
           floor(extract(epoch from updated_at) * 1000)::float8 as "updatedMs"
    from journal_entries
    where user_id = ${userId}
    order by created_at desc, id desc`)) as unknown as {
    rows: (Omit<NotebookEntryRow, 'createdAt' | 'updatedAt'> & {
      createdMs: number;
      updatedMs: number;
    })[];
  };
  return result.rows.map(({ createdMs, updatedMs, ...row }) => ({
    ...row,
    createdAt: new Date(Number(createdMs)),
    updatedAt: new Date(Number(updatedMs)),
  }));
}

/** What a notebook view sorts and groups by: an entry without its text (decision 099). */
export interface NotebookKeyRow {
  id: number;
  planId: number | null;
  planTitle: string | null;
  day: number | null;
  reference: string | null;
  readDate: string | null;
  /** created_at to the microsecond, 'yyyy-MM-ddTHH:mm:ss.ffffffZ' (sorts as text). */
  created: string;
}

/**
 * The sort and group keys of every entry of the reader, without title or text: a few dozen
 * bytes an entry, read through journal_user_created_idx. A view sorts these (its groups need
 * the reference parser and the reader's time zone, which SQL lacks), cuts one page after the
 * cursor, then loads the text of that page only.
 */
export async function listEntryKeys(db: Db, userId: string): Promise<NotebookKeyRow[]> {
  const result = (await db.execute(sql`
    select id, plan_id as "planId", plan_title as "planTitle", day, reference,
           read_date::text as "readDate",
           to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created
    from journal_entries
    where user_id = ${userId}`)) as unknown as { rows: NotebookKeyRow[] };
  return result.rows;
}

/** The reader's entries with these ids (never another reader's), in no particular order. */
export async function listEntriesByIds(
  db: Db,
  userId: string,
  ids: number[],
): Promise<NotebookEntryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(entryColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), inArray(journalEntries.id, ids)));
}

/** Where a page of search results starts: after this rank, time and id. */
export interface SearchAfter {
  rank: number;
  created: string;
  id: number;
}

/**
 * One page of the reader's entries matching a tsquery (already sanitised by the caller), best
 * first, then newest; `limit + 1` rows so the caller knows whether more follow. The document
 * expression is the one `journal_search_idx` indexes, so the GIN index can serve it. The rank
 * travels as float8 so the cursor's copy compares exactly.
 */
export async function searchEntriesPage(
  db: Db,
  userId: string,
  tsquery: string,
  limit: number,
  after: SearchAfter | null,
) {
  const document = sql`to_tsvector('english', ${journalEntries.title} || ' ' || ${journalEntries.content})`;
  const query = sql`to_tsquery('english', ${tsquery})`;
  const rank = sql<number>`ts_rank(${document}, ${query})::float8`;
  const created = journalEntries.createdAt;
  const keyset = after
    ? sql`(${rank} < ${after.rank}::float8 or (${rank} = ${after.rank}::float8 and (${created} < ${after.created}::timestamptz or (${created} = ${after.created}::timestamptz and ${journalEntries.id} < ${after.id}))))`
    : undefined;
  return db
    .select({
      entry: entryColumns,
      rank,
      created: sql<string>`to_char(${created} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), sql`${document} @@ ${query}`, keyset))
    .orderBy(sql`${rank} desc`, desc(created), desc(journalEntries.id))
    .limit(limit + 1);
}
