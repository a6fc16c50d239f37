import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS, bookByName, bookBySlug, chapterPath, slugOf } from '@contract/bible-rules.ts';
import { setupTestApp } from '../../test/app.ts';
import { BOOKS, bookIndexFromOsis } from '../../scripture/books.ts';

describe('book addresses (contract/bible-rules.ts)', () => {
  it('agree with the scripture service on every book, and round-trip', () => {
    // The scripture service reads the contract's table: one table of books.
    expect(BOOKS).toBe(BIBLE_BOOKS);
    for (const [i, book] of BIBLE_BOOKS.entries()) {
      expect(bookIndexFromOsis(book.osis)).toBe(i);
      expect(bookBySlug(book.slug)).toBe(book);
      expect(bookByName(book.name)).toBe(book);
      expect(book.slug).toMatch(/^[a-z0-9]+(-[a-z]+)*$/);
    }
    expect(slugOf('Song of Solomon')).toBe('song-of-solomon');
    expect(bookBySlug('1-kings')?.name).toBe('1 Kings');
    expect(bookByName('Psalm')?.slug).toBe('psalms');
    expect(chapterPath(bookBySlug('exodus')!, 16, 4)).toBe('/bible/exodus/16#v4');
    expect(bookBySlug('notabook')).toBeUndefined();
  });
});

