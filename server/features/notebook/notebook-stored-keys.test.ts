import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, plans, users } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { saveEntry } from '../../test/journal-helpers.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../../test/factories-plans.ts';
import {
  notebookBookPageQuery,
  notebookDatePageQuery,
  notebookSessionPageQuery,
} from './repository.ts';

// Decision 138: the notebook's day, session and book are stored on each entry when it is written
// and each group's size is kept in journal_groups, so a page is an index range read of about
// limit + 1 rows whatever the journal's size.

const ctx = setupTestApp();

type Headers = SignedIn['headers'];
type Entry = { id: number; content: string; createdAt: string };
type Group = { total: number; entries: Entry[] } & Record<string, unknown>;

const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });

const save = (headers: Headers, payload: Record<string, unknown>) =>
  saveEntry<Entry>(ctx.app, headers, payload);

async function edit(headers: Headers, id: number, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/journal/entries/${id}`,
    headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function remove(headers: Headers, id: number) {
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/journal/entries/${id}`,
    headers,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** Every group of a view, its parts across pages joined (pages of `limit`). */
async function view(headers: Headers, path: string, key: string, limit = 3): Promise<Group[]> {
  const out: Group[] = [];
  let cursor: string | undefined;
  do {
    const res = await get(headers, `${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    for (const group of res.json() as Group[]) {
      const last = out.at(-1);
      if (last && last[key] === group[key]) last.entries.push(...group.entries);
      else out.push({ ...group, entries: [...group.entries] });
    }
    cursor = res.headers['x-next-cursor'] as string | undefined;
  } while (cursor);
  return out;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * journal_groups holds exactly what a recount of the reader's entries gives: every group with its
 * size and newest entry, no empty group.
 */
async function expectGroupsMatchEntries(userId: string) {
  const db = ctx.database.db;
  const stored = rows<Record<string, unknown>>(
    await db.execute(sql`
      select kind, key, total::int as total, newest_id as "newestId"
      from journal_groups where user_id = ${userId} order by kind, key`),
  );
  const recount = rows<Record<string, unknown>>(
    await db.execute(sql`
      select distinct on (kind, key) kind, key,
             (count(*) over (partition by kind, key))::int as total, id as "newestId"
      from (
        select 'date' as kind, to_char(notebook_day, 'YYYY-MM-DD') as key, created_at, id
        from journal_entries where user_id = ${userId}
        union all
        select 'session', session_key, created_at, id from journal_entries where user_id = ${userId}
        union all
        select 'book', b::text, created_at, id from journal_entries
        cross join lateral unnest(coalesce(book_indexes, array[book_index])) as b
        where user_id = ${userId} and book_index is not null) k
      order by kind, key, created_at desc, id desc`),
  );
  expect(stored).toEqual(recount);
  // The by-book rows (decision 160): one per entry and book it reads, at the entry's time.
  const books = await db.execute(sql`
    select entry_id as id, book_index as book, created_at = (
      select created_at from journal_entries j where j.id = entry_id) as "sameTime"
    from journal_entry_books where user_id = ${userId} order by entry_id, book_index`);
  const expected = await db.execute(sql`
    select id, b as book, true as "sameTime" from journal_entries
    cross join lateral unnest(coalesce(book_indexes, array[book_index])) as b
    where user_id = ${userId} and book_index is not null order by id, b`);
  expect(rows(books)).toEqual(rows(expected));
}

describe('notebook keys stored at write time', () => {
  it('keeps the day an entry was written in after the reader’s time zone changes', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db, {
      membershipTier: 'premium',
      timeZone: 'Pacific/Auckland',
    });
    const moment = new Date('2026-03-09T20:00:00Z'); // 10 March in Auckland, 9 March in Los Angeles
    const before = await save(headers, { content: 'written in Auckland' });
    await db
      .update(journalEntries)
      .set({ createdAt: moment })
      .where(eq(journalEntries.id, before.id));
    await db.update(users).set({ timeZone: 'America/Los_Angeles' }).where(eq(users.id, user.id));
    const after = await save(headers, { content: 'written in Los Angeles' });
    await db
      .update(journalEntries)
      .set({ createdAt: new Date(moment.getTime() + 1000) })
      .where(eq(journalEntries.id, after.id));

    const groups = await view(headers, '/api/notebook/by-date', 'date', 1);
    expect(groups.map((g) => [g.date, g.total, g.entries.map((e) => e.id)])).toEqual([
      ['2026-03-10', 1, [before.id]],
      ['2026-03-09', 1, [after.id]],
    ]);
    // An undated session is keyed by that same day.
    const sessions = await view(headers, '/api/notebook/by-session', 'sessionKey', 1);
    expect(sessions.map((g) => g.sessionKey)).toEqual([
      'unplanned:2026-03-09',
      'unplanned:2026-03-10',
    ]);
    // The export groups by the same stored day.
    const md = (await get(headers, '/api/notebook/export?format=markdown')).body;
    expect(md.indexOf('## Tuesday, March 10, 2026')).toBeGreaterThan(0);
    expect(md.indexOf('## Monday, March 9, 2026')).toBeGreaterThan(
      md.indexOf('## Tuesday, March 10, 2026'),
    );
    await expectGroupsMatchEntries(user.id);
  });

  it('moves an entry between groups on edits, and keeps every total right through deletions', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db, { membershipTier: 'premium' });
    const a = await save(headers, { content: 'a', reference: 'Romans 8', readDate: '2026-02-01' });
    const b = await save(headers, { content: 'b', reference: 'Romans 8', readDate: '2026-02-01' });
    const c = await save(headers, { content: 'c', reference: 'Genesis 1', readDate: '2026-02-02' });
    const d = await save(headers, {
      content: 'd',
      reference: 'Not a book 4',
      readDate: '2026-02-02',
    });
    await expectGroupsMatchEntries(user.id);

    // A new read date and a reference in another book move b in all three views.
    await edit(headers, b.id, { content: 'b2', reference: 'Exodus 3', readDate: '2026-02-03' });
    const byDate = await view(headers, '/api/notebook/by-date', 'date', 2);
    expect(byDate.map((g) => [g.date, g.total])).toEqual([
      ['2026-02-03', 1],
      ['2026-02-02', 2],
      ['2026-02-01', 1],
    ]);
    const byBook = await view(headers, '/api/notebook/by-book', 'book', 2);
    expect(byBook.map((g) => [g.book, g.total, g.entries.map((e) => e.id)])).toEqual([
      ['Genesis', 1, [c.id]],
      ['Exodus', 1, [b.id]],
      ['Romans', 1, [a.id]],
      ['Other', 1, [d.id]],
    ]);
    const bySession = await view(headers, '/api/notebook/by-session', 'sessionKey', 2);
    // Sessions by their newest entry (written d, c, b, a): an edit does not move a session up.
    expect(bySession.map((g) => [g.sessionKey, g.total])).toEqual([
      ['unplanned:not a book 4', 1],
      ['unplanned:genesis 1', 1],
      ['unplanned:exodus 3', 1],
      ['unplanned:romans 8', 1],
    ]);
    await expectGroupsMatchEntries(user.id);

    // Editing the text only moves nothing; deleting the newest of a group names the next newest.
    await edit(headers, c.id, { content: 'c2' });
    await remove(headers, d.id);
    const dates = await view(headers, '/api/notebook/by-date', 'date', 2);
    expect(dates.map((g) => [g.date, g.total])).toEqual([
      ['2026-02-03', 1],
      ['2026-02-02', 1],
      ['2026-02-01', 1],
    ]);
    await remove(headers, a.id);
    const books = await view(headers, '/api/notebook/by-book', 'book', 2);
    expect(books.map((g) => [g.book, g.total])).toEqual([
      ['Genesis', 1],
      ['Exodus', 1],
    ]);
    await expectGroupsMatchEntries(user.id);
    await remove(headers, b.id);
    await remove(headers, c.id);
    await expectGroupsMatchEntries(user.id);
    expect(
      rows(await db.execute(sql`select 1 from journal_groups where user_id = ${user.id}`)),
    ).toEqual([]);
  });

  it('files a reflection on a day of four readings under each book, and a delete or an edit takes it out of each', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db, { membershipTier: 'premium' });
    const four = await save(headers, {
      content: 'one thread through four readings',
      reference: 'Genesis 1; Matthew 1; Ezra 1; Acts 1',
      readDate: '2026-01-01',
    });
    const romans = await save(headers, { content: 'r', reference: 'Romans 8' });
    const genesis = await save(headers, { content: 'g', reference: 'Genesis 2' });
    const byBook = await view(headers, '/api/notebook/by-book', 'book', 2);
    expect(byBook.map((g) => [g.book, g.total, g.entries.map((e) => e.id)])).toEqual([
      ['Genesis', 2, [genesis.id, four.id]],
      ['Ezra', 1, [four.id]],
      ['Matthew', 1, [four.id]],
      ['Acts', 1, [four.id]],
      ['Romans', 1, [romans.id]],
    ]);
    // Once in the other views.
    const byDate = await view(headers, '/api/notebook/by-date', 'date');
    expect(byDate.flatMap((g) => g.entries.map((e) => e.id)).sort()).toEqual(
      [four.id, romans.id, genesis.id].sort(),
    );
    await expectGroupsMatchEntries(user.id);

    // An edit to one book moves it out of the other three.
    await edit(headers, four.id, { content: 'now only Acts', reference: 'Acts 1' });
    const edited = await view(headers, '/api/notebook/by-book', 'book');
    expect(edited.map((g) => [g.book, g.total])).toEqual([
      ['Genesis', 1],
      ['Acts', 1],
      ['Romans', 1],
    ]);
    await edit(headers, four.id, {
      content: 'four again',
      reference: 'Genesis 1; Matthew 1; Ezra 1; Acts 1',
    });
    await expectGroupsMatchEntries(user.id);

    // Deleting it takes it out of all four books.
    await remove(headers, four.id);
    const after = await view(headers, '/api/notebook/by-book', 'book');
    expect(after.map((g) => [g.book, g.total, g.entries.map((e) => e.id)])).toEqual([
      ['Genesis', 1, [genesis.id]],
      ['Romans', 1, [romans.id]],
    ]);
    await expectGroupsMatchEntries(user.id);
    expect(
      rows(await db.execute(sql`select 1 from journal_entry_books where entry_id = ${four.id}`)),
    ).toEqual([]);
  });

  it('moves a plan day’s entries to an unplanned session when the plan is deleted', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db, { membershipTier: 'premium' });
    const { plan } = await createPlanWithSessions(db, {
      title: 'Short Psalms',
      sessions: [{ reference: 'Psalms 117' }],
    });
    await activatePlan(db, user.id, plan.id, 1);
    const today = (await get(headers, '/api/readings/today')).json();
    await save(headers, { readingId: today.id, content: 'two verses' });
    await save(headers, { readingId: today.id, content: 'praise' });
    const before = await view(headers, '/api/notebook/by-session', 'sessionKey');
    expect(before.map((g) => [g.sessionKey, g.total, g.planTitle])).toEqual([
      [`${plan.id}:1`, 2, 'Short Psalms'],
    ]);
    await db.delete(plans).where(eq(plans.id, plan.id));
    const after = await view(headers, '/api/notebook/by-session', 'sessionKey');
    expect(after.map((g) => [g.sessionKey, g.total, g.planTitle])).toEqual([
      ['unplanned:psalms 117', 2, 'Short Psalms'],
    ]);
    await expectGroupsMatchEntries(user.id);
  });

  it('reads the books of entries written without one (before migration 0011) once', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db, { membershipTier: 'premium' });
    await db.execute(sql`
      insert into journal_entries (user_id, content, title, reference)
      values (${user.id}, 'old', 'Old', 'John 3'), (${user.id}, 'older', 'Old', 'Mystery 1'),
             (${user.id}, 'none', 'Old', null), (${user.id}, 'two', 'Old', 'Ruth 1; John 4')`);
    const missing = await db.execute(sql`
      select count(*)::int as n from journal_entries where user_id = ${user.id} and book_index is null`);
    expect(rows<{ n: number }>(missing)[0]!.n).toBe(3);

    const first = await view(headers, '/api/notebook/by-book', 'book');
    expect(first.map((g) => [g.book, g.total])).toEqual([
      ['Ruth', 1],
      ['John', 2],
      ['Other', 2],
    ]);
    // Filled: the next read writes nothing.
    const statements: string[] = [];
    const stop = ctx.database.onStatement((text) => statements.push(text));
    const again = await get(headers, '/api/notebook/by-book');
    stop();
    expect(again.statusCode).toBe(200);
    expect(statements.some((t) => /^\s*update/i.test(t))).toBe(false);
    await expectGroupsMatchEntries(user.id);
  });
});

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** EXPLAIN ANALYZE of a statement: its plan nodes. */
async function explain(query: SQL): Promise<PlanNode[]> {
  const result = rows<Record<string, unknown>>(
    await ctx.database.db.execute(sql`explain (analyze, format json) ${query}`),
  );
  const cell = Object.values(result[0]!)[0];
  const doc = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return nodes(doc[0]!.Plan);
}

/** Rows the statement read from journal_entries (every scan's rows, times its loops, and those it filtered out). */
function entriesRead(plan: PlanNode[]): number {
  return plan
    .filter((n) => n['Relation Name'] === 'journal_entries')
    .reduce(
      (sum, n) =>
        sum +
        ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0)) * (n['Actual Loops'] ?? 1),
      0,
    );
}

describe('notebook page plans for a reader with 5,000 entries', () => {
  it('read an index range of about a page, never every entry, in each view', async () => {
    const db = ctx.database.db;
    const { user } = await signedInUser(db, { membershipTier: 'premium' });
    await db.execute(sql`
      insert into journal_entries (user_id, content, title, reference, book_index, read_date, created_at)
      select ${user.id}, 'entry ' || n, 'Bible Reading',
             case when n % 3 = 0 then 'Romans 8' when n % 3 = 1 then 'Genesis 1' else 'Nowhere 9' end,
             case when n % 3 = 0 then 44 when n % 3 = 1 then 0 else 999999 end,
             case when n % 5 = 0 then null else date '2026-01-01' + (n % 40) end,
             timestamptz '2025-01-01 00:00:00+00' + n * interval '1 second'
      from generate_series(1, 5000) as n`);
    // The planner's statistics, as PostgreSQL's autovacuum gathers them after a bulk write (PGlite
    // has no autovacuum: decision 138, Consequences).
    await db.execute(sql`analyze journal_entries`);
    await db.execute(sql`analyze journal_groups`);
    await db.execute(sql`analyze journal_entry_books`);
    const limit = 50;
    // A cursor in the middle of each view: the keys of its 2,500th entry in that view's order.
    const middle = async (order: string) => {
      const [row] = rows<{
        id: number;
        created: string;
        day: string;
        book: number;
        gc: string;
        gi: number;
      }>(
        await db.execute(sql`
          select j.id, to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created,
                 to_char(j.notebook_day, 'YYYY-MM-DD') as day, j.book_index as book,
                 to_char(g.newest_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as gc, g.newest_id as gi
          from journal_entries j
          join journal_groups g on g.user_id = j.user_id and g.kind = 'session' and g.key = j.session_key
          where j.user_id = ${user.id}
          order by ${sql.raw(order)} offset 2499 limit 1`),
      );
      return row!;
    };
    const midDate = await middle('j.notebook_day desc, j.created_at desc, j.id desc');
    const midSession = await middle(
      'g.newest_at desc, g.newest_id desc, j.created_at desc, j.id desc',
    );
    const midBook = await middle('j.book_index, j.created_at desc, j.id desc');
    const [{ asOf }] = rows<{ asOf: string }>(
      await db.execute(sql`
        select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "asOf"
        from journal_entries where user_id = ${user.id}`),
    ) as [{ asOf: string }];
    const queries: [string, SQL][] = [
      ['by date, first page', notebookDatePageQuery(user.id, limit, null)],
      [
        'by date, middle',
        notebookDatePageQuery(user.id, limit, {
          day: midDate.day,
          created: midDate.created,
          id: midDate.id,
        }),
      ],
      ['by session, first page', notebookSessionPageQuery(user.id, limit, null)],
      [
        'by session, middle',
        notebookSessionPageQuery(user.id, limit, {
          asOf,
          groupCreated: midSession.gc,
          groupId: midSession.gi,
          created: midSession.created,
          id: midSession.id,
        }),
      ],
      ['by book, first page', notebookBookPageQuery(user.id, limit, null)],
      [
        'by book, middle',
        notebookBookPageQuery(user.id, limit, {
          book: midBook.book,
          created: midBook.created,
          id: midBook.id,
        }),
      ],
    ];
    for (const [name, query] of queries) {
      const plan = await explain(query);
      const types = plan.map((n) => n['Node Type']);
      // The reads of the journal that ran (a branch for sessions changed since the first page runs
      // only on later pages).
      const scans = plan.filter(
        (n) =>
          (n['Relation Name'] === 'journal_entries' ||
            n['Relation Name'] === 'journal_entry_books') &&
          (n['Actual Loops'] ?? 0) > 0,
      );
      expect(scans.length, name).toBeGreaterThan(0);
      // Each read of the journal walks an index in the view's order: no sequential or bitmap scan
      // (which would read every entry of the reader, then sort).
      const shape = plan.map(
        (n) =>
          `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Actual Rows']}x${n['Actual Loops']}`,
      );
      for (const scan of scans)
        expect(scan['Node Type'], `${name}: ${shape.join(' | ')}`).toMatch(/^Index (Only )?Scan$/);
      expect(types, name).toContain('Limit');
      // The page is 51 entries; the session view also reads each session's newest titled entry and
      // reference (two index probes per row), so a few pages' worth at most.
      expect(entriesRead(plan), `${name}: ${types.join(' > ')}`).toBeLessThanOrEqual(
        4 * (limit + 1),
      );
    }
  }, 120_000);
});
