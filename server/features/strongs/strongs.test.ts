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
  }, 120_000);

  it('accepts lower case and leading zeros', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/strongs/h04057' });
    expect(res.statusCode).toBe(200);
    expect(res.json().number).toBe('H4057');
  });

  it('serves Greek entries with their verses and a null part of speech', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/strongs/G26?limit=3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ number: 'G26', partOfSpeech: null });
    expect(res.json().totalVerses).toBeGreaterThanOrEqual(90);
    expect(res.json().verses.map((v: { reference: string }) => v.reference)).toEqual([
      'Matthew 24:12',
      'Luke 11:42',
      'John 5:42',
    ]);
  });

  it('says "Definition not found" for a number Strong\'s left unused', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/strongs/G3203' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Definition not found');
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

  /** The clickable words of one verse as 'word=number', from the API's offsets. */
  async function words(ref: string, translation?: string): Promise<Record<string, string[]>> {
    const query = new URLSearchParams({ ref, ...(translation ? { translation } : {}) });
    const [words, passage] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: `/api/strongs/words?${query}` }),
      ctx.app.inject({ method: 'GET', url: `/api/bible/passage?${query}` }),
    ]);
    expect(words.statusCode).toBe(200);
    const texts = new Map<string, string>();
    let chapter = Number(/ (\d+)/.exec(passage.json().reference)?.[1]);
    for (const block of (passage.json().passage as string).split('\n\n')) {
      const heading = /^## .* (\d+)$/.exec(block);
      if (heading) chapter = Number(heading[1]);
      const title = /^### (.*)$/.exec(block);
      if (title && !texts.has(`${chapter}:0`)) texts.set(`${chapter}:0`, title[1] as string);
      const verse = /^(\d+) (.*)$/.exec(block);
      if (verse) texts.set(`${chapter}:${verse[1]}`, verse[2] as string);
    }
    const out: Record<string, string[]> = {};
    for (const [key, spans] of Object.entries(
      words.json().verses as Record<string, [number, number, string][]>,
    )) {
      const text = texts.get(key) ?? '';
      out[key] = spans.map(([start, end, number]) => `${text.slice(start, end)}=${number}`);
    }
    return out;
  }

  it('gives each word the number of its own tag, signed out, cacheable for good', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/strongs/words?ref=${encodeURIComponent('Ex 16:13-15')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(Object.keys(res.json()).sort()).toEqual(['reference', 'translation', 'verses']);
    expect(res.json()).toMatchObject({ reference: 'Exodus 16:13-15', translation: 'kjv' });
    const got = await words('Ex 16:13-15');
    expect(Object.keys(got).sort()).toEqual(['16:13', '16:14', '16:15']);
    expect(got['16:13']).toEqual(expect.arrayContaining(['quails=H7958', 'morning=H1242']));
    expect(got['16:14']).toContain('wilderness=H4057');
    expect(got['16:15']).toEqual(expect.arrayContaining(['manna=H4478', 'bread=H3899']));
  });

  it("lets the verse's tag win over the spec's list, each occurrence on its own", async () => {
    expect((await words('Genesis 1:5'))['1:5']).toEqual(
      expect.arrayContaining(['Day=H3117', 'Night=H3915', 'day=H3117']),
    );
    expect((await words('Exodus 16:4'))['16:4']).toContain('prove=H5254');
    expect((await words('Psalm 23:4'))['23:4']).toContain('staff=H4938');
    expect((await words('Genesis 22:8'))['22:8']).toContain('provide=H7200');
    expect((await words('Exodus 13:18'))['13:18']).toContain('wilderness=H4057');
    // Ex 16:33: two different words, two different numbers.
    expect((await words('Exodus 16:33'))['16:33']).toEqual(
      expect.arrayContaining(['put=H5414', 'up=H3240']),
    );
  });

  it('gives New Testament words their Greek numbers', async () => {
    expect((await words('Matthew 5:3'))['5:3']).toEqual(
      expect.arrayContaining(['heaven=G3772', 'poor=G4434', 'spirit=G4151']),
    );
    expect((await words('Hebrews 11:1'))['11:1']).toContain('faith=G4102');
    expect((await words('John 3:16'))['3:16']).toEqual(
      expect.arrayContaining(['loved=G25', 'world=G2889', 'everlasting=G166']),
    );
  });

  it("never makes the translators' italics clickable", async () => {
    const got = (await words('Exodus 16:23'))['16:23'] ?? [];
    expect(got.some((w) => /^(to|day|to day)=/.test(w))).toBe(false);
    expect(got).toContain('morning=H1242');
  });

  it("makes a Psalm's title words clickable as verse 0", async () => {
    expect((await words('Psalm 3'))['3:0']).toEqual(
      expect.arrayContaining(['Psalm=H4210', 'David=H1732', 'Absalom=H53']),
    );
  });

  it("follows the WEB's text, keeping only numbers the KJV's tags confirm", async () => {
    const got = await words('Genesis 1:5', 'web');
    expect(got['1:5']).toEqual(expect.arrayContaining(['day=H3117', 'night=H3915']));
    expect(got['1:5']?.some((w) => /^(the|and|he)=/.test(w))).toBe(false);
    expect((await words('John 3:16', 'web'))['3:16']).toContain('eternal=G166');
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
