import { and, desc, eq, sql } from 'drizzle-orm';
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
  createdAt: journalEntries.createdAt,
  updatedAt: journalEntries.updatedAt,
};

export type NotebookEntryRow = {
  id: number;
  readingId: number | null;
  planId: number | null;
  planTitle: string | null;
  day: number | null;
  content: string;
  title: string;
  reference: string | null;
  readDate: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Every entry of the reader, newest first. Raw SQL with camelCase aliases: for thousands of
 * rows this halves the time Drizzle's row mapping takes. Drivers differ on raw timestamps
 * (Drizzle makes node-postgres return text), so times travel as epoch milliseconds and dates
 * as 'yyyy-MM-dd' text.
 */
export async function listAllEntries(db: Db, userId: string): Promise<NotebookEntryRow[]> {
  const result = (await db.execute(sql`
    select id, reading_id as "readingId", plan_id as "planId", plan_title as "planTitle", day,
           content, title, reference, read_date::text as "readDate",
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

/**
 * The reader's entries matching a tsquery (already sanitised by the caller), best first. The
 * document expression is the one `journal_search_idx` indexes, so the GIN index can serve it.
 */
export async function searchEntries(
  db: Db,
  userId: string,
  tsquery: string,
  limit: number,
): Promise<NotebookEntryRow[]> {
  const document = sql`to_tsvector('english', ${journalEntries.title} || ' ' || ${journalEntries.content})`;
  const query = sql`to_tsquery('english', ${tsquery})`;
  return db
    .select(entryColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), sql`${document} @@ ${query}`))
    .orderBy(sql`ts_rank(${document}, ${query}) desc`, desc(journalEntries.createdAt))
    .limit(limit);
}
