import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '@contract/journal-paging.ts';
import { journalEntries } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';

// Issue 13 item 7 (decision 099): GET /api/journal/entries answers one page at a time.

const ctx = setupTestApp();

type Headers = SignedIn['headers'];
type Entry = { id: number; content: string; createdAt: string };

const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });

/** `count` entries for the reader, written one second apart (the newest last), in one statement. */
async function seed(userId: string, count: number, prefix = 'entry') {
  await ctx.database.db.execute(sql`
    insert into journal_entries (user_id, content, title, created_at, updated_at)
    select ${userId}, ${prefix} || ' ' || n, 'Bible Reading',
           timestamptz '2020-01-01 00:00:00+00' + n * interval '1 second',
           timestamptz '2020-01-01 00:00:00+00' + n * interval '1 second'
    from generate_series(1, ${count}) as n`);
}

/** Follows X-Next-Cursor from the first page to the last; every page and its entries. */
async function walk(headers: Headers, first: string) {
  const pages: { entries: Entry[]; bytes: number; link?: string }[] = [];
  let url: string | null = first;
  while (url) {
    const res = await get(headers, url);
    expect(res.statusCode, url).toBe(200);
    const next = res.headers['x-next-cursor'] as string | undefined;
    pages.push({
      entries: res.json(),
      bytes: res.rawPayload.length,
      link: res.headers.link as string,
    });
    url = next ? `/api/journal/entries?cursor=${encodeURIComponent(next)}` : null;
    if (pages.length > 200) throw new Error('too many pages');
  }
  return pages;
}

describe('GET /api/journal/entries paging', () => {
  it('answers 5,000 entries 50 at a time, visiting each exactly once, newest first', async () => {
    const db = ctx.database.db;
    const me = await signedInUser(db);
    const other = await signedInUser(db);
    await seed(me.user.id, 5_000);
    await seed(other.user.id, 300, 'not mine');
    const pages = await walk(me.headers, '/api/journal/entries');
    expect(pages).toHaveLength(100);
    expect(pages[0]!.entries).toHaveLength(50);
    // A first page is small: 50 short entries, not the whole journal.
    expect(pages[0]!.bytes).toBeLessThan(30_000);
    expect(pages[0]!.link).toMatch(
      /^<\/api\/journal\/entries\?limit=50&cursor=[\w-]+>; rel="next"$/,
    );
    expect(pages.at(-1)!.link).toBeUndefined();
    const all = pages.flatMap((p) => p.entries);
    expect(all).toHaveLength(5_000);
    expect(new Set(all.map((e) => e.id)).size).toBe(5_000);
    expect(all.map((e) => e.content)).toEqual(
      Array.from({ length: 5_000 }, (_, i) => `entry ${5_000 - i}`),
    );
    expect(all.some((e) => e.content.startsWith('not mine'))).toBe(false);
  });

  it('honours ?limit= up to 100 and carries it into the next link', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    await seed(user.id, 150);
    const res = await get(headers, '/api/journal/entries?limit=100');
    expect(res.json()).toHaveLength(100);
    expect(res.headers.link).toMatch(/limit=100&cursor=/);
    const next = await get(
      headers,
      `/api/journal/entries?limit=100&cursor=${res.headers['x-next-cursor']}`,
    );
    expect(next.json()).toHaveLength(50);
    expect(next.headers['x-next-cursor']).toBeUndefined();
  });

  it('keeps entries written at the same moment apart by id, to the microsecond', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db);
    // Ten entries in one microsecond, ten a microsecond later: ties on created_at.
    await db.execute(sql`
      insert into journal_entries (user_id, content, title, created_at)
      select ${user.id}, 'tie ' || n, 'Bible Reading',
             timestamptz '2026-01-01 00:00:00.000001+00' + (n / 10) * interval '1 microsecond'
      from generate_series(0, 19) as n`);
    const pages = [];
    let cursor: string | undefined;
    do {
      const res = await get(
        headers,
        `/api/journal/entries?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      pages.push(...(res.json() as Entry[]));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(pages).toHaveLength(20);
    expect(new Set(pages.map((e) => e.id)).size).toBe(20);
  });

  it('is stable when entries are written between pages', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    await seed(user.id, 120);
    const first = await get(headers, '/api/journal/entries');
    const seen = (first.json() as Entry[]).map((e) => e.id);
    // New entries land before the first page: they neither shift nor repeat the later pages.
    for (let i = 0; i < 5; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/journal/entries',
        headers,
        payload: { content: `new ${i}` },
      });
    }
    let cursor = first.headers['x-next-cursor'] as string | undefined;
    while (cursor) {
      const res = await get(headers, `/api/journal/entries?cursor=${cursor}`);
      seen.push(...(res.json() as Entry[]).map((e) => e.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    }
    const ids = await ctx.database.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.userId, user.id));
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(ids).toHaveLength(125);
  });

  it('answers 400 with a readable message for a bad cursor', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const bad = [
      'nonsense',
      '!!!',
      encodeCursor({ v: 'book', b: 1, c: '2026-01-01T00:00:00.000000Z', i: 1 }),
      Buffer.from('{"v":"entries","c":"yesterday","i":1}').toString('base64url'),
      Buffer.from('{"v":"entries","c":"2026-01-01T00:00:00.000000Z","i":-1}').toString('base64url'),
      Buffer.from("'; drop table journal_entries; --").toString('base64url'),
      'a'.repeat(401),
    ];
    for (const cursor of bad) {
      const res = await get(headers, `/api/journal/entries?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(typeof res.json().message, cursor).toBe('string');
    }
    const res = await get(headers, '/api/journal/entries?cursor=nonsense');
    expect(res.json()).toEqual({
      message:
        'This page link is not valid (it may be from another list or out of date). Start again from the first page.',
      code: 'invalid_cursor',
    });
  });

  it('shows a reader only their own entries, even with a cursor made from another reader’s', async () => {
    const db = ctx.database.db;
    const me = await signedInUser(db);
    const other = await signedInUser(db);
    await seed(other.user.id, 80, 'theirs');
    await seed(me.user.id, 3, 'mine');
    const theirs = await get(other.headers, '/api/journal/entries');
    const cursor = theirs.headers['x-next-cursor'] as string;
    const res = await get(me.headers, `/api/journal/entries?cursor=${cursor}`);
    expect(res.statusCode).toBe(200);
    for (const e of res.json() as Entry[]) expect(e.content).toMatch(/^mine/);
  });
});
