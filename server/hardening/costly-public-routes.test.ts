import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app.ts';

// Public routes whose answers cost work (decision 154): bounded per request, cached by the browser, and
// with their own tighter per-IP budget. An outsider's wide or deep requests are refused or cheap.
const ctx = setupTestApp({ COSTLY_RATE_LIMIT_MAX: '4' });

/** A caller that is not the machine itself (loopback is never counted). */
let next = 10;
const outsider = () => `203.0.113.${next++}`;

describe('GET /api/strongs/words: one chapter at a time', () => {
  it('refuses a reference over more than one chapter with a readable 400', async () => {
    for (const ref of [
      'Genesis 1-50',
      'Psalms 2-150',
      'Exodus 13:20-14:1',
      'John 3:16; Acts 2:1',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/strongs/words?ref=${encodeURIComponent(ref)}`,
        remoteAddress: outsider(),
      });
      expect(res.statusCode, ref).toBe(400);
      expect(res.json()).toMatchObject({ code: 'one_chapter_at_a_time' });
      expect(res.json().message).toMatch(/one chapter at a time/);
    }
  });

  it('answers a chapter, or verses of one, from that chapter’s words', async () => {
    const whole = await ctx.app.inject({
      method: 'GET',
      url: `/api/strongs/words?ref=${encodeURIComponent('Psalm 3')}`,
      remoteAddress: outsider(),
    });
    expect(whole.statusCode).toBe(200);
    const verses = whole.json().verses as Record<string, unknown>;
    expect(Object.keys(verses)).toContain('3:0');
    expect(Object.keys(verses)).toContain('3:8');
    const part = await ctx.app.inject({
      method: 'GET',
      url: `/api/strongs/words?ref=${encodeURIComponent('Psalm 3:2-3')}`,
      remoteAddress: outsider(),
    });
    expect(Object.keys(part.json().verses).sort()).toEqual(['3:2', '3:3']);
    expect(part.json().verses['3:2']).toEqual(verses['3:2']);
  });

  it('is cacheable by the browser: public, long-lived, with an ETag that answers 304', async () => {
    const url = `/api/strongs/words?ref=${encodeURIComponent('John 3')}&translation=web`;
    const first = await ctx.app.inject({ method: 'GET', url, remoteAddress: outsider() });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/public/);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      remoteAddress: outsider(),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/bible/search: pages within the results', () => {
  it('refuses a page past the last one shown, with a readable 400', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/bible/search?q=and%20the&translation=web&page=1000',
      remoteAddress: outsider(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 50 pages/);
  });

  it('answers a page past the results with none, and the total', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/bible/search?q=Melchisedec&page=40',
      remoteAddress: outsider(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([]);
    expect(res.json().total).toBeGreaterThan(0);
  });
});

describe('the costly public routes’ own per-IP budget', () => {
  it('refuses the next costly request from one address while other routes still answer it', async () => {
    const ip = outsider();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/strongs/words?ref=${encodeURIComponent(`Genesis ${i + 1}`)}`,
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/bible/search?q=light',
      remoteAddress: ip,
    });
    expect(search.statusCode).toBe(200);
    const config = await ctx.app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
    expect(config.statusCode).toBe(200);
    // Another address is not affected.
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/strongs/words?ref=${encodeURIComponent('Genesis 6')}`,
      remoteAddress: outsider(),
    });
    expect(other.statusCode).toBe(200);
  });
});
