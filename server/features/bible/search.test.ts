import { describe, expect, it } from 'vitest';
import { isSearchTooShort, SEARCH_TOO_SHORT } from '@contract/bible-rules.ts';
import { setupTestApp } from '../../test/app.ts';
import { normaliseWord } from './search-index.ts';
import { search } from './service.ts';

const refs = (q: string, page = 1) => search({ q, page }).results.map((r) => r.reference);

describe('Bible search: what a reader types', () => {
  it('refuses a search of single letters with a hint, and no results', () => {
    for (const q of ['a', 'I', ' a ', '"a"', 'a b', '7']) {
      expect(isSearchTooShort(q), q).toBe(true);
      expect(() => search({ q }), q).toThrow(SEARCH_TOO_SHORT);
    }
    for (const q of ['ab', 'a lamb', 'I am', 'Ps 23']) expect(isSearchTooShort(q), q).toBe(false);
    expect(search({ q: 'a lamb' }).total).toBeGreaterThan(0);
  });

  it('does not lead a common-word search with a verse that merely repeats the word', () => {
    // Ezra 4:9 is a list of peoples with 'the' fourteen times; Genesis 1:1 is where the Bible starts.
    expect(refs('the').slice(0, 3)).toEqual(['Genesis 1:1', 'Genesis 1:2', 'Genesis 1:4']);
    expect(refs('unto')[0]).toBe('Genesis 1:9');
    expect(refs('the')).not.toContain('Ezra 4:9');
    // A rarer word still ranks by how it is used.
    expect(refs('still small voice')[0]).toBe('1 Kings 19:12');
    expect(refs('in the beginning').slice(0, 3)).toContain('Genesis 1:1');
    expect(refs('love')[0]).toBe('Luke 6:32');
  });

  it("finds Caesar when the reader types 'cæsar' or 'Cæsar'", () => {
    expect(normaliseWord('Cæsar')).toBe('caesar');
    expect(normaliseWord('Œconomy')).toBe('oeconomy');
    const plain = search({ q: 'caesar' });
    expect(plain.total).toBeGreaterThan(0);
    for (const q of ['cæsar', 'Cæsar', 'CÆSAR', '"Cæsar\'s"']) {
      const found = search({ q });
      expect(found.total, q).toBeGreaterThan(0);
      const first = found.results[0]!;
      const [a, b] = first.highlights[0]!;
      expect(first.text.slice(a, b), q).toMatch(/^Caesar/);
    }
    expect(search({ q: 'Cæsar' }).total).toBe(plain.total);
  });

  it("names one Psalm 'Psalm N:v' in its results", () => {
    const hit = search({ q: 'still waters' }).results[0]!;
    expect(hit.reference).toBe('Psalm 23:2');
    expect(hit).toMatchObject({ book: 'psalms', chapter: 23, verse: 2 });
  });
});

describe('GET /api/bible/search?q=a', () => {
  const ctx = setupTestApp();
  it('answers the refusal as a 400 carrying the hint', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/bible/search?q=a' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SEARCH_TOO_SHORT);
  });
});
