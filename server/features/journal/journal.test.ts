import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, journalEntries, users } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../../test/factories-plans.ts';

const ctx = setupTestApp();

type Headers = SignedIn['headers'];

function post(headers: Headers, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/journal/entries',
    headers,
    payload: payload as object,
  });
}

function put(headers: Headers, id: number | string, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/journal/entries/${id}`,
    headers,
    payload: payload as object,
  });
}

function get(headers: Headers, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

/** A reader on day 1 of a plan, and the id of today's reading. */
async function readerWithReading(planTitle = 'Seven Days of Prayer', reference = 'Matthew 6:5-15') {
  const db = ctx.database.db;
  const reader = await signedInUser(db);
  const { plan } = await createPlanWithSessions(db, {
    title: planTitle,
    sessions: [{ reference }],
  });
  await activatePlan(db, reader.user.id, plan.id, 1);
  const reading = (await get(reader.headers, '/api/readings/today')).json();
  return {
    ...reader,
    plan,
    reading: reading as { id: number; reference: string; readDate: string },
  };
}

describe('POST /api/journal/entries', () => {
  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/journal/entries',
      headers: { origin: 'http://localhost:5000' },
      payload: { content: 'Hello' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses blank and too long reflections with the exact messages', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    for (const content of ['', '   ', '\n\t ']) {
      const res = await post(headers, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Reflection cannot be empty',
        code: 'invalid_reflection',
      });
    }
    const long = await post(headers, { content: 'a'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Reflection is too long (maximum 20,000 characters)');
    // The limit counts the trimmed text, and 20,000 characters are fine.
    const max = await post(headers, { content: `  ${'a'.repeat(20_000)}\n` });
    expect(max.statusCode).toBe(201);
    expect(max.json().content).toHaveLength(20_000);
  });

  // PostgreSQL text cannot hold NUL: hostile input found a 500 here (server/hardening/hostile-input.test.ts).
  it('refuses a null character in the reflection, title or reference with a 400, on create and edit', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const content = await post(headers, { content: 'a\u0000b' });
    expect(content.statusCode).toBe(400);
    expect(content.json()).toEqual({
      message: 'Reflection contains a null character, which cannot be saved',
      code: 'invalid_reflection',
    });
    for (const field of ['title', 'reference']) {
      const res = await post(headers, { content: 'ok', [field]: 'x\u0000' });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    const saved = await post(headers, { content: 'kept' });
    expect(saved.statusCode).toBe(201);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/journal/entries/${saved.json().id}`,
      headers,
      payload: { content: '\u0000' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().code).toBe('invalid_reflection');
  });

  it('refuses wrongly typed input', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const bad = [
      {},
      { content: 42 },
      { content: 'ok', readingId: 'one' },
      { content: 'ok', readingId: -1 },
      { content: 'ok', title: ['x'] },
      { content: 'ok', readDate: '09/03/2026' },
      { content: 'ok', readDate: '2026-02-30' },
      { content: 'ok', reference: 'x'.repeat(201) },
    ];
    for (const payload of bad) {
      const res = await post(headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
  });

  it('titles an entry "Bible Reading - {reference}", or "Bible Reading" without a reference', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const withRef = await post(headers, { content: 'Loved this', reference: 'John 3:16' });
    expect(withRef.statusCode).toBe(201);
    expect(withRef.json()).toMatchObject({
      title: 'Bible Reading - John 3:16',
      reference: 'John 3:16',
    });
    const without = await post(headers, { content: 'Quiet morning', title: '  ' });
    expect(without.json()).toMatchObject({
      title: 'Bible Reading',
      reference: null,
      readingId: null,
    });
    const own = await post(headers, {
      content: 'Mine',
      title: 'On patience',
      reference: 'James 1',
    });
    expect(own.json().title).toBe('On patience');
  });

  it('takes plan title, reference and read date from the reader’s reading', async () => {
    const { headers, reading } = await readerWithReading('Seven Days of Prayer', 'Matthew 6:5-15');
    const res = await post(headers, { readingId: reading.id, content: '  Our Father  ' });
    expect(res.statusCode).toBe(201);
    const entry = res.json();
    expect(entry).toEqual({
      id: expect.any(Number),
      readingId: reading.id,
      content: 'Our Father',
      title: 'Bible Reading - Matthew 6:5-15',
      reference: 'Matthew 6:5-15',
      readDate: reading.readDate,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      planTitle: 'Seven Days of Prayer',
      translation: 'kjv',
    });
    const [row] = await ctx.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, entry.id));
    expect(row).toMatchObject({ day: 1 });
    expect(row!.planId).not.toBeNull();
  });

  it('answers 404 for another reader’s reading and saves nothing', async () => {
    const owner = await readerWithReading();
    const stranger = await signedInUser(ctx.database.db);
    const res = await post(stranger.headers, { readingId: owner.reading.id, content: 'Sneaky' });
    expect(res.statusCode).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, stranger.user.id));
    expect(rows).toHaveLength(0);
  });

  it('counts the day for streaks once and records the activity', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db);
    expect((await post(headers, { content: 'First thought' })).statusCode).toBe(201);
    expect((await post(headers, { content: 'Second thought' })).statusCode).toBe(201);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totalReadingDays: 1, currentStreakDays: 1, longestStreakDays: 1 });
    expect(row!.lastReadingDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const acts = await db
      .select()
      .from(activity)
      .where(and(eq(activity.userId, user.id), eq(activity.action, 'reflection_saved')));
    expect(acts).toHaveLength(2);
  });

  it('does not count a day when the save is refused', async () => {
    const db = ctx.database.db;
    const { user, headers } = await signedInUser(db);
    await post(headers, { content: ' ' });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totalReadingDays: 0, lastReadingDay: null });
  });
});

