import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicPlan } from '@contract/plans.ts';
import { userPlans } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { createUser, signedInUser } from '../../test/factories.ts';
import { createPlanWithSessions } from '../../test/factories-plans.ts';
import { seedCuratedPlans } from './seed.ts';

const ctx = setupTestApp();
const db = () => ctx.database.db;
let headers: { cookie: string; origin: string };

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates included, as a browser would). */
function encode(q: string): string {
  return [...Buffer.from(q, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

function search(q: string, raw = false) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/plans/search?q=${raw ? q : encode(q)}`,
    headers,
  });
}

async function found(q: string): Promise<PublicPlan[]> {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().plans;
}

function suggestions(q: string, raw = false) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/plans/suggestions?q=${raw ? q : encode(q)}`,
    headers,
  });
}

async function suggested(q: string): Promise<string[]> {
  const res = await suggestions(q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().suggestions;
}

beforeAll(async () => {
  await seedCuratedPlans(db());
  headers = (await signedInUser(db())).headers;
});

describe('GET /api/plans/search', () => {
  it("finds the flagship plan from a prefix: 'wild' → 'Provision in the Wilderness'", async () => {
    const plans = await found('wild');
    expect(plans[0]!.title).toBe('Provision in the Wilderness');
    expect(plans[0]).toMatchObject({
      type: 'theme',
      planType: 'daily',
      usageCount: 0,
      rating: null,
    });
    expect(plans[0]!.sessionCount).toBeGreaterThan(0);
  });

  it('matches stemmed words, half-typed words, several words and any case', async () => {
    for (const q of [
      'Wilderness',
      'wildern',
      'PROVISION',
      'provision wilderness',
      'the wilderness',
    ]) {
      expect(
        (await found(q)).map((p) => p.title),
        q,
      ).toContain('Provision in the Wilderness');
    }
    expect(await found('wilderness zebra')).toEqual([]);
  });

  it('ranks title matches above description matches, then by readers', async () => {
    const { plan: inTitle } = await createPlanWithSessions(db(), {
      title: 'Quokka Courage',
      description: 'Plain words.',
      sessions: [{ reference: 'Joshua 1' }],
    });
    const { plan: inText } = await createPlanWithSessions(db(), {
      title: 'Another plan',
      description: 'Something about the quokka.',
      sessions: [{ reference: 'Joshua 1' }],
    });
    const { plan: popular } = await createPlanWithSessions(db(), {
      title: 'Another plan',
      description: 'Something about the quokka.',
      sessions: [{ reference: 'Joshua 1' }],
    });
    for (let i = 0; i < 2; i++) {
      const r = await createUser(db());
      await db().insert(userPlans).values({ userId: r.id, planId: popular.id });
    }
    const plans = await found('quokka');
    expect(plans.map((p) => p.id)).toEqual([inTitle.id, popular.id, inText.id]);
    expect(plans[1]!.usageCount).toBe(2);
  });

  it('never shows private or deleted plans', async () => {
    await createPlanWithSessions(db(), {
      title: 'Hidden Narwhal',
      isPublic: false,
      sessions: [{ reference: 'Job 41' }],
    });
    await createPlanWithSessions(db(), {
      title: 'Deleted Narwhal',
      deletedAt: new Date(),
      sessions: [{ reference: 'Job 41' }],
    });
    expect(await found('narwhal')).toEqual([]);
  });

  it('returns at most 20 plans', async () => {
    for (let i = 0; i < 25; i++) {
      await createPlanWithSessions(db(), {
        title: `Pelican study ${i}`,
        sessions: [{ reference: 'Psalms 102' }],
      });
    }
    expect(await found('pelican')).toHaveLength(20);
  });

  it('needs 2 to 200 characters', async () => {
    for (const q of ['', 'a', ' a ', '\u0000']) {
      const res = await search(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().message).toContain('Search needs at least 2 characters');
    }
    for (const q of ['x'.repeat(201), 'wild '.repeat(2000)]) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('at most 200 characters');
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/plans/search', headers })).statusCode,
    ).toBe(400);
    expect((await search('x'.repeat(200))).statusCode).toBe(200);
  });

  it('answers hostile input with results or 400, never 500', async () => {
    const hostile = [
      "'",
      '"',
      '&&',
      '||',
      '!!',
      '::',
      'wild:*',
      'wild & !provision',
      "'; drop table plans; --",
      '(wild',
      '<->',
      '\\\\',
      '%_',
      '日本語',
      '🙏🙏',
      'wıld',
      'ǅemal',
      'a\u0301b\u0301',
      '\u200f\u200e wild',
      '\uD800\uD800',
      'wild\u0000derness',
      'the and of',
    ];
    for (const q of hostile) {
      const res = await search(q);
      expect([200, 400], JSON.stringify(q)).toContain(res.statusCode);
    }
    // Malformed percent-encoding and invalid UTF-8, as a hand-made request could send.
    for (const raw of [
      '%',
      '%zz',
      '%ED%A0%80%ED%A0%80',
      '%FF%FE',
      'wild%00%00',
      'a&q=b',
      '%E0%A4%A',
    ]) {
      for (const res of [await search(raw, true), await suggestions(raw, true)]) {
        expect([200, 400], raw).toContain(res.statusCode);
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 0, maxLength: 60 }), async (q) => {
        const res = await search(q);
        return res.statusCode === 200 || res.statusCode === 400;
      }),
      { numRuns: 150 },
    );
  });
});

