import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, readings } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';
import { createPlanWithSessions } from '../../test/factories-plans.ts';
import { firstLineOf } from './service.ts';

// Issue 17 item 4 (decision 128): past reflections come back on Today, and the Journal filters
// by book and searches, for every tier.

const ctx = setupTestApp();

type Headers = SignedIn['headers'];
type Entry = { id: number; content: string; reference: string | null };
type Earlier = {
  entry: {
    id: number;
    title: string;
    firstLine: string;
    reference: string;
    date: string;
    createdAt: string;
  } | null;
  more: number;
  book: string | null;
};

const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });

let minute = 0;

/**
 * Stores an entry as the journal would (title from the reference), each one a minute after the
 * previous, so "most recent" is known; returns its id.
 */
async function write(
  userId: string,
  reference: string | null,
  content = `On ${reference}`,
  extra: Partial<typeof journalEntries.$inferInsert> = {},
): Promise<number> {
  minute += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 0, minute));
  const [row] = await ctx.database.db
    .insert(journalEntries)
    .values({
      userId,
      content,
      title: reference ? `Bible Reading - ${reference}` : 'Bible Reading',
      reference,
      createdAt: at,
      updatedAt: at,
      ...extra,
    })
    .returning({ id: journalEntries.id });
  return row!.id;
}

/** A reading row of the reader (plan day on a date), as Today would make it. */
async function reading(userId: string, reference: string, readDate: string, planId?: number) {
  const [row] = await ctx.database.db
    .insert(readings)
    .values({ userId, planId: planId ?? null, day: 1, reference, readDate })
    .returning({ id: readings.id });
  return row!.id;
}