describe('GET /api/journal/reading/:readingId', () => {
  it('lists the reader’s entries for the reading, newest first', async () => {
    const { headers, reading } = await readerWithReading();
    await post(headers, { readingId: reading.id, content: 'one' });
    await post(headers, { readingId: reading.id, content: 'two' });
    await post(headers, { content: 'unrelated' });
    const res = await get(headers, `/api/journal/reading/${reading.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { content: string }) => e.content)).toEqual(['two', 'one']);
  });

  it('answers 404 for another reader’s reading', async () => {
    const owner = await readerWithReading();
    await post(owner.headers, { readingId: owner.reading.id, content: 'private' });
    const stranger = await signedInUser(ctx.database.db);
    const res = await get(stranger.headers, `/api/journal/reading/${owner.reading.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('private');
  });

  it('rejects a non-numeric id', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    expect((await get(headers, '/api/journal/reading/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/journal/entries', () => {
  it('lists only the reader’s entries, newest first, with a limit', async () => {
    const db = ctx.database.db;
    const me = await signedInUser(db);
    const other = await signedInUser(db);
    for (const content of ['a', 'b', 'c']) await post(me.headers, { content });
    await post(other.headers, { content: 'not mine' });
    const all = await get(me.headers, '/api/journal/entries');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((e: { content: string }) => e.content)).toEqual(['c', 'b', 'a']);
    const two = await get(me.headers, '/api/journal/entries?limit=2');
    expect(two.json().map((e: { content: string }) => e.content)).toEqual(['c', 'b']);
  });

  it('rejects a limit outside 1-100', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    for (const limit of ['0', '101', '200', 'ten', '-5']) {
      expect((await get(headers, `/api/journal/entries?limit=${limit}`)).statusCode, limit).toBe(
        400,
      );
    }
    expect((await get(headers, '/api/journal/entries?limit=100')).statusCode).toBe(200);
  });
});

describe('PUT /api/journal/entries/:id', () => {
  it('edits the reader’s entry', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const created = (await post(headers, { content: 'draft', reference: 'Psalms 1' })).json();
    const res = await put(headers, created.id, { content: 'final words' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      content: 'final words',
      title: 'Bible Reading - Psalms 1',
      reference: 'Psalms 1',
    });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updatedAt).getTime(),
    );
  });

  it('follows a changed reference with the default title, and clears fields given as null', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const created = (
      await post(headers, { content: 'x', reference: 'Psalms 1', readDate: '2026-03-01' })
    ).json();
    const moved = (await put(headers, created.id, { content: 'x', reference: 'Psalms 2' })).json();
    expect(moved).toMatchObject({ title: 'Bible Reading - Psalms 2', readDate: '2026-03-01' });
    const cleared = (
      await put(headers, created.id, { content: 'x', reference: null, readDate: null, title: null })
    ).json();
    expect(cleared).toMatchObject({ title: 'Bible Reading', reference: null, readDate: null });
    const titled = (await put(headers, created.id, { content: 'x', title: 'Mine' })).json();
    expect(titled.title).toBe('Mine');
  });

  it('refuses blank, too long and wrongly typed content', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const created = (await post(headers, { content: 'keep me' })).json();
    const blank = await put(headers, created.id, { content: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Reflection cannot be empty');
    const long = await put(headers, created.id, { content: 'b'.repeat(20_001) });
    expect(long.json().message).toBe('Reflection is too long (maximum 20,000 characters)');
    expect((await put(headers, created.id, { content: null })).statusCode).toBe(400);
    expect((await put(headers, 'abc', { content: 'x' })).statusCode).toBe(400);
    const list = (await get(headers, '/api/journal/entries')).json();
    expect(list[0].content).toBe('keep me');
  });

  it('answers 404 for another reader’s entry and leaves it unchanged', async () => {
    const db = ctx.database.db;
    const owner = await signedInUser(db);
    const stranger = await signedInUser(db);
    const created = (await post(owner.headers, { content: 'mine' })).json();
    const res = await put(stranger.headers, created.id, { content: 'hijacked' });
    expect(res.statusCode).toBe(404);
    const [row] = await db.select().from(journalEntries).where(eq(journalEntries.id, created.id));
    expect(row!.content).toBe('mine');
  });
});

describe('DELETE /api/journal/entries/:id', () => {
  it('deletes the reader’s entry', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const created = (await post(headers, { content: 'soon gone' })).json();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/journal/entries/${created.id}`,
      headers,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(headers, '/api/journal/entries')).json()).toEqual([]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/journal/entries/${created.id}`,
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another reader’s entry and keeps it', async () => {
    const db = ctx.database.db;
    const owner = await signedInUser(db);
    const stranger = await signedInUser(db);
    const created = (await post(owner.headers, { content: 'stays' })).json();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/journal/entries/${created.id}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await get(owner.headers, '/api/journal/entries')).json()).toHaveLength(1);
  });
});
