import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, journalEntries, rateLimits } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';

// Decision 131: the offline queue retries a save until it is answered, so the same clientId may
// arrive twice (or at once from two tabs); the reader must still end up with one entry.

const ctx = setupTestApp();

function post(headers: SignedIn['headers'], payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/journal/entries', headers, payload });
}

async function entriesOf(userId: string) {
  return ctx.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
}

async function savedActivities(userId: string) {
  return ctx.database.db
    .select()
    .from(activity)
    .where(and(eq(activity.userId, userId), eq(activity.action, 'reflection_saved')));
}

describe('POST /api/journal/entries with a clientId', () => {
  it('saves once: the retry answers 200 with the entry already saved and writes nothing', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const clientId = randomUUID();
    const first = await post(headers, { content: 'Manna every morning', clientId });
    expect(first.statusCode, first.body).toBe(201);
    const retry = await post(headers, { content: 'Manna every morning', clientId });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['cache-control']).toBe('no-store');
    expect(await entriesOf(user.id)).toHaveLength(1);
    expect(await savedActivities(user.id)).toHaveLength(1);
  });

  it('does not count a retry against the write limit', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const clientId = randomUUID();
    expect((await post(headers, { content: 'Once', clientId })).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) {
      expect((await post(headers, { content: 'Once', clientId })).statusCode).toBe(200);
    }
    const [limit] = await ctx.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `journal-write:${user.id}`));
    expect(limit?.count).toBe(1);
  });

  it('keeps one entry when two saves with the same key race', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const clientId = randomUUID();
    const [a, b] = await Promise.all([
      post(headers, { content: 'Two tabs, one thought', clientId }),
      post(headers, { content: 'Two tabs, one thought', clientId }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<{ id: number }>().id).toBe(b.json<{ id: number }>().id);
    expect(await entriesOf(user.id)).toHaveLength(1);
  });

  it('keys by reader: another reader’s same clientId is their own new entry', async () => {
    const one = await signedInUser(ctx.database.db);
    const two = await signedInUser(ctx.database.db);
    const clientId = randomUUID();
    const mine = await post(one.headers, { content: 'Mine', clientId });
    const theirs = await post(two.headers, { content: 'Theirs', clientId });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<{ content: string }>().content).toBe('Theirs');
    expect(await entriesOf(two.user.id)).toHaveLength(1);
  });

  it('saves separate entries without a clientId, and refuses a clientId that is not a UUID', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    expect((await post(headers, { content: 'Same words' })).statusCode).toBe(201);
    expect((await post(headers, { content: 'Same words' })).statusCode).toBe(201);
    const bad = await post(headers, { content: 'Same words', clientId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/clientId/);
    expect(await entriesOf(user.id)).toHaveLength(2);
  });
});
