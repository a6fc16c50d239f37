import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MARKS_FULL, MARKS_MAX, MARK_WRITES_PER_MINUTE } from '@contract/marks-rules.ts';
import type { Mark, MarkList } from '@contract/marks.ts';
import { marks, prayers } from '../../db/schema/index.ts';
import { verseId } from '../../scripture/kjv.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';

// Decision 164: marks on verses, one per reader and verses for highlights and bookmarks, any number of notes.

const ctx = setupTestApp();
const PSALM_46_10 = { book: 'Psalms', chapter: 46, verseStart: 10, verseEnd: 10 };

function call(
  who: SignedIn,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}

async function rowsOf(userId: string) {
  return ctx.database.db.select().from(marks).where(eq(marks.userId, userId));
}

describe('POST /api/marks', () => {
  it('highlights a verse by canonical position, whatever name the book is given', async () => {
    const who = await signedInUser(ctx.database.db);
    const res = await call(who, 'POST', '/api/marks', {
      kind: 'highlight',
      color: 'yellow',
      verses: { ...PSALM_46_10, book: 'psalms' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mark = res.json<Mark>();
    expect(mark).toMatchObject({
      kind: 'highlight',
      book: 'Psalms',
      slug: 'psalms',
      reference: 'Psalm 46:10',
      color: 'yellow',
      note: null,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const [row] = await rowsOf(who.user.id);
    expect(row?.firstVerse).toBe(verseId(18, 46, 10));
    expect(row?.lastVerse).toBe(verseId(18, 46, 10));
  });

  it('makes a second highlight of the same verses the same mark, with the newest colour', async () => {
    const who = await signedInUser(ctx.database.db);
    const first = await call(who, 'POST', '/api/marks', {
      kind: 'highlight',
      color: 'yellow',
      verses: PSALM_46_10,
    });
    const second = await call(who, 'POST', '/api/marks', {
      kind: 'highlight',
      color: 'blue',
      verses: PSALM_46_10,
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json<Mark>().id).toBe(first.json<Mark>().id);
    expect(second.json<Mark>().color).toBe('blue');
    // A bookmark on the same verse is its own mark; notes are never merged away.
    await call(who, 'POST', '/api/marks', { kind: 'bookmark', verses: PSALM_46_10 });
    await call(who, 'POST', '/api/marks', { kind: 'bookmark', verses: PSALM_46_10 });
    await call(who, 'POST', '/api/marks', { kind: 'note', note: 'Be still', verses: PSALM_46_10 });
    await call(who, 'POST', '/api/marks', { kind: 'note', note: 'and know', verses: PSALM_46_10 });
    const rows = await rowsOf(who.user.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(['bookmark', 'highlight', 'note', 'note']);
  });

  it('keeps one highlight when two devices mark the same verse at once, and both notes', async () => {
    const who = await signedInUser(ctx.database.db);
    const [a, b] = await Promise.all([
      call(who, 'POST', '/api/marks', { kind: 'highlight', color: 'green', verses: PSALM_46_10 }),
      call(who, 'POST', '/api/marks', { kind: 'highlight', color: 'pink', verses: PSALM_46_10 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const [n1, n2] = await Promise.all([
      call(who, 'POST', '/api/marks', {
        kind: 'note',
        note: 'From the phone',
        verses: PSALM_46_10,
      }),
      call(who, 'POST', '/api/marks', {
        kind: 'note',
        note: 'From the laptop',
        verses: PSALM_46_10,
      }),
    ]);
    expect([n1.statusCode, n2.statusCode]).toEqual([201, 201]);
    const rows = await rowsOf(who.user.id);
    const highlights = rows.filter((r) => r.kind === 'highlight');
    expect(highlights).toHaveLength(1);
    // The one that answered last holds the colour the reader sees.
    expect(['green', 'pink']).toContain(highlights[0]!.color);
    expect(
      rows
        .filter((r) => r.kind === 'note')
        .map((r) => r.note)
        .sort(),
    ).toEqual(['From the laptop', 'From the phone']);
  });

  it('saves once per clientId: a replay answers 200 with the saved note and is not counted', async () => {
    const who = await signedInUser(ctx.database.db);
    const clientId = randomUUID();
    const body = { kind: 'note', note: 'Typed offline', verses: PSALM_46_10, clientId };
    const [a, b] = await Promise.all([
      call(who, 'POST', '/api/marks', body),
      call(who, 'POST', '/api/marks', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const again = await call(who, 'POST', '/api/marks', body);
    expect(again.statusCode).toBe(200);
    expect(again.json<Mark>().id).toBe(a.json<Mark>().id);
    expect(await rowsOf(who.user.id)).toHaveLength(1);
  });

  it('refuses what is not a mark with a readable 400', async () => {
    const who = await signedInUser(ctx.database.db);
    const cases: [object, RegExp][] = [
      [{ kind: 'highlight', color: 'purple', verses: PSALM_46_10 }, /highlight colours/],
      [
        { kind: 'highlight', color: 'yellow', verses: { ...PSALM_46_10, book: 'Hezekiah' } },
        /not a book/,
      ],
      [
        {
          kind: 'highlight',
          color: 'yellow',
          verses: { ...PSALM_46_10, verseStart: 12, verseEnd: 12 },
        },
        /not in the Bible/,
      ],
      [
        { kind: 'highlight', color: 'yellow', verses: { ...PSALM_46_10, verseEnd: 9 } },
        /last verse/,
      ],
      [{ kind: 'note', note: '   ', verses: PSALM_46_10 }, /Note cannot be empty/],
      [{ kind: 'note', note: 'x'.repeat(20_001), verses: PSALM_46_10 }, /too long/],
      [{ kind: 'note', note: 'a\u0000b', verses: PSALM_46_10 }, /null character/],
      [{ kind: 'scribble', verses: PSALM_46_10 }, /kind/],
    ];
    for (const [body, message] of cases) {
      const res = await call(who, 'POST', '/api/marks', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await rowsOf(who.user.id)).toHaveLength(0);
  });

  it(`answers 409 past ${MARKS_MAX} marks, and still updates a mark already there`, async () => {
    const who = await signedInUser(ctx.database.db);
    // Fill to the cap in one statement: one note per verse from Genesis 1:1 on.
    await ctx.database.db.execute(sql`
      insert into marks (user_id, kind, book_index, chapter, verse_start, verse_end, first_verse, last_verse, note)
      select ${who.user.id}, 'note', 0, 1, 1, 1, g, g, 'n' from generate_series(0, ${MARKS_MAX - 2}) g`);
    const last = await call(who, 'POST', '/api/marks', {
      kind: 'highlight',
      color: 'yellow',
      verses: PSALM_46_10,
    });
    expect(last.statusCode, last.body).toBe(201);
    const over = await call(who, 'POST', '/api/marks', { kind: 'bookmark', verses: PSALM_46_10 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'marks_full', message: MARKS_FULL });
    const recolour = await call(who, 'POST', '/api/marks', {
      kind: 'highlight',
      color: 'green',
      verses: PSALM_46_10,
    });
    expect(recolour.statusCode).toBe(200);
  });

  it('holds the cap when saves race for the last place', async () => {
    const who = await signedInUser(ctx.database.db);
    await ctx.database.db.execute(sql`
      insert into marks (user_id, kind, book_index, chapter, verse_start, verse_end, first_verse, last_verse, note)
      select ${who.user.id}, 'note', 0, 1, 1, 1, g, g, 'n' from generate_series(0, ${MARKS_MAX - 2}) g`);
    const results = await Promise.all(
      [1, 2, 3].map((v) =>
        call(who, 'POST', '/api/marks', {
          kind: 'note',
          note: `race ${v}`,
          verses: { ...PSALM_46_10, verseStart: v, verseEnd: v },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await rowsOf(who.user.id)).toHaveLength(MARKS_MAX);
  });

  it(`answers 429 after ${MARK_WRITES_PER_MINUTE} writes in a minute`, async () => {
    const who = await signedInUser(ctx.database.db);
    for (let i = 0; i < MARK_WRITES_PER_MINUTE; i++) {
      const res = await call(who, 'POST', '/api/marks', {
        kind: 'highlight',
        color: 'yellow',
        verses: PSALM_46_10,
      });
      expect(res.statusCode).toBeLessThan(300);
    }
    const res = await call(who, 'POST', '/api/marks', { kind: 'bookmark', verses: PSALM_46_10 });
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toMatch(/marking very quickly/);
  });
});

describe('changing and removing marks', () => {
  it('changes a colour and a note; only on the right kind; only the owner', async () => {
    const who = await signedInUser(ctx.database.db);
    const other = await signedInUser(ctx.database.db);
    const h = (
      await call(who, 'POST', '/api/marks', {
        kind: 'highlight',
        color: 'yellow',
        verses: PSALM_46_10,
      })
    ).json<Mark>();
    const n = (
      await call(who, 'POST', '/api/marks', { kind: 'note', note: 'first', verses: PSALM_46_10 })
    ).json<Mark>();
    expect(
      (await call(who, 'PATCH', `/api/marks/${h.id}`, { color: 'pink' })).json<Mark>().color,
    ).toBe('pink');
    expect(
      (await call(who, 'PATCH', `/api/marks/${n.id}`, { note: ' second ' })).json<Mark>().note,
    ).toBe('second');
    expect((await call(who, 'PATCH', `/api/marks/${h.id}`, { note: 'x' })).statusCode).toBe(400);
    expect((await call(who, 'PATCH', `/api/marks/${n.id}`, {})).statusCode).toBe(400);
    for (const [method, body] of [
      ['PATCH', { color: 'blue' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(other, method, `/api/marks/${h.id}`, body);
      expect(res.statusCode).toBe(404);
    }
    expect((await rowsOf(who.user.id)).find((r) => r.id === h.id)?.color).toBe('pink');
    expect((await call(who, 'DELETE', `/api/marks/${h.id}`)).statusCode).toBe(204);
    expect((await call(who, 'DELETE', `/api/marks/${h.id}`)).statusCode).toBe(404);
  });
});

describe('reading marks', () => {
  it('lists marks on a passage in either translation, and only the reader’s', async () => {
    const who = await signedInUser(ctx.database.db);
    const other = await signedInUser(ctx.database.db);
    await call(who, 'POST', '/api/marks', {
      kind: 'highlight',
      color: 'yellow',
      verses: PSALM_46_10,
    });
    await call(who, 'POST', '/api/marks', {
      kind: 'bookmark',
      verses: { book: 'John', chapter: 3, verseStart: 16, verseEnd: 17 },
    });
    await call(other, 'POST', '/api/marks', {
      kind: 'highlight',
      color: 'pink',
      verses: PSALM_46_10,
    });
    const chapter = await call(
      who,
      'GET',
      `/api/marks/passage?reference=${encodeURIComponent('Psalm 46')}`,
    );
    expect(chapter.statusCode).toBe(200);
    expect(chapter.json<{ marks: Mark[] }>().marks.map((m) => m.color)).toEqual(['yellow']);
    const part = await call(
      who,
      'GET',
      `/api/marks/passage?reference=${encodeURIComponent('Psalms 46:1-9')}`,
    );
    expect(part.json<{ marks: Mark[] }>().marks).toEqual([]);
    const bad = await call(who, 'GET', '/api/marks/passage?reference=nonsense');
    expect(bad.statusCode).toBe(400);
  });

  it('filters by kind, colour and book, and orders by book or date', async () => {
    const who = await signedInUser(ctx.database.db);
    await call(who, 'POST', '/api/marks', {
      kind: 'highlight',
      color: 'yellow',
      verses: { book: 'John', chapter: 1, verseStart: 1, verseEnd: 5 },
    });
    await call(who, 'POST', '/api/marks', {
      kind: 'highlight',
      color: 'green',
      verses: { book: 'Genesis', chapter: 1, verseStart: 1, verseEnd: 1 },
    });
    await call(who, 'POST', '/api/marks', {
      kind: 'highlight',
      color: 'yellow',
      verses: PSALM_46_10,
    });
    const byBook = (await call(who, 'GET', '/api/marks?sort=book')).json<MarkList>();
    expect(byBook.marks.map((m) => m.reference)).toEqual([
      'Genesis 1:1',
      'Psalm 46:10',
      'John 1:1-5',
    ]);
    expect(byBook.books).toEqual(['Genesis', 'Psalms', 'John']);
    const byDate = (await call(who, 'GET', '/api/marks')).json<MarkList>();
    expect(byDate.marks.map((m) => m.reference)).toEqual([
      'Psalm 46:10',
      'Genesis 1:1',
      'John 1:1-5',
    ]);
    const yellow = (await call(who, 'GET', '/api/marks?color=yellow&sort=book')).json<MarkList>();
    expect(yellow.marks.map((m) => m.reference)).toEqual(['Psalm 46:10', 'John 1:1-5']);
    expect(yellow.total).toBe(2);
    const john = (await call(who, 'GET', '/api/marks?book=john')).json<MarkList>();
    expect(john.marks.map((m) => m.reference)).toEqual(['John 1:1-5']);
    expect((await call(who, 'GET', '/api/marks?book=Hezekiah')).statusCode).toBe(400);
    expect((await call(who, 'GET', '/api/marks?color=purple')).statusCode).toBe(400);
  });
});

describe('the reader’s marks and prayers leave with them', () => {
  it('are in both exports and deleted with the account', async () => {
    const who = await signedInUser(ctx.database.db);
    await call(who, 'POST', '/api/marks', {
      kind: 'highlight',
      color: 'yellow',
      verses: PSALM_46_10,
    });
    await call(who, 'POST', '/api/marks', {
      kind: 'note',
      note: 'Quietness first',
      verses: PSALM_46_10,
    });
    const prayer = await call(who, 'POST', '/api/prayers', {
      title: 'For my sister',
      reference: 'Phil 4:6',
    });
    expect(prayer.statusCode, prayer.body).toBe(201);
    const md = await call(who, 'GET', '/api/account/export?format=markdown');
    expect(md.body).toContain('## Marks');
    expect(md.body).toContain('- Psalm 46:10: highlighted yellow');
    expect(md.body).toContain('    Quietness first');
    expect(md.body).toContain('- For my sister (Philippians 4:6): asked ');
    const json = JSON.parse((await call(who, 'GET', '/api/account/export?format=json')).body) as {
      marks: { reference: string; kind: string }[];
      prayers: { title: string }[];
    };
    expect(json.marks.map((m) => m.kind).sort()).toEqual(['highlight', 'note']);
    expect(json.prayers.map((p) => p.title)).toEqual(['For my sister']);
    const gone = await call(who, 'DELETE', '/api/account', { confirmEmail: who.user.email });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await rowsOf(who.user.id)).toEqual([]);
    expect(
      await ctx.database.db.select().from(prayers).where(eq(prayers.userId, who.user.id)),
    ).toEqual([]);
  });
});
