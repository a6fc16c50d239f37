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
      ['definition', 'number', 'original', 'partOfSpeech', 'transliteration', 'verses'].sort(),
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
    expect(res.json()).toMatchObject({ number: 'G26', partOfSpeech: null, verses: [] });
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
});
