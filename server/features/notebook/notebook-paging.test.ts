import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';

// Issue 13 item 7 (decision 099): a reader with 5,000 entries got a 2.3 MB notebook answer.
// Each view now answers one page (50 entries by default) and the cursor of the next.

const ctx = setupTestApp();

type Headers = SignedIn['headers'];
type Entry = { id: number; content: string; createdAt: string; readDate: string | null };
type Group = { total: number; entries: Entry[] } & Record<string, unknown>;

const paid = () => signedInUser(ctx.database.db, { membershipTier: 'premium' });
const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });

const REFERENCES = ['Genesis 1', 'Romans 8', 'Psalms 23', 'The Book of Hezekiah', null];

/**
 * `count` entries of about 400 characters, a second apart (newest last): read dates over 90
 * days (every seventh without one), references cycling through REFERENCES.
 */
async function seed(userId: string, count: number, word = 'reflection') {
  const refs = sql.raw(
    `array[${REFERENCES.map((r) => (r ? `'${r}'` : 'null')).join(',')}]::text[]`,
  );
  await ctx.database.db.execute(sql`
    insert into journal_entries (user_id, content, title, reference, read_date, created_at, updated_at)
    select ${userId}, ${word} || ' ' || n || ' ' || repeat('lorem ipsum ', 32), 'Bible Reading',
           (${refs})[1 + n % 5],
           case when n % 7 = 0 then null else date '2026-01-01' + (n % 90) end,
           timestamptz '2024-01-01 00:00:00+00' + n * interval '1 second',
           timestamptz '2024-01-01 00:00:00+00' + n * interval '1 second'
    from generate_series(1, ${count}) as n`);
}

/** Follows the cursors of a view from its first page; every page's groups and size in bytes. */
async function walk(headers: Headers, path: string, limit?: number) {
  const pages: { groups: Group[]; bytes: number }[] = [];
  let cursor: string | undefined;
  do {
    const params = new URLSearchParams();
    if (limit) params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const res = await get(headers, `${path}?${params}`);
    expect(res.statusCode, `${path}?${params}`).toBe(200);
    pages.push({ groups: res.json(), bytes: res.rawPayload.length });
    cursor = res.headers['x-next-cursor'] as string | undefined;
    if (pages.length > 300) throw new Error('too many pages');
  } while (cursor);
  return pages;
}

/** Joins a group split across pages (the same key at the end of one and the top of the next). */
function merge(pages: { groups: Group[] }[], keyOf: (g: Group) => unknown): Group[] {
  const out: Group[] = [];
  for (const page of pages) {
    for (const group of page.groups) {
      const last = out.at(-1);
      if (last && keyOf(last) === keyOf(group)) last.entries.push(...group.entries);
      else out.push({ ...group, entries: [...group.entries] });
    }
  }
  return out;
}

const newestFirst = (entries: Entry[]) =>
  entries.every((e, i) => i === 0 || entries[i - 1]!.createdAt >= e.createdAt);

const VIEWS = [
  { path: '/api/notebook/by-date', key: (g: Group) => g.date },
  { path: '/api/notebook/by-session', key: (g: Group) => g.sessionKey },
  { path: '/api/notebook/by-book', key: (g: Group) => g.book },
] as const;

