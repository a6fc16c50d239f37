import type { JournalEntryRecord } from '@contract/journal.ts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
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

/** An entry of the whole journal (the export), with the notebook day stored on it (decision 138). */
export type NotebookExportRow = NotebookEntryRow & { notebookDay: string | null };

/**
 * Every entry of the reader, newest first. Raw SQL with camelCase aliases: for thousands of
 * rows this halves the time Drizzle's row mapping takes. Drivers differ on raw timestamps
 * (Drizzle makes node-postgres return text), so times travel as epoch milliseconds and dates
 * as 'yyyy-MM-dd' text.
 */
export async function listAllEntries(db: Db, userId: string): Promise<NotebookExportRow[]> {
  const result = (await db.execute(sql`
    select id, reading_id as "readingId", plan_id as "planId", plan_title as "planTitle", day,
           content, title, reference, read_date::text as "readDate", translation,
           to_char(notebook_day, 'YYYY-MM-DD') as "notebookDay",
           floor(extract(epoch from created_at) * 1000)::float8 as "createdMs",
           floor(extract(epoch from updated_at) * 1000)::float8 as "updatedMs"
    from journal_entries
    where user_id = ${userId}
    order by created_at desc, id desc`)) as unknown as {
    rows: (Omit<NotebookExportRow, 'createdAt' | 'updatedAt'> & {
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

/** One entry of a notebook page, with the group it belongs to and that group's size. */
export interface NotebookPageRow extends NotebookEntryRow {
  /** created_at to the microsecond, 'yyyy-MM-ddTHH:mm:ss.ffffffZ' (what a cursor holds). */
  created: string;
  /** How many entries the whole group holds (not only the page's). */
  total: number;
}

type RawPageRow = Omit<NotebookPageRow, 'createdAt' | 'updatedAt' | 'total'> & {
  createdMs: number;
  updatedMs: number;
  total: number | string;
};

// The entry as the API shows it, from the journal entry `j`. Times travel as epoch milliseconds and dates
// as 'yyyy-MM-dd' text (drivers differ on raw timestamps), `created` as microsecond text.
const pageColumns = sql`j.id, j.reading_id as "readingId", j.plan_id as "planId",
  j.plan_title as "planTitle", j.day, j.content, j.title, j.reference,
  j.read_date::text as "readDate", j.translation,
  floor(extract(epoch from j.created_at) * 1000)::float8 as "createdMs",
  floor(extract(epoch from j.updated_at) * 1000)::float8 as "updatedMs",
  to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created`;

function toPageRows<R extends RawPageRow>(
  result: unknown,
): (Omit<R, keyof RawPageRow> & NotebookPageRow)[] {
  return (result as { rows: R[] }).rows.map(({ createdMs, updatedMs, total, ...row }) => ({
    ...row,
    total: Number(total),
    createdAt: new Date(Number(createdMs)),
    updatedAt: new Date(Number(updatedMs)),
  })) as (Omit<R, keyof RawPageRow> & NotebookPageRow)[];
}

// The orders of the views' indexes (decision 138): journal_user_day_idx, journal_user_session_idx and
// journal_user_book_idx. Drizzle declares their descending columns 'desc nulls last', and an ORDER BY
// must say the same for PostgreSQL to read the index in order instead of sorting.
const NEWEST = sql.raw('created_at desc nulls last, id desc nulls last');
const dayText = (t: string) => sql.raw(`to_char(${t}.notebook_day, 'YYYY-MM-DD')`);

/** Where a page of a notebook view starts: after this entry (its time and id). */
interface EntryAfter {
  created: string;
  id: number;
}

/**
 * The statement of one page of the notebook by date (decision 099, 138): newest day first, newest
 * entry first inside a day, `limit + 1` rows. The day is stored on the entry (notebook_day), so the
 * page is a range of journal_user_day_idx after the cursor, and each row's group total one lookup in
 * journal_groups.
 */
export function notebookDatePageQuery(
  userId: string,
  limit: number,
  after: (EntryAfter & { day: string | null }) | null,
) {
  // No entry lacks a day (created_day is never null); a cursor without one (none is ever made) starts
  // in the rows that would sort last.
  let keyset = sql``;
  if (after && after.day !== null) {
    keyset = sql`and (j.notebook_day, j.created_at, j.id) < (${after.day}::date, ${after.created}::timestamptz, ${after.id})`;
  } else if (after) {
    keyset = sql`and j.notebook_day is null and (j.created_at, j.id) < (${after.created}::timestamptz, ${after.id})`;
  }
  // The page is cut before the group lookups (materialized): whatever plan the statistics lead to,
  // the totals are looked up for limit + 1 rows only.
  return sql`
    with j as materialized (
      select * from journal_entries j
      where j.user_id = ${userId} ${keyset}
      order by j.notebook_day desc nulls last, j.${NEWEST}
      limit ${limit + 1})
    select ${pageColumns}, ${dayText('j')} as "day_", coalesce(g.total, 0) as total
    from j
    left join journal_groups g
      on g.user_id = j.user_id and g.kind = 'date' and g.key = ${dayText('j')}
    order by j.notebook_day desc nulls last, j.${NEWEST}`;
}

/** One page of the notebook by date (see notebookDatePageQuery). */
export async function notebookDatePage(
  db: Db,
  userId: string,
  limit: number,
  after: (EntryAfter & { day: string | null }) | null,
): Promise<(NotebookPageRow & { day_: string | null })[]> {
  const result = await db.execute(notebookDatePageQuery(userId, limit, after));
  return toPageRows<RawPageRow & { day_: string | null }>(result);
}

/**
 * The statement of one page of the notebook by session: the session whose newest entry is newest
 * first, newest entry first inside. Only entries written up to `asOf` count (null: up to the newest
 * entry now, the first page). Sessions come from journal_groups in the order of
 * journal_groups_newest_idx; a session that received an entry after `asOf` (a handful, written
 * since the first page) takes its newest entry and size as of then. Each session's entries are a
 * range of journal_user_session_idx; the walk stops once the page is full.
 */
export function notebookSessionPageQuery(
  userId: string,
  limit: number,
  after: (EntryAfter & { asOf: string; groupCreated: string; groupId: number }) | null,
) {
  const asOf = after
    ? sql`${after.asOf}::timestamptz`
    : sql`(select max(created_at) from journal_entries where user_id = ${userId})`;
  const groupFrom = (gc: SQL, gi: SQL) =>
    after
      ? sql`and (${gc}, ${gi}) <= (${after.groupCreated}::timestamptz, ${after.groupId})`
      : sql``;
  // Inside the cursor's own session: after the cursor's entry; in later sessions: from their newest.
  const entryFrom = after
    ? sql`and (x.created_at, x.id) < (
        case when (g.gc, g.gi) = (${after.groupCreated}::timestamptz, ${after.groupId}) then ${after.created}::timestamptz else 'infinity'::timestamptz end,
        case when (g.gc, g.gi) = (${after.groupCreated}::timestamptz, ${after.groupId}) then ${after.id} else 2147483647 end)`
    : sql``;
  // The newest non-blank plan title and reference of a session as of `asOf` (its heading).
  const newestOf = (column: string) => sql`(
    select x.${sql.raw(column)} from journal_entries x
    where x.user_id = ${userId} and x.session_key = j.key and x.${sql.raw(column)} <> ''
      and x.created_at <= (select t from t)
    order by x.${NEWEST} limit 1)`;
  return sql`
    with t as (select ${asOf} as t),
    g0 as (
      (select s.key, s.newest_at as gc, s.newest_id as gi, s.total
       from journal_groups s
       where s.user_id = ${userId} and s.kind = 'session' and s.newest_at <= (select t from t)
         ${groupFrom(sql.raw('s.newest_at'), sql.raw('s.newest_id'))}
       order by s.newest_at desc nulls last, s.newest_id desc nulls last
       limit ${limit + 1})
      union all
      (select s.key, n.created_at, n.id, s.total - (
          select count(*) from journal_entries x
          where x.user_id = ${userId} and x.session_key = s.key and x.created_at > (select t from t))
       from journal_groups s
       cross join lateral (
         select x.created_at, x.id from journal_entries x
         where x.user_id = ${userId} and x.session_key = s.key and x.created_at <= (select t from t)
         order by x.${NEWEST} limit 1) n
       where s.user_id = ${userId} and s.kind = 'session' and s.newest_at > (select t from t)
         ${groupFrom(sql.raw('n.created_at'), sql.raw('n.id'))})),
    g as (select * from g0 order by gc desc, gi desc limit ${limit + 1}),
    e as (
      select g.key, g.gc, g.gi, g.total, x.*
      from g cross join lateral (
        select x.* from journal_entries x
        where x.user_id = ${userId} and x.session_key = g.key and x.created_at <= (select t from t)
          ${entryFrom}
        order by x.${NEWEST} limit ${limit + 1}) x
      order by g.gc desc, g.gi desc, x.created_at desc, x.id desc
      limit ${limit + 1})
    select ${pageColumns}, j.total, j.key as "sessionKey",
           ${newestOf('plan_title')} as "groupPlanTitle",
           ${newestOf('reference')} as "groupReference",
           to_char(j.gc at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "groupCreated",
           j.gi as "groupId",
           to_char((select t from t) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "asOf"
    from e j
    order by j.gc desc, j.gi desc, j.created_at desc, j.id desc`;
}

/** One page of the notebook by session (see notebookSessionPageQuery). */
export async function notebookSessionPage(
  db: Db,
  userId: string,
  limit: number,
  after: (EntryAfter & { asOf: string; groupCreated: string; groupId: number }) | null,
) {
  const result = await db.execute(notebookSessionPageQuery(userId, limit, after));
  return toPageRows<
    RawPageRow & {
      sessionKey: string;
      groupPlanTitle: string | null;
      groupReference: string | null;
      groupCreated: string;
      groupId: number;
      asOf: string;
    }
  >(result);
}

/**
 * The references of the reader's entries whose book the parser has not read yet (entries written
 * before migration 0011, or by SQL outside the app): one probe of journal_book_missing_idx, empty
 * once they are filled.
 */
export async function listReferencesWithoutBook(db: Db, userId: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct reference from journal_entries
    where user_id = ${userId} and book_index is null and reference is not null`)) as unknown as {
    rows: { reference: string }[];
  };
  return result.rows.map((r) => r.reference);
}

/**
 * Stores the books of each of the reader's entries that lacks them, from a reference → first book
 * index (`b`) and every book (`bs`, decision 160) map.
 */
export async function fillBookIndexes(
  db: Db,
  userId: string,
  bookOf: { r: string; b: number; bs?: number[] }[],
): Promise<void> {
  if (bookOf.length === 0) return;
  await db.execute(sql`
    update journal_entries j set book_index = m.b,
      book_indexes = (select array_agg(x::integer) from json_array_elements_text(m.bs) x)
    from json_to_recordset(${JSON.stringify(bookOf)}::json) as m(r text, b int, bs json)
    where j.user_id = ${userId} and j.book_index is null and j.reference = m.r`);
}

/**
 * The statement of one page of the notebook by book: canonical book order ('Other' last), then
 * newest entry first; an entry that reads several books is in each of their groups (decision 160).
 * A range of journal_entry_books_user_book_idx (after a cursor: the rest of the cursor's book, then
 * the books after it, each cut at `limit + 1`), each row's entry one primary-key lookup.
 */
export function notebookBookPageQuery(
  userId: string,
  limit: number,
  after: (EntryAfter & { book: number }) | null,
) {
  const NEWEST_BOOK = sql.raw('created_at desc nulls last, entry_id desc nulls last');
  const rows = after
    ? sql`
      (select entry_id, book_index, created_at, 0 as part from journal_entry_books
       where user_id = ${userId} and book_index = ${after.book}
         and (created_at, entry_id) < (${after.created}::timestamptz, ${after.id})
       order by ${NEWEST_BOOK} limit ${limit + 1})
      union all
      (select entry_id, book_index, created_at, 1 as part from journal_entry_books
       where user_id = ${userId} and book_index > ${after.book}
       order by book_index, ${NEWEST_BOOK} limit ${limit + 1})`
    : sql`
      select entry_id, book_index, created_at, 1 as part from journal_entry_books
      where user_id = ${userId}
      order by book_index, ${NEWEST_BOOK} limit ${limit + 1}`;
  return sql`
    with p as materialized (${rows})
    select ${pageColumns}, p.book_index as "bookIndex", coalesce(g.total, 0) as total
    from p
    -- One primary-key lookup per row (the limit keeps the planner from hashing the whole journal).
    cross join lateral (select * from journal_entries x where x.id = p.entry_id limit 1) j
    left join journal_groups g
      on g.user_id = j.user_id and g.kind = 'book' and g.key = p.book_index::text
    order by p.part, p.book_index, p.created_at desc, p.entry_id desc
    limit ${limit + 1}`;
}

/** One page of the notebook by book (see notebookBookPageQuery). */
export async function notebookBookPage(
  db: Db,
  userId: string,
  limit: number,
  after: (EntryAfter & { book: number }) | null,
) {
  const result = await db.execute(notebookBookPageQuery(userId, limit, after));
  return toPageRows<RawPageRow & { bookIndex: number }>(result);
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
