import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';

describe('GET /api/bible/passage', () => {
  const ctx = setupTestApp();

  it('returns the KJV text of a verse, cacheable for a day', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/bible/passage?ref=Exodus%2016:4',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['passage', 'reference', 'translation']);
    expect(body.reference).toBe('Exodus 16:4');
    expect(body.translation).toBe('kjv');
    expect(body.passage).toMatch(
      /^4 Then said the LORD unto Moses, Behold, I will rain bread from heaven for you/,
    );
  });

  it('accepts abbreviations, dashes and an explicit translation', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/bible/passage?ref=${encodeURIComponent('Jn 3:36–4:1')}&translation=kjv`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().reference).toBe('John 3:36-4:1');
    expect(res.json().passage.split('\n\n')[1]).toBe('## John 4');
  });

  it('explains a reference it does not recognise', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/bible/passage?ref=Hezekiah%201:1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: '"Hezekiah 1:1" is not a Bible reference we recognise',
      code: 'invalid_reference',
    });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('says when a chapter does not exist', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/bible/passage?ref=Exodus%2099' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Exodus 99 does not exist: Exodus has 40 chapters');
  });

  it('asks for a reference when there is none', async () => {
    for (const url of [
      '/api/bible/passage',
      '/api/bible/passage?ref=',
      '/api/bible/passage?ref=%20',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('invalid_input');
      expect(res.json().message, url).toMatch(/ref/);
    }
  });

  it('refuses over-long references and unknown translations', async () => {
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/api/bible/passage?ref=${'a'.repeat(201)}`,
    });
    expect(long.statusCode).toBe(400);
    const niv = await ctx.app.inject({
      method: 'GET',
      url: '/api/bible/passage?ref=John%203:16&translation=niv',
    });
    expect(niv.statusCode).toBe(400);
  });
});

describe('GET /api/bible/notes', () => {
  const ctx = setupTestApp();

  it("places the KJV's marginal notes after their words", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/bible/notes?ref=Genesis%201:1-5',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json();
    expect(body).toMatchObject({ reference: 'Genesis 1:1-5', translation: 'kjv' });
    const [note] = body.verses['1:5'];
    expect(note.text).toBe('And the evening…: Heb. And the evening was, and the morning was etc.');
    const verse =
      'And God called the light Day, and the darkness he called Night. And the evening and the morning were the first day.';
    expect(verse.slice(0, note.at)).toMatch(/the first day$/);
    expect(Object.keys(body.verses)).toEqual(['1:4', '1:5']);
  });

  it("gives the WEB's own footnotes", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/bible/notes?ref=John%203:16&translation=web',
    });
    expect(res.statusCode).toBe(200);
    const [note] = res.json().verses['3:16'];
    expect(note.text).toMatch(/^The phrase “only born” is from the Greek word/);
    const verse =
      'For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.';
    expect(verse.slice(0, note.at)).toMatch(/his only born$/);
  });

  it('explains a reference or translation it cannot serve', async () => {
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/bible/notes?ref=Exodus%2099' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Exodus 99 does not exist: Exodus has 40 chapters');
    const translation = await ctx.app.inject({
      method: 'GET',
      url: '/api/bible/notes?ref=John%203&translation=niv',
    });
    expect(translation.statusCode).toBe(400);
  });
});
