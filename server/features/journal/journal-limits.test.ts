import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, rateLimits } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';

// Issue 13 item 7 (decision 099): a script could save 500 entries of 20,000 characters in ten
// seconds, and a reader's journal had no size limit.

const ctx = setupTestApp();

type Headers = SignedIn['headers'];

const RATE_LIMITED = {
  message: 'You are saving very quickly. Please wait a minute and try again.',
  code: 'rate_limited',
};
const FULL = {
  message:
    'Your journal has reached its storage limit (20,000 entries or 40 million characters). Export or delete older entries to keep writing.',
  code: 'journal_full',
};

function write(headers: Headers, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const create = (headers: Headers, content: string) =>
  write(headers, 'POST', '/api/journal/entries', { content });

/** Fills the reader's journal directly in the database: `count` entries of `length` characters. */
async function seed(userId: string, count: number, length = 1) {
  await ctx.database.db.execute(sql`
    insert into journal_entries (user_id, content, title)
    select ${userId}, repeat('x', ${length}), 'Bible Reading' from generate_series(1, ${count})`);
}

describe('journal write limit', () => {
  it('answers the 61st write in a minute with 429 and a clear message (create, update and delete count together)', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const first = await create(headers, 'first');
    expect(first.statusCode).toBe(201);
    const id = first.json().id as number;
    // 1 create so far; 29 more creates, 29 updates and 1 more create make 60.
    for (let i = 0; i < 29; i++) expect((await create(headers, `n${i}`)).statusCode).toBe(201);
    for (let i = 0; i < 29; i++) {
      const res = await write(headers, 'PUT', `/api/journal/entries/${id}`, { content: `e${i}` });
      expect(res.statusCode).toBe(200);
    }
    expect((await create(headers, 'the 60th write')).statusCode).toBe(201);
    // The 61st, even a 20,000-character one, is refused.
    const blocked = await create(headers, 'x'.repeat(20_000));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(RATE_LIMITED);
    for (const res of [
      await write(headers, 'PUT', `/api/journal/entries/${id}`, { content: 'late' }),
      await write(headers, 'DELETE', `/api/journal/entries/${id}`),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(RATE_LIMITED);
    }
    const rows = await ctx.database.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.userId, user.id));
    expect(rows).toHaveLength(31);
  });

  it('is per reader, and opens again once the minute is over', async () => {
    const db = ctx.database.db;
    const busy = await signedInUser(db);
    const calm = await signedInUser(db);
    for (let i = 0; i < 60; i++) expect((await create(busy.headers, `n${i}`)).statusCode).toBe(201);
    expect((await create(busy.headers, 'one more')).statusCode).toBe(429);
    // Another reader is not affected.
    expect((await create(calm.headers, 'hello')).statusCode).toBe(201);
    // The window is kept in the database (so every instance shares it): end it there.
    await db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, `journal-write:${busy.user.id}`));
    expect((await create(busy.headers, 'after a minute')).statusCode).toBe(201);
  });

  it('does not count refused input as a write', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    for (let i = 0; i < 70; i++) expect((await create(headers, '   ')).statusCode).toBe(400);
    expect((await create(headers, 'real words')).statusCode).toBe(201);
  });
});

describe('journal storage cap', () => {
  it('refuses the 20,001st entry with 409 journal_full; deleting one makes room', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    await seed(user.id, 19_999);
    const last = await create(headers, 'the 20,000th');
    expect(last.statusCode).toBe(201);
    const over = await create(headers, 'one too many');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual(FULL);
    const del = await write(headers, 'DELETE', `/api/journal/entries/${last.json().id}`);
    expect(del.statusCode).toBe(204);
    expect((await create(headers, 'room again')).statusCode).toBe(201);
  }, 180_000);

  it('refuses text past 40 million characters, on create and on an edit that grows an entry', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    // 39,999,000 characters stored; 1,000 more fit exactly.
    await seed(user.id, 1, 39_999_000);
    const small = await create(headers, 'a'.repeat(500));
    expect(small.statusCode).toBe(201);
    const id = small.json().id as number;
    const fits = await create(headers, 'b'.repeat(500));
    expect(fits.statusCode).toBe(201);
    const over = await create(headers, 'c');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual(FULL);
    // Growing an entry is refused; keeping or shrinking its length is not (the reader can tidy).
    const grow = await write(headers, 'PUT', `/api/journal/entries/${id}`, {
      content: 'a'.repeat(501),
    });
    expect(grow.statusCode).toBe(409);
    expect(grow.json()).toEqual(FULL);
    const same = await write(headers, 'PUT', `/api/journal/entries/${id}`, {
      content: 'd'.repeat(500),
    });
    expect(same.statusCode).toBe(200);
    const shrink = await write(headers, 'PUT', `/api/journal/entries/${id}`, { content: 'short' });
    expect(shrink.statusCode).toBe(200);
    // Shrinking freed 495 characters.
    expect((await create(headers, 'e'.repeat(495))).statusCode).toBe(201);
    expect((await create(headers, 'f')).statusCode).toBe(409);
  });

  it('lets only one of two concurrent saves take the last place', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    await seed(user.id, 19_999);
    const results = await Promise.all([
      create(headers, 'racer one'),
      create(headers, 'racer two'),
      create(headers, 'racer three'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const [count] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(eq(journalEntries.userId, user.id));
    expect(Number(count!.n)).toBe(20_000);
    // Seeding 19,999 entries runs every journal trigger (groups, books, totals): minutes on a busy machine.
  }, 180_000);
});
