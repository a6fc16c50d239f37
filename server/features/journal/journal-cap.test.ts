import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';

// Issue 13 item 7 (decision 099): a reader's journal had no size limit. Apart from the write limit's tests
// (journal-limits.test.ts): after their hundred-odd saves through the app, filling a journal with 19,999
// entries in one statement took 17-48 s instead of 2-3 s on both databases, which starved CI past the
// timeouts. Why those saves slow a later bulk insert is not known yet (see docs/quality.md).

const ctx = setupTestApp();

type Headers = SignedIn['headers'];

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
