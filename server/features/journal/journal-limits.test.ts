import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, rateLimits } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';

// Issue 13 item 7 (decision 099): a script could save 500 entries of 20,000 characters in ten
// seconds. The storage cap has its own file (journal-cap.test.ts).

const ctx = setupTestApp();

type Headers = SignedIn['headers'];

const RATE_LIMITED = {
  message: 'You are saving very quickly. Please wait a minute and try again.',
  code: 'rate_limited',
};

function write(headers: Headers, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const create = (headers: Headers, content: string) =>
  write(headers, 'POST', '/api/journal/entries', { content });

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