describe('GET /api/plans/suggestions', () => {
  it("suggests 'Psalms' for 'psa', and nothing for fewer than 3 characters", async () => {
    const list = await suggested('psa');
    expect(list[0]).toBe('Psalms');
    expect(list.length).toBeLessThanOrEqual(5);
    expect(await suggested('ps')).toEqual([]);
    expect(await suggested('')).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/plans/suggestions', headers })).json(),
    ).toEqual({
      suggestions: [],
    });
  });

  it("offers Nave's topics in a reader's case: 'pra' → 'Prayer', at most 5, none under 3 characters", async () => {
    const pra = await suggested('pra');
    expect(pra).toContain('Prayer');
    expect(pra.length).toBeLessThanOrEqual(5);
    expect(pra.every((s) => s !== s.toUpperCase())).toBe(true);
    expect(await suggested('pr')).toEqual([]);
    // Nave's names come out as a reader writes them, and an exact match leads.
    expect(await suggested('foreknow')).toContain('Foreknowledge of God');
    expect((await suggested('prayer'))[0]).toBe('Prayer');
    expect(await suggested('gratit')).toContain('Gratitude');
    // One 'Prayer', however many sources give it.
    const lower = pra.map((s) => s.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('offers topics, books and public plan titles, prefix matches first, at most 5', async () => {
    expect(await suggested('pray')).toContain('Prayer');
    expect((await suggested('rom'))[0]).toBe('Romans');
    expect(await suggested('wilder')).toEqual(
      expect.arrayContaining(['Wilderness', 'Provision in the Wilderness']),
    );
    expect((await suggested('the')).length).toBe(5);
    await createPlanWithSessions(db(), {
      title: 'Zebulun and the tribes',
      sessions: [{ reference: 'Genesis 49' }],
    });
    await createPlanWithSessions(db(), {
      title: 'Zebulun secret',
      isPublic: false,
      sessions: [{ reference: 'Genesis 49' }],
    });
    const zeb = await suggested('zebul');
    expect(zeb).toContain('Zebulun and the tribes');
    expect(zeb).not.toContain('Zebulun secret');
  });

  it('forgives small spelling mistakes', async () => {
    expect(await suggested('psalsm')).toContain('Psalms');
    expect(await suggested('Revelatoin')).toContain('Revelation');
    expect(await suggested('qqqqq')).toEqual([]);
  });

  it('treats LIKE wildcards as plain text and refuses over 200 characters', async () => {
    expect(await suggested('%%%')).toEqual([]);
    expect(await suggested('___')).toEqual([]);
    expect(await suggested('\\\\\\')).toEqual([]);
    expect((await suggestions('x'.repeat(201))).statusCode).toBe(400);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 40 }), async (q) => {
        const res = await suggestions(q);
        return res.statusCode === 200 && res.json().suggestions.length <= 5;
      }),
      { numRuns: 100 },
    );
  });
});