async function earlier(headers: Headers, reference: string, readingId?: number) {
  const params = new URLSearchParams({ reference });
  if (readingId !== undefined) params.set('readingId', String(readingId));
  const res = await get(headers, `/api/journal/earlier?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Earlier;
}

describe('GET /api/journal/earlier', () => {
  it('needs a session, and answers privately', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/journal/earlier?reference=Exodus%2016',
    });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await signedInUser(ctx.database.db);
    const res = await get(headers, '/api/journal/earlier?reference=Exodus%2016');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ entry: null, more: 0, book: 'Exodus' });
  });

  it('finds verses of the same chapter only when they overlap', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    await write(user.id, 'Exodus 16:19-36', 'Some of them left of it until the morning.');
    expect((await earlier(headers, 'Exodus 16:1-18')).entry).toBeNull();
    expect((await earlier(headers, 'Exodus 16:36')).entry?.reference).toBe('Exodus 16:19-36');
    // 16:10-20 shares 16:19-20 with the entry.
    expect((await earlier(headers, 'Exodus 16:10-20')).entry?.reference).toBe('Exodus 16:19-36');
    expect((await earlier(headers, 'Exodus 17:1-7')).entry).toBeNull();
  });

  it('matches a whole chapter against a range inside it, both ways, and across chapters', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const chapter = await write(user.id, 'Exodus 16', 'Bread from heaven, every morning.');
    expect((await earlier(headers, 'Exodus 16:4')).entry?.id).toBe(chapter);
    expect((await earlier(headers, 'Exodus 15:22-16:3')).entry?.id).toBe(chapter);
    expect((await earlier(headers, 'Exodus 15:22-27')).entry).toBeNull();

    const other = await signedInUser(ctx.database.db);
    const verses = await write(other.user.id, 'Exodus 16:13-15', 'What is it?');
    expect((await earlier(other.headers, 'Exodus 16')).entry?.id).toBe(verses);
  });

  it('treats Psalm and Psalms (and abbreviations) as one book', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const id = await write(user.id, 'Psalms 23', 'The Lord is my shepherd.');
    expect((await earlier(headers, 'Psalm 23:1-3')).entry?.id).toBe(id);
    expect((await earlier(headers, 'Ps 23')).entry?.id).toBe(id);
    expect((await earlier(headers, 'Psalm 24')).entry).toBeNull();
    const res = await earlier(headers, 'Psalm 23');
    expect(res.book).toBe('Psalms');
  });

  it('matches any range of a reference naming several passages', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const id = await write(user.id, 'Exodus 16:1-5; Numbers 11:4-9', 'Manna twice told.');
    expect((await earlier(headers, 'Numbers 11')).entry?.id).toBe(id);
    expect((await earlier(headers, 'Numbers 11:10-35')).entry).toBeNull();
    // Entries whose reference is not one we can read never match, and never break the answer.
    await write(user.id, 'my own thoughts', 'Not a passage.');
    await write(user.id, null, 'No reference at all.');
    expect((await earlier(headers, 'Exodus 16:3')).entry?.id).toBe(id);
  });

  it('picks the most recent earlier entry from any plan and counts the others', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db);
    const { plan: wilderness } = await createPlanWithSessions(db, {
      title: 'Wilderness',
      sessions: [{ reference: 'Exodus 16:1-18' }],
    });
    const { plan: bread } = await createPlanWithSessions(db, {
      title: 'Bread',
      sessions: [{ reference: 'Exodus 16' }],
    });
    const first = await reading(user.id, 'Exodus 16:1-18', '2026-01-01', wilderness.id);
    const second = await reading(user.id, 'Exodus 16', '2026-01-05', bread.id);
    await write(user.id, 'Exodus 16:1-18', 'Wilderness, day one.', {
      readingId: first,
      planId: wilderness.id,
      planTitle: 'Wilderness',
      readDate: '2026-01-01',
    });
    await write(user.id, 'Exodus 16:4', 'Written outside any plan.');
    const latest = await write(user.id, 'Exodus 16', 'Bread plan.\nA second line.', {
      readingId: second,
      planId: bread.id,
      planTitle: 'Bread',
      readDate: '2026-01-05',
    });
    await write(user.id, 'John 6:25-51', 'I am the bread of life.');

    const res = await earlier(headers, 'Exodus 16:1-18');
    expect(res.entry).toMatchObject({
      id: latest,
      title: 'Bible Reading - Exodus 16',
      firstLine: 'Bread plan.',
      reference: 'Exodus 16',
      date: '2026-01-05',
    });
    expect(res.more).toBe(2);
  });

  it("leaves out entries written on today's reading, but not on the same passage read before", async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db);
    const { plan } = await createPlanWithSessions(db, {
      sessions: [{ reference: 'Exodus 16:1-18' }],
    });
    const before = await reading(user.id, 'Exodus 16:1-18', '2026-01-01', plan.id);
    const today = await reading(user.id, 'Exodus 16:1-18', '2026-01-09', plan.id);
    const old = await write(user.id, 'Exodus 16:1-18', 'The first time.', {
      readingId: before,
      readDate: '2026-01-01',
    });
    await write(user.id, 'Exodus 16:1-18', 'Written today.', {
      readingId: today,
      readDate: '2026-01-09',
    });
    await write(user.id, 'Exodus 16:1-18', 'Also today.', {
      readingId: today,
      readDate: '2026-01-09',
    });
    const res = await earlier(headers, 'Exodus 16:1-18', today);
    expect(res.entry?.id).toBe(old);
    expect(res.entry?.date).toBe('2026-01-01');
    expect(res.more).toBe(0);
    // Only today's entries: nothing earlier to show.
    const fresh = await signedInUser(db);
    const only = await reading(fresh.user.id, 'Exodus 16:1-18', '2026-01-09', plan.id);
    await write(fresh.user.id, 'Exodus 16:1-18', 'First ever.', { readingId: only });
    expect(await earlier(fresh.headers, 'Exodus 16:1-18', only)).toEqual({
      entry: null,
      more: 0,
      book: 'Exodus',
    });
  });

  it("never shows another reader's entries", async () => {
    const db = ctx.database.db;
    const me = await signedInUser(db);
    const other = await signedInUser(db);
    await write(other.user.id, 'Exodus 16', 'Not yours.');
    expect(await earlier(me.headers, 'Exodus 16')).toEqual({
      entry: null,
      more: 0,
      book: 'Exodus',
    });
    const mine = await write(me.user.id, 'Exodus 16:2', 'Mine.');
    await write(other.user.id, 'Exodus 16:3', 'Still not yours, and newer.');
    const res = await earlier(me.headers, 'Exodus 16');
    expect(res.entry?.id).toBe(mine);
    expect(res.more).toBe(0);
  });

  it("dates an entry by its read date, else by the reader's local date when it was written", async () => {
    const { user, headers } = await signedInUser(ctx.database.db, { timeZone: 'Pacific/Auckland' });
    const at = new Date('2026-03-01T20:30:00Z'); // March 2 in Auckland
    await write(user.id, 'Ruth 1', 'Whither thou goest.', { createdAt: at, updatedAt: at });
    expect((await earlier(headers, 'Ruth 1:16')).entry?.date).toBe('2026-03-02');
  });

  it('answers 400 with a readable message for a passage it cannot read', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    for (const reference of ['hello there', 'Exodus 41', '', 'x'.repeat(201)]) {
      const res = await get(
        headers,
        `/api/journal/earlier?reference=${encodeURIComponent(reference)}`,
      );
      expect(res.statusCode, reference).toBe(400);
      expect(typeof res.json().message, reference).toBe('string');
    }
    const res = await get(headers, '/api/journal/earlier?reference=Exodus%2041');
    expect(res.json().message).toBe('Exodus 41 does not exist: Exodus has 40 chapters');
  });
});

describe('firstLineOf', () => {
  it('takes the first line with words in it, whitespace tidied', () => {
    expect(firstLineOf('\n\n  Bread   from heaven.  \nSecond line')).toBe('Bread from heaven.');
    expect(firstLineOf('One line only')).toBe('One line only');
  });

  it('cuts a long line at a word and marks the cut', () => {
    const line = firstLineOf(`${'manna '.repeat(40)}end`);
    expect(line.endsWith('manna…')).toBe(true);
    expect([...line].length).toBeLessThanOrEqual(161);
  });
});

/** Follows X-Next-Cursor from `first` to the last page; every entry seen and every Link. */
async function walk(headers: Headers, first: string) {
  const seen: Entry[] = [];
  const links: string[] = [];
  let url: string | null = first;
  while (url) {
    const res = await get(headers, url);
    expect(res.statusCode, res.body).toBe(200);
    seen.push(...(res.json() as Entry[]));
    const link = res.headers.link as string | undefined;
    if (link) links.push(link);
    url = link ? /^<([^>]+)>/.exec(link)![1]! : null;
    if (links.length > 100) throw new Error('too many pages');
  }
  return { seen, links };
}

describe('GET /api/journal/entries with filters', () => {
  it('filters by book, any naming of it, a page at a time', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db);
    const other = await signedInUser(db);
    await db.execute(sql`
      insert into journal_entries (user_id, content, title, reference, created_at)
      select ${user.id}, 'entry ' || n, 'Bible Reading',
             case when n % 3 = 0 then 'John 6' when n % 3 = 1 then 'Psalm 23' else 'Psalms 42-43' end,
             timestamptz '2020-01-01 00:00:00+00' + n * interval '1 second'
      from generate_series(1, 150) as n`);
    await write(other.user.id, 'Psalm 23', 'Not mine.');

    const { seen, links } = await walk(headers, '/api/journal/entries?book=Psalms&limit=40');
    expect(seen).toHaveLength(100);
    expect(new Set(seen.map((e) => e.id)).size).toBe(100);
    expect(seen.every((e) => e.reference === 'Psalm 23' || e.reference === 'Psalms 42-43')).toBe(
      true,
    );
    // Newest first.
    const numbers = seen.map((e) => Number(e.content.split(' ')[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(links[0]).toMatch(
      /^<\/api\/journal\/entries\?book=Psalms&limit=40&cursor=[\w-]+>; rel="next"$/,
    );

    const singular = await get(headers, '/api/journal/entries?book=psalm&limit=100');
    expect(singular.json()).toHaveLength(100);
    const none = await get(headers, '/api/journal/entries?book=Ruth');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const unknown = await get(headers, '/api/journal/entries?book=Hezekiah');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: '"Hezekiah" is not a book of the Bible',
      code: 'unknown_book',
    });
  });

  it('searches the title and text by word beginnings, alone or within a book, a page at a time', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db, { membershipTier: 'free' });
    await db.execute(sql`
      insert into journal_entries (user_id, content, title, reference, created_at)
      select ${user.id},
             case when n % 2 = 0 then 'They gathered manna ' || n else 'Water from the rock ' || n end,
             'Bible Reading', case when n % 4 = 0 then 'John 6' else 'Exodus 16' end,
             timestamptz '2020-01-01 00:00:00+00' + n * interval '1 second'
      from generate_series(1, 120) as n`);
    const titled = await write(user.id, 'Numbers 11', 'Quails in the evening.', {
      title: 'Manna again',
    });
    const other = await signedInUser(db);
    await write(other.user.id, 'Exodus 16', 'Manna for someone else.');

    const { seen, links } = await walk(headers, '/api/journal/entries?q=MANN&limit=25');
    expect(seen).toHaveLength(61);
    expect(seen[0]!.id).toBe(titled);
    expect(new Set(seen.map((e) => e.id)).size).toBe(61);
    expect(links[0]).toMatch(/^<\/api\/journal\/entries\?q=MANN&limit=25&cursor=/);

    const both = await walk(headers, '/api/journal/entries?q=gathered%20manna&book=Exodus');
    // Even n, not a multiple of 4: 30 entries in Exodus about manna.
    expect(both.seen).toHaveLength(30);
    expect(both.seen.every((e) => e.reference === 'Exodus 16' && e.content.includes('manna'))).toBe(
      true,
    );

    const nothing = await get(headers, '/api/journal/entries?q=pillar');
    expect(nothing.json()).toEqual([]);
    // Operators and punctuation are never passed to PostgreSQL as a query.
    const symbols = await get(headers, `/api/journal/entries?q=${encodeURIComponent("!&|:*'()")}`);
    expect(symbols.statusCode).toBe(200);
    expect(symbols.json()).toEqual([]);
    // A blank box is no filter.
    const blank = await get(headers, '/api/journal/entries?q=%20%20&limit=5');
    expect(blank.json()).toHaveLength(5);
    const long = await get(headers, `/api/journal/entries?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
  });

  it('narrows to one entry of the reader, never another reader’s', async () => {
    const db = ctx.database.db;
    const me = await signedInUser(db);
    const other = await signedInUser(db);
    const mine = await write(me.user.id, 'Exodus 16', 'Mine.');
    await write(me.user.id, 'Exodus 17', 'Also mine.');
    const theirs = await write(other.user.id, 'Exodus 16', 'Theirs.');
    const res = await get(me.headers, `/api/journal/entries?entry=${mine}`);
    expect((res.json() as Entry[]).map((e) => e.id)).toEqual([mine]);
    expect(res.headers['x-next-cursor']).toBeUndefined();
    expect((await get(me.headers, `/api/journal/entries?entry=${theirs}`)).json()).toEqual([]);
    expect((await get(me.headers, '/api/journal/entries?entry=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/journal/books', () => {
  it('lists the books the reader wrote on, in canonical order, with their entries', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db, { membershipTier: 'free' });
    const other = await signedInUser(db);
    await write(user.id, 'John 6:25-51');
    await write(user.id, 'Psalm 23');
    await write(user.id, 'Psalms 42-43');
    await write(user.id, 'Exodus 16:1-5; Numbers 11:4-9');
    await write(user.id, 'Exodus 16');
    await write(user.id, 'not a passage');
    await write(user.id, null);
    await write(other.user.id, 'Ruth 1');
    const res = await get(headers, '/api/journal/books');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      books: [
        { book: 'Exodus', entries: 2 },
        { book: 'Numbers', entries: 1 },
        { book: 'Psalms', entries: 2 },
        { book: 'John', entries: 1 },
      ],
    });
    // The reference naming two books is found under each.
    const numbers = await get(headers, '/api/journal/entries?book=Numbers');
    expect((numbers.json() as Entry[]).map((e) => e.reference)).toEqual([
      'Exodus 16:1-5; Numbers 11:4-9',
    ]);
  });
});
