import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVE_PRAYERS_FULL, ACTIVE_PRAYERS_MAX } from '@contract/marks-rules.ts';
import type { OnThisDay, Prayer, PrayerList, RecallChapter } from '@contract/prayers.ts';
import { journalEntries, prayers } from '../../db/schema/index.ts';
import { setClock } from '../../lib/clock.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';

// Decision 165: the prayer list; decision 166: what the reader wrote coming back.

const ctx = setupTestApp();
afterEach(() => setClock());

function call(
  who: SignedIn,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}

describe('the prayer list', () => {
  it('adds, answers with a note, reopens and deletes, showing both dates', async () => {
    setClock(() => new Date('2027-03-01T12:00:00Z'));
    const who = await signedInUser(ctx.database.db);
    const added = await call(who, 'POST', '/api/prayers', {
      title: '  Work for Sam ',
      details: 'A job near home',
      reference: 'phil 4:6-7',
    });
    expect(added.statusCode, added.body).toBe(201);
    const prayer = added.json<Prayer>();
    expect(prayer).toMatchObject({
      title: 'Work for Sam',
      reference: 'Philippians 4:6-7',
      askedOn: '2027-03-01',
      answeredOn: null,
    });
    expect((await call(who, 'GET', '/api/prayers/summary')).json()).toEqual({ active: 1 });
    setClock(() => new Date('2027-04-10T12:00:00Z'));
    const answered = await call(who, 'PATCH', `/api/prayers/${prayer.id}`, {
      answered: { note: 'Offered the post at the library' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<Prayer>()).toMatchObject({
      askedOn: '2027-03-01',
      answeredOn: '2027-04-10',
      answerNote: 'Offered the post at the library',
    });
    const list = (await call(who, 'GET', '/api/prayers')).json<PrayerList>();
    expect(list.active).toEqual([]);
    expect(list.answered.map((p) => p.id)).toEqual([prayer.id]);
    expect((await call(who, 'GET', '/api/prayers/summary')).json()).toEqual({ active: 0 });
    const reopened = await call(who, 'PATCH', `/api/prayers/${prayer.id}`, { answered: null });
    expect(reopened.json<Prayer>()).toMatchObject({ answeredOn: null, answerNote: null });
    expect((await call(who, 'DELETE', `/api/prayers/${prayer.id}`)).statusCode).toBe(204);
    expect((await call(who, 'GET', '/api/prayers')).json()).toEqual({ active: [], answered: [] });
  });

  it('refuses a blank title and a passage that is not one, readably', async () => {
    const who = await signedInUser(ctx.database.db);
    const blank = await call(who, 'POST', '/api/prayers', { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toMatch(/title/);
    const bad = await call(who, 'POST', '/api/prayers', { title: 'Ok', reference: 'Hezekiah 4' });
    expect(bad.statusCode).toBe(400);
    expect((await call(who, 'PATCH', '/api/prayers/1', {})).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('touches only the owner’s prayers', async () => {
    const who = await signedInUser(ctx.database.db);
    const other = await signedInUser(ctx.database.db);
    const p = (await call(who, 'POST', '/api/prayers', { title: 'Mine' })).json<Prayer>();
    expect(
      (await call(other, 'PATCH', `/api/prayers/${p.id}`, { title: 'Theirs' })).statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/api/prayers/${p.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/prayers')).json()).toEqual({ active: [], answered: [] });
    expect((await call(who, 'GET', '/api/prayers')).json<PrayerList>().active[0]?.title).toBe(
      'Mine',
    );
  });

  it(`holds ${ACTIVE_PRAYERS_MAX} active prayers, also when two adds race; answered ones make room`, async () => {
    const who = await signedInUser(ctx.database.db);
    await ctx.database.db.execute(sql`
      insert into prayers (user_id, title, asked_on)
      select ${who.user.id}, 'p' || g, current_date from generate_series(1, ${ACTIVE_PRAYERS_MAX - 1}) g`);
    const [a, b] = await Promise.all([
      call(who, 'POST', '/api/prayers', { title: 'One' }),
      call(who, 'POST', '/api/prayers', { title: 'Two' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ code: 'prayers_full', message: ACTIVE_PRAYERS_FULL });
    const first = (await call(who, 'GET', '/api/prayers')).json<PrayerList>().active[0]!;
    await call(who, 'PATCH', `/api/prayers/${first.id}`, { answered: {} });
    expect((await call(who, 'POST', '/api/prayers', { title: 'Three' })).statusCode).toBe(201);
    // Reopening the answered one would pass the cap.
    const reopen = await call(who, 'PATCH', `/api/prayers/${first.id}`, { answered: null });
    expect(reopen.statusCode).toBe(409);
  });

  it('saves once per clientId', async () => {
    const who = await signedInUser(ctx.database.db);
    const body = { title: 'Offline prayer', clientId: randomUUID() };
    const [a, b] = await Promise.all([
      call(who, 'POST', '/api/prayers', body),
      call(who, 'POST', '/api/prayers', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(
      await ctx.database.db.select().from(prayers).where(eq(prayers.userId, who.user.id)),
    ).toHaveLength(1);
  });
});

describe('what the reader wrote comes back', () => {
  it('lists reflections, notes and prayers touching a chapter, at their verses', async () => {
    const who = await signedInUser(ctx.database.db);
    const other = await signedInUser(ctx.database.db);
    await call(who, 'POST', '/api/journal/entries', {
      content: 'God is our refuge',
      reference: 'Psalms 46:1-3',
    });
    await call(who, 'POST', '/api/journal/entries', { content: 'Elsewhere', reference: 'John 3' });
    await call(who, 'POST', '/api/marks', {
      kind: 'note',
      note: 'Be still\nand know',
      verses: { book: 'Psalms', chapter: 46, verseStart: 10, verseEnd: 10 },
    });
    await call(who, 'POST', '/api/prayers', { title: 'Stillness', reference: 'Psalm 46:10' });
    await call(other, 'POST', '/api/prayers', { title: 'Not mine', reference: 'Psalm 46' });
    const res = await call(who, 'GET', '/api/recall/chapter/psalms/46');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<RecallChapter>().items;
    expect(items.map((i) => [i.kind, i.verse, i.title])).toEqual([
      ['reflection', 1, 'Bible Reading - Psalms 46:1-3'],
      ['note', 10, 'Be still'],
      ['prayer', 10, 'Stillness'],
    ]);
    expect((await call(who, 'GET', '/api/recall/chapter/jude/2')).statusCode).toBe(404);
    expect((await call(who, 'GET', '/api/recall/chapter/hezekiah/1')).statusCode).toBe(400);
  });

  it('brings back what was written a year and two years ago today', async () => {
    const who = await signedInUser(ctx.database.db, { timeZone: 'America/New_York' });
    // Evening in New York on 10 May is already 11 May in UTC: the reader's own day counts.
    const old = await call(who, 'POST', '/api/journal/entries', {
      content: 'Two years back',
      reference: 'Psalm 23',
    });
    // The entry's day comes from created_at (decision 138), which the database stamps: set it back.
    await ctx.database.db
      .update(journalEntries)
      .set({ createdAt: new Date('2025-05-11T01:00:00Z') })
      .where(eq(journalEntries.id, old.json<{ id: number }>().id));
    setClock(() => new Date('2026-05-10T15:00:00Z'));
    await call(who, 'POST', '/api/prayers', { title: 'A year back' });
    setClock(() => new Date('2027-05-10T13:00:00Z'));
    const res = await call(who, 'GET', '/api/recall/on-this-day');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<OnThisDay>().items;
    expect(items.map((i) => [i.yearsAgo, i.kind, i.date])).toEqual([
      [1, 'prayer', '2026-05-10'],
      [2, 'reflection', '2025-05-10'],
    ]);
  });
});
