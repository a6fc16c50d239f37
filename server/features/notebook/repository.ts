import type { JournalEntryRecord } from '@contract/journal.ts';
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

// The entry as the API shows it, from the page row `p` joined to its entry `j`. Times travel as epoch milliseconds and dates
// as 'yyyy-MM-dd' text (drivers differ on raw timestamps), `created` as microsecond text.
const pageColumns = sql`j.id, j.reading_id as "readingId", j.plan_id as "planId",
  j.plan_title as "planTitle", j.day, j.content, j.title, j.reference,
  j.read_date::text as "readDate", j.translation,
  floor(extract(epoch from j.created_at) * 1000)::float8 as "createdMs",
  floor(extract(epoch from j.updated_at) * 1000)::float8 as "updatedMs",
  to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created,
  p.total`;

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

// The day an entry belongs to: its read date, else the local date of its creation in the
// reader's time zone (an IANA name, which PostgreSQL and PGlite both know).
const entryDay = (timeZone: string) =>
  sql`coalesce(j.read_date, (j.created_at at time zone ${timeZone})::date)`;

/** Where a page of a notebook view starts: after this entry (its time and id). */
interface EntryAfter {
  created: string;
  id: number;
}

/**
 * One page of the notebook by date (decision 099, 136): newest day first, 'Unknown Date' last,
 * newest entry first inside a day; `limit + 1` rows so the caller knows whether more follow.
 * Sorting, grouping and the keyset cut happen in SQL, so only the page's rows leave the database.
 */
export async function notebookDatePage(
  db: Db,
  userId: string,
  timeZone: string,
  limit: number,
  after: (EntryAfter & { day: string | null }) | null,
): Promise<(NotebookPageRow & { day_: string | null })[]> {
  // An unknown day sorts last: as '-infinity' in a descending order.
  const dayKey = (t: string) => sql.raw(`coalesce(${t}.d, '-infinity'::date)`);
  const keyset = after
    ? sql`where (${dayKey('e')}, e.created_at, e.id) < (coalesce(${after.day}::date, '-infinity'::date), ${after.created}::timestamptz, ${after.id})`
    : sql``;
  const result = await db.execute(sql`
    with k as (
      select j.id, j.created_at, ${entryDay(timeZone)} as d
      from journal_entries j
      where j.user_id = ${userId}),
    e as (select k.*, count(*) over (partition by d) as total from k),
    p as (
      select e.* from e ${keyset}
      order by ${dayKey('e')} desc, e.created_at desc, e.id desc
      limit ${limit + 1})
    select ${pageColumns}, p.d::text as "day_"
    from p join journal_entries j on j.id = p.id
    order by ${dayKey('p')} desc, p.created_at desc, p.id desc`);
  return toPageRows<RawPageRow & { day_: string | null }>(result);
}

/**
 * One page of the notebook by session: the session whose newest entry is newest first, newest
 * entry first inside. A session is '{planId}:{day}' for a plan day; outside plans 'unplanned:'
 * plus the passage reference (trimmed, spaces collapsed, lower case), else the entry's day.
 * Only entries written up to `asOf` count (null: up to the newest entry now, the first page).
 */
export async function notebookSessionPage(
  db: Db,
  userId: string,
  timeZone: string,
  limit: number,
  after: (EntryAfter & { asOf: string; groupCreated: string; groupId: number }) | null,
) {
  const asOf = after
    ? sql`${after.asOf}::timestamptz`
    : sql`(select max(created_at) from journal_entries where user_id = ${userId})`;
  const keyset = after
    ? sql`where (e.gc, e.gi, e.created_at, e.id) < (${after.groupCreated}::timestamptz, ${after.groupId}, ${after.created}::timestamptz, ${after.id})`
    : sql``;
  const result = await db.execute(sql`
    with s as (
      select j.id, j.created_at, j.plan_title, j.reference, case
          when j.plan_id is not null and j.day is not null then j.plan_id::text || ':' || j.day::text
          else 'unplanned:' || coalesce(
            nullif(lower(btrim(regexp_replace(j.reference, '[[:space:]]+', ' ', 'g'))), ''),
            ${entryDay(timeZone)}::text)
        end as grp
      from journal_entries j
      where j.user_id = ${userId} and j.created_at <= ${asOf}),
    e as (
      select s.*, count(*) over (partition by grp) as total,
             first_value(created_at) over newest as gc,
             first_value(id) over newest as gi,
             first_value(nullif(plan_title, '')) over (partition by grp
               order by nullif(plan_title, '') is null, created_at desc, id desc) as "groupPlanTitle",
             first_value(nullif(reference, '')) over (partition by grp
               order by nullif(reference, '') is null, created_at desc, id desc) as "groupReference"
      from s
      window newest as (partition by grp order by created_at desc, id desc)),
    p as (
      select e.* from e ${keyset}
      order by e.gc desc, e.gi desc, e.created_at desc, e.id desc
      limit ${limit + 1})
    select ${pageColumns}, p.grp as "sessionKey", p."groupPlanTitle", p."groupReference",
           to_char(p.gc at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "groupCreated",
           p.gi as "groupId",
           to_char(${asOf} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "asOf"
    from p join journal_entries j on j.id = p.id
    order by p.gc desc, p.gi desc, p.created_at desc, p.id desc`);
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

/** The distinct passage references the reader's entries carry (a reader reuses a handful). */
export async function listDistinctReferences(db: Db, userId: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct reference from journal_entries
    where user_id = ${userId} and reference is not null`)) as unknown as {
    rows: { reference: string }[];
  };
  return result.rows.map((r) => r.reference);
}

/**
 * One page of the notebook by book: book order `b` (from `bookOf`, a reference → index map made
 * by the reference parser, which SQL lacks; a reference missing from it sorts as `otherIndex`),
 * then newest entry first.
 */
export async function notebookBookPage(
  db: Db,
  userId: string,
  bookOf: { r: string; b: number }[],
  otherIndex: number,
  limit: number,
  after: (EntryAfter & { book: number }) | null,
) {
  const keyset = after
    ? sql`where e.b > ${after.book} or (e.b = ${after.book} and (e.created_at, e.id) < (${after.created}::timestamptz, ${after.id}))`
    : sql``;
  const result = await db.execute(sql`
    with m as (select r, b from json_to_recordset(${JSON.stringify(bookOf)}::json) as m(r text, b int)),
    k as (
      select j.id, j.created_at, coalesce(m.b, ${otherIndex}) as b
      from journal_entries j left join m on m.r = j.reference
      where j.user_id = ${userId}),
    e as (select k.*, count(*) over (partition by b) as total from k),
    p as (
      select e.* from e ${keyset}
      order by e.b, e.created_at desc, e.id desc
      limit ${limit + 1})
    select ${pageColumns}, p.b as "bookIndex"
    from p join journal_entries j on j.id = p.id
    order by p.b, p.created_at desc, p.id desc`);
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