describe('GET /api/bible/chapters/:book/:chapter', () => {
  const ctx = setupTestApp();
  const get = (path: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/bible/chapters/${path}`, headers });

  it('gives a whole chapter with its neighbours, cacheable and with an ETag', async () => {
    const res = await get('exodus/16');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800, immutable');
    const body = res.json();
    expect(body).toMatchObject({
      book: 'exodus',
      bookName: 'Exodus',
      chapter: 16,
      name: 'Exodus 16',
      reference: 'Exodus 16',
      translation: 'kjv',
      verseCount: 36,
      prev: { book: 'exodus', chapter: 15, name: 'Exodus 15' },
      next: { book: 'exodus', chapter: 17, name: 'Exodus 17' },
    });
    const blocks = body.passage.split('\n\n');
    expect(blocks).toHaveLength(36);
    expect(blocks[3]).toMatch(/^4 Then said the LORD unto Moses, Behold, I will rain bread/);

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('exodus/16', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const web = await get('exodus/16?translation=web');
    expect(web.json().passage).toMatch(/^1 They took their journey from Elim/);
    expect(web.headers.etag).not.toBe(etag);
  });

  it('crosses book boundaries and stops at both ends', async () => {
    expect((await get('malachi/4')).json().next).toEqual({
      book: 'matthew',
      chapter: 1,
      name: 'Matthew 1',
    });
    expect((await get('matthew/1')).json().prev).toEqual({
      book: 'malachi',
      chapter: 4,
      name: 'Malachi 4',
    });
    expect((await get('genesis/1')).json().prev).toBeNull();
    expect((await get('revelation/22')).json().next).toBeNull();
    const jude = (await get('jude/1')).json();
    expect(jude.verseCount).toBe(25);
    expect(jude.prev.name).toBe('3 John 1');
  });

  it('names one Psalm in the singular and keeps its title', async () => {
    const body = (await get('psalms/23')).json();
    expect(body.name).toBe('Psalm 23');
    expect(body.next).toEqual({ book: 'psalms', chapter: 24, name: 'Psalm 24' });
    expect(body.passage.split('\n\n')[0]).toBe('### A Psalm of David.');
    expect((await get('song-of-solomon/2')).json().name).toBe('Song of Solomon 2');
  });

  it('answers 404 with a reason for a book or chapter that does not exist', async () => {
    const book = await get('notabook/1');
    expect(book.statusCode).toBe(404);
    expect(book.json()).toEqual({
      code: 'not_found',
      message: 'There is no book called "notabook" in the Bible',
    });
    const chapter = await get('genesis/51');
    expect(chapter.statusCode).toBe(404);
    expect(chapter.json().message).toBe('Genesis 51 does not exist: Genesis has 50 chapters');
    expect(chapter.headers['cache-control']).toBeUndefined();
    for (const bad of ['genesis/0', 'genesis/one']) {
      expect((await get(bad)).statusCode, bad).toBe(400);
    }
  });
});

describe('GET /api/bible/search', () => {
  const ctx = setupTestApp();
  const search = async (query: Record<string, string>) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/bible/search?${new URLSearchParams(query).toString()}`,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('ranks the verse with the words together first, with their place in its text', async () => {
    for (const q of ['still small voice', '"still small voice"']) {
      const { status, body } = await search({ q });
      expect(status).toBe(200);
      const [first] = body.results;
      expect(first.reference, q).toBe('1 Kings 19:12');
      expect(first).toMatchObject({ book: '1-kings', chapter: 19, verse: 12 });
      const marked = first.highlights.map(([a, b]: [number, number]) => first.text.slice(a, b));
      expect(marked, q).toEqual(['still small voice']);
    }
    const { body } = await search({ q: 'in the beginning' });
    const refs = body.results.map((r: { reference: string }) => r.reference);
    expect(refs.slice(0, 3)).toContain('Genesis 1:1');
  });

  it('keeps a quoted phrase in order; unquoted words may stand anywhere', async () => {
    const phrase = await search({ q: '"voice still"' });
    expect(phrase.body.mode).toBe('phrase');
    expect(phrase.body.results.map((r: { reference: string }) => r.reference)).not.toContain(
      '1 Kings 19:12',
    );
    const words = await search({ q: 'voice still' });
    expect(words.body.mode).toBe('all');
    expect(words.body.results.map((r: { reference: string }) => r.reference)).toContain(
      '1 Kings 19:12',
    );
    // Every word must be there.
    for (const hit of words.body.results) {
      expect(hit.text.toLowerCase()).toMatch(/\bvoice/);
      expect(hit.text.toLowerCase()).toMatch(/\bstill/);
    }
    const all = await search({ q: 'the lord' });
    const quoted = await search({ q: '"the lord"' });
    expect(quoted.body.total).toBeGreaterThan(0);
    expect(quoted.body.total).toBeLessThan(all.body.total);
  });

  it('goes straight to a reference typed into the box', async () => {
    for (const q of ['jn 3 16', 'John 3:16']) {
      expect((await search({ q })).body.reference, q).toEqual({
        name: 'John 3:16',
        book: 'john',
        chapter: 3,
        verse: 16,
      });
    }
    expect((await search({ q: 'ps 23' })).body.reference).toEqual({
      name: 'Psalm 23',
      book: 'psalms',
      chapter: 23,
      verse: null,
    });
    // Words that are also book names are searched, not taken as a reference.
    expect((await search({ q: 'job' })).body.reference).toBeNull();
    expect((await search({ q: 'love' })).body.reference).toBeNull();
  });

  it('filters by testament and by book', async () => {
    const nt = await search({ q: 'shepherd', testament: 'new' });
    const ot = await search({ q: 'shepherd', testament: 'old' });
    const whole = await search({ q: 'shepherd' });
    expect(nt.body.total + ot.body.total).toBe(whole.body.total);
    const ntBooks = new Set(BIBLE_BOOKS.filter((b) => b.testament === 'new').map((b) => b.slug));
    for (const hit of nt.body.results) expect(ntBooks.has(hit.book), hit.reference).toBe(true);
    const psalms = await search({ q: 'shepherd', book: 'psalms' });
    expect(psalms.body.total).toBeGreaterThan(0);
    expect(psalms.body.results.every((r: { book: string }) => r.book === 'psalms')).toBe(true);
    expect((await search({ q: 'shepherd', book: 'psalms', testament: 'new' })).body.total).toBe(0);
    const bad = await search({ q: 'shepherd', book: 'hezekiah' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('There is no book called "hezekiah" in the Bible');
  });

  it('pages through the results', async () => {
    const first = await search({ q: 'love' });
    const second = await search({ q: 'love', page: '2' });
    expect(first.body.pageSize).toBe(20);
    expect(first.body.results).toHaveLength(20);
    expect(second.body.page).toBe(2);
    expect(second.body.total).toBe(first.body.total);
    const seen = new Set(first.body.results.map((r: { reference: string }) => r.reference));
    for (const hit of second.body.results) expect(seen.has(hit.reference)).toBe(false);
    const past = await search({ q: 'love', page: '40' });
    expect(past.body.results).toEqual([]);
    expect(past.body.total).toBe(first.body.total);
  });

  it('searches the translation asked for, and refuses an empty query', async () => {
    const web = await search({ q: '"only born son"', translation: 'web' });
    expect(web.body.results.map((r: { reference: string }) => r.reference)).toContain('John 3:16');
    expect((await search({ q: '"only born son"' })).body.total).toBe(0);
    const empty = await search({ q: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Please enter words to search for/);
  });
});
