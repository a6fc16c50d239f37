import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';

describe('GET /api/strongs/:number', () => {
  const ctx = setupTestApp();

  it('returns the entry with its verses, cacheable for good', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/strongs/H4057' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, immutable');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'definition',
        'number',
        'original',
        'partOfSpeech',
        'totalVerses',
        'transliteration',
        'verses',
      ].sort(),
    );
    expect(body.number).toBe('H4057');
    expect(body.partOfSpeech).toBe('masculine noun');
    expect(body.definition).toMatch(/wilderness/);
    expect(body.verses.length).toBeGreaterThanOrEqual(3);
    expect(body.verses[0].reference).toMatch(/^Genesis /);
    expect(body.verses[0].text).toMatch(/wilderness/);
  }, 60_000);

  it('accepts lower case and leading zeros', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/strongs/h04057' });
    expect(res.statusCode).toBe(200);
    expect(res.json().number).toBe('H4057');
  });

  it('serves Greek entries with a null part of speech', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/strongs/G26' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      number: 'G26',
      partOfSpeech: null,
      verses: [],
      totalVerses: 0,
    });
  });

  it('says "Definition not found" for a number it does not have', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/strongs/H99999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Definition not found', code: 'not_found' });
  });

  it('explains a malformed number', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/strongs/xyz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `"xyz" is not a Strong's number: use H (Hebrew) or G (Greek) and a number, e.g. H4057 or G26`,
      code: 'invalid_strongs_number',
    });
  });

  it('returns the first 50 verses by default and counts them all', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/strongs/H3068' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.verses).toHaveLength(50);
    expect(body.totalVerses).toBe(5518);
    expect(body.verses[0].reference).toBe('Genesis 2:4');
    expect(res.body.length).toBeLessThan(30_000);
  });

  it('returns as many verses as asked for, in canonical order', async () => {
    const all = await ctx.app.inject({ method: 'GET', url: '/api/strongs/H4057?limit=1000' });
    const three = await ctx.app.inject({ method: 'GET', url: '/api/strongs/H4057?limit=3' });
    expect(three.statusCode).toBe(200);
    expect(three.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(three.json().totalVerses).toBe(257);
    expect(three.json().verses).toHaveLength(3);
    expect(all.json().verses).toHaveLength(257);
    expect(three.json().verses).toEqual(all.json().verses.slice(0, 3));
  });

  it.each(['0', '1001', '2.5', 'many', '-1'])('refuses limit=%s', async (limit) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/strongs/H4057?limit=${limit}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/limit/);
  });
});

describe('GET /api/strongs/words', () => {
  const ctx = setupTestApp();

  it("maps the words of a passage to Strong's numbers, signed out, cacheable for good", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/strongs/words?ref=${encodeURIComponent('Ex 16:13-15')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, immutable');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['reference', 'words']);
    expect(body.reference).toBe('Exodus 16:13-15');
    expect(Object.keys(body.words).sort()).toEqual(['16:13', '16:14', '16:15']);
    expect(body.words['16:13']).toMatchObject({ quails: 'H7958', morning: 'H1242' });
    expect(body.words['16:14']).toMatchObject({ wilderness: 'H4057' });
    expect(body.words['16:15']).toMatchObject({ manna: 'H4478', bread: 'H3899' });
  }, 60_000);

  it('answers a New Testament passage with no words', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/strongs/words?ref=John%206:35' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reference: 'John 6:35', words: {} });
  });

  it('explains a reference it cannot read', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/strongs/words?ref=Hezekiah%203:1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_reference');
    expect(res.json().message).toMatch(/Hezekiah/);
  });

  it('requires a reference of at most 200 characters', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/strongs/words' });
    expect(missing.statusCode).toBe(400);
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/api/strongs/words?ref=${'a'.repeat(201)}`,
    });
    expect(long.statusCode).toBe(400);
  });
});