describe('notebook paging with 5,000 entries', () => {
  it('answers a small first page and visits every entry exactly once in each view', async () => {
    const me = await paid();
    const other = await paid();
    await seed(me.user.id, 5_000);
    await seed(other.user.id, 200, 'stranger');

    for (const view of VIEWS) {
      const res = await get(me.headers, view.path);
      const first = res.json() as Group[];
      expect(first.flatMap((g) => g.entries).length, view.path).toBe(50);
      // The whole notebook was over 2 MB; one page is a hundredth of it.
      expect(res.rawPayload.length, view.path).toBeLessThan(40_000);
      expect(res.headers.link).toMatch(/limit=50&cursor=/);

      // Walked 100 at a time (the most a page holds) to keep the test quick.
      const pages = await walk(me.headers, view.path, 100);
      expect(pages).toHaveLength(50);
      expect(pages.every((p) => p.groups.flatMap((g) => g.entries).length <= 100)).toBe(true);

      const groups = merge(pages, view.key);
      const entries = groups.flatMap((g) => g.entries);
      expect(entries, view.path).toHaveLength(5_000);
      expect(new Set(entries.map((e) => e.id)).size, view.path).toBe(5_000);
      expect(
        entries.some((e) => e.content.startsWith('stranger')),
        view.path,
      ).toBe(false);
      // A group is never split into two places: each key appears once after joining.
      expect(new Set(groups.map(view.key)).size, view.path).toBe(groups.length);
      for (const g of groups) {
        expect(g.total, `${view.path} ${String(view.key(g))}`).toBe(g.entries.length);
        expect(newestFirst(g.entries), `${view.path} ${String(view.key(g))}`).toBe(true);
      }
    }
  }, 120_000);

  it('keeps each view’s order across pages', async () => {
    const { user, headers } = await paid();
    await seed(user.id, 700);
    const byDate = merge(await walk(headers, '/api/notebook/by-date', 37), (g) => g.date);
    const dates = byDate.map((g) => g.date as string | null);
    // Undated entries take the local day they were written, so no 'Unknown Date' here.
    expect(dates).not.toContain(null);
    const known = dates.filter((d) => d !== null);
    expect(known).toEqual([...known].sort().reverse());

    const byBook = merge(await walk(headers, '/api/notebook/by-book', 37), (g) => g.book);
    expect(byBook.map((g) => g.book)).toEqual(['Genesis', 'Psalms', 'Romans', 'Other']);

    const bySession = merge(
      await walk(headers, '/api/notebook/by-session', 37),
      (g) => g.sessionKey,
    );
    const newest = bySession.map((g) => g.entries[0]!.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('neither skips nor repeats an entry when entries are written between pages', async () => {
    const { user, headers } = await paid();
    await seed(user.id, 300);
    for (const view of VIEWS) {
      const first = await get(headers, `${view.path}?limit=40`);
      const seen = (first.json() as Group[]).flatMap((g) => g.entries.map((e) => e.id));
      // The first page (40 of Genesis 1's 60 entries) ends inside the first session. A new
      // entry joins an undated session further down (e.g. 'unplanned:2026-03-26', newest entry
      // n = 264), which moves it to the top of by-session: its older entries must still be
      // visited. Each view takes its own session, so the previous view's entry moved none.
      const readDate = ['2026-03-31', '2026-03-26', '2026-03-21'][VIEWS.indexOf(view)];
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/journal/entries',
        headers,
        payload: { content: `late word for ${view.path}`, readDate },
      });
      expect(res.statusCode).toBe(201);
      let cursor = first.headers['x-next-cursor'] as string | undefined;
      while (cursor) {
        const page = await get(headers, `${view.path}?limit=40&cursor=${cursor}`);
        seen.push(...(page.json() as Group[]).flatMap((g) => g.entries.map((e) => e.id)));
        cursor = page.headers['x-next-cursor'] as string | undefined;
      }
      const seeded = seen.filter((id) => id !== res.json().id);
      const before = 300 + VIEWS.indexOf(view);
      expect(new Set(seeded).size, view.path).toBe(seeded.length);
      expect(seeded.length, view.path).toBe(before);
    }
  });

  it('answers 400 for a bad cursor or one from another view, and never shows another reader’s entries', async () => {
    const me = await paid();
    const other = await paid();
    await seed(other.user.id, 120, 'theirs');
    await seed(me.user.id, 3, 'mine');
    for (const view of VIEWS) {
      for (const cursor of ['nonsense', 'e30', '_-_-', 'a'.repeat(401)]) {
        const res = await get(me.headers, `${view.path}?cursor=${cursor}`);
        expect(res.statusCode, `${view.path} ${cursor}`).toBe(400);
        expect(res.json().message).toMatch(/page link is not valid|cursor/);
      }
      for (const limit of ['0', '101', 'x']) {
        expect((await get(me.headers, `${view.path}?limit=${limit}`)).statusCode).toBe(400);
      }
      const theirs = await get(other.headers, view.path);
      const cursor = theirs.headers['x-next-cursor'] as string;
      expect(cursor).toBeTruthy();
      const mine = await get(me.headers, `${view.path}?cursor=${cursor}`);
      expect(mine.statusCode).toBe(200);
      for (const g of mine.json() as Group[]) {
        for (const e of g.entries) expect(e.content).toMatch(/^mine/);
      }
      // A cursor of another view is refused.
      const another = VIEWS.find((v) => v !== view)!;
      const foreign = (await get(other.headers, another.path)).headers['x-next-cursor'] as string;
      expect((await get(other.headers, `${view.path}?cursor=${foreign}`)).statusCode).toBe(400);
    }
  });
});

describe('notebook search paging', () => {
  it('pages through every match once, best first, with the query carried in the link', async () => {
    const { user, headers } = await paid();
    await seed(user.id, 130, 'grace');
    await seed(user.id, 20, 'other');
    const first = await get(headers, '/api/notebook/search?q=grace');
    expect(first.json().entries).toHaveLength(50);
    expect(first.headers.link).toMatch(
      /^<\/api\/notebook\/search\?q=grace&limit=50&cursor=[\w-]+>; rel="next"$/,
    );
    const ids: number[] = first.json().entries.map((e: Entry) => e.id);
    let cursor = first.headers['x-next-cursor'] as string | undefined;
    while (cursor) {
      const res = await get(headers, `/api/notebook/search?q=grace&cursor=${cursor}`);
      expect(res.statusCode).toBe(200);
      ids.push(...res.json().entries.map((e: Entry) => e.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    }
    expect(ids).toHaveLength(130);
    expect(new Set(ids).size).toBe(130);
    const bad = await get(headers, '/api/notebook/search?q=grace&cursor=nonsense');
    expect(bad.statusCode).toBe(400);
  });
});
