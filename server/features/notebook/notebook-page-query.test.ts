import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { bookOrderOf } from '../../scripture/book-order.ts';
import {
  fillBookIndexes,
  listReferencesWithoutBook,
  notebookBookPage,
  notebookDatePage,
  notebookSessionPage,
} from './repository.ts';

// Issue 19 (decision 136): a notebook page used to read the sort keys of all of the reader's
// entries. Each view's page is now one keyset query that leaves the database with page + 1 rows.

const ctx = setupTestApp();

async function seed(userId: string, count: number) {
  await ctx.database.db.execute(sql`
    insert into journal_entries (user_id, content, title, reference, read_date, created_at, updated_at)
    select ${userId}, 'entry ' || n, 'Bible Reading',
           case when n % 3 = 0 then 'Romans 8' when n % 3 = 1 then 'Genesis 1' else 'Nowhere 9' end,
           case when n % 5 = 0 then null else date '2026-01-01' + (n % 40) end,
           timestamptz '2025-01-01 00:00:00+00' + n * interval '1 second',
           timestamptz '2025-01-01 00:00:00+00' + n * interval '1 second'
    from generate_series(1, ${count}) as n`);
}

describe('notebook page queries', () => {
  it('read page + 1 rows of a reader with 5,000 entries, and fewer at the end', async () => {
    const { user } = await signedInUser(ctx.database.db, { membershipTier: 'premium' });
    await seed(user.id, 5_000);
    const db = ctx.database.db;
    const tz = 'America/New_York';

    const dates = await notebookDatePage(db, user.id, 50, null);
    expect(dates).toHaveLength(51);
    // Every group's total counts the whole day, not the page's share of it.
    const firstDay = dates[0]!.day_;
    const [{ n }] = (
      (await db.execute(sql`
        select count(*)::int as n from journal_entries
        where user_id = ${user.id}
          and coalesce(read_date, (created_at at time zone ${tz})::date)::text = ${firstDay}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    expect(dates[0]!.total).toBe(n);
    const last = dates[49]!;
    const next = await notebookDatePage(db, user.id, 50, {
      day: last.day_,
      created: last.created,
      id: last.id,
    });
    expect(next).toHaveLength(51);
    expect(next.map((r) => r.id)).not.toContain(last.id);

    const sessions = await notebookSessionPage(db, user.id, 100, null);
    expect(sessions).toHaveLength(101);

    // Rows written by SQL carry no book index until the parser has read their references.
    const missing = await listReferencesWithoutBook(db, user.id);
    expect([...missing].sort()).toEqual(['Genesis 1', 'Nowhere 9', 'Romans 8']);
    await fillBookIndexes(
      db,
      user.id,
      missing.map((r) => ({ r, b: bookOrderOf(r) })),
    );
    expect(await listReferencesWithoutBook(db, user.id)).toEqual([]);
    const books = await notebookBookPage(db, user.id, 20, null);
    expect(books).toHaveLength(21);
    expect(books.every((r) => r.reference === 'Genesis 1')).toBe(true);
    // After the last entry of 'Other' nothing is left.
    const oldestOther = await notebookBookPage(db, user.id, 5, {
      book: 999_999,
      created: '2025-01-01T00:00:03.000000Z',
      id: 1,
    });
    expect(oldestOther.map((r) => r.created)).toEqual(['2025-01-01T00:00:02.000000Z']);
  }, 120_000);

  it('sends no unbounded read of the journal for a page of by-date or by-session', async () => {
    const { user, headers } = await signedInUser(ctx.database.db, { membershipTier: 'premium' });
    await seed(user.id, 300);
    for (const path of ['/api/notebook/by-date', '/api/notebook/by-session']) {
      const statements: string[] = [];
      const stop = ctx.database.onStatement((text) => statements.push(text));
      const res = await ctx.app.inject({ method: 'GET', url: `${path}?limit=20`, headers });
      stop();
      expect(res.statusCode).toBe(200);
      const reads = statements.filter((t) => /from\s+"?journal_entries"?/i.test(t));
      expect(reads.length, path).toBeGreaterThan(0);
      for (const text of reads) expect(text, path).toMatch(/\blimit\b/i);
    }
  });
});
