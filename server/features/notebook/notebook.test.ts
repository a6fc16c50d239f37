import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appSettings, journalEntries } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { saveEntry } from '../../test/journal-helpers.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../../test/factories-plans.ts';
import { formatLongDate, toPrefixTsQuery } from './service.ts';

const ctx = setupTestApp();

type Headers = SignedIn['headers'];
type Entry = { id: number; content: string; title: string; reference: string | null };

const paid = () => signedInUser(ctx.database.db, { membershipTier: 'basic' });

function get(headers: Headers, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

const save = (headers: Headers, payload: Record<string, unknown>) =>
  saveEntry<Entry>(ctx.app, headers, payload);

const ENDPOINTS = [
  '/api/notebook/by-date',
  '/api/notebook/by-session',
  '/api/notebook/by-book',
  '/api/notebook/search?q=grace',
  '/api/notebook/export?format=markdown',
  '/api/notebook/export?format=json',
];

describe('notebook access', () => {
  it('needs a session', async () => {
    for (const url of ENDPOINTS) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('is locked for free readers with 403 notebook_locked', async () => {
    const { headers } = await signedInUser(ctx.database.db, { membershipTier: 'free' });
    for (const url of ENDPOINTS) {
      const res = await get(headers, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        message: 'Notebook access requires a Basic or Premium membership.',
        code: 'notebook_locked',
      });
    }
  });

  it('opens for basic and premium readers', async () => {
    for (const membershipTier of ['basic', 'premium'] as const) {
      const { headers } = await signedInUser(ctx.database.db, { membershipTier });
      for (const url of ENDPOINTS) expect((await get(headers, url)).statusCode, url).toBe(200);
    }
  });

  it('opens for free readers while free mode is on', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInUser(db, { membershipTier: 'free' });
    await db.insert(appSettings).values({ key: 'free_mode', value: true });
    try {
      for (const url of ENDPOINTS) expect((await get(headers, url)).statusCode, url).toBe(200);
      await db.update(appSettings).set({ value: false }).where(eq(appSettings.key, 'free_mode'));
      expect((await get(headers, '/api/notebook/by-date')).statusCode).toBe(403);
    } finally {
      await db.delete(appSettings).where(eq(appSettings.key, 'free_mode'));
    }
  });
});

describe('GET /api/notebook/by-date', () => {
  it('groups by read date, newest date first, else by the local date the entry was written', async () => {
    const db = ctx.database.db;
    const { headers } = await signedInUser(db, {
      membershipTier: 'premium',
      timeZone: 'Pacific/Auckland',
    });
    const old = await save(headers, { content: 'old', readDate: '2026-01-05' });
    const older = await save(headers, { content: 'older', readDate: '2025-12-31' });
    const sameDay = await save(headers, { content: 'same day', readDate: '2026-01-05' });
    const undated = await save(headers, { content: 'undated' });
    // Written at 20:00 UTC on 9 March: already 10 March in Auckland.
    await db
      .update(journalEntries)
      .set({ createdAt: new Date('2026-03-09T20:00:00Z') })
      .where(eq(journalEntries.id, undated.id));

    const res = await get(headers, '/api/notebook/by-date');
    expect(res.statusCode).toBe(200);
    const groups = res.json() as { date: string | null; entries: Entry[] }[];
    expect(groups.map((g) => g.date)).toEqual(['2026-03-10', '2026-01-05', '2025-12-31']);
    expect(groups[1]!.entries.map((e) => e.id)).toEqual([sameDay.id, old.id]);
    expect(groups[2]!.entries.map((e) => e.id)).toEqual([older.id]);
  });

  it('returns an empty list for a reader without entries, and never another reader’s', async () => {
    const me = await paid();
    const other = await paid();
    await save(other.headers, { content: 'theirs' });
    expect((await get(me.headers, '/api/notebook/by-date')).json()).toEqual([]);
  });
});

describe('GET /api/notebook/by-session', () => {
  it('groups plan entries by plan day and others as unplanned, newest session first', async () => {
    const db = ctx.database.db;
    const { user, headers } = await paid();
    const { plan } = await createPlanWithSessions(db, {
      title: 'Romans Study Sessions',
      sessions: [{ reference: 'Romans 1:1-17' }, { reference: 'Romans 3:21-31' }],
    });
    await activatePlan(db, user.id, plan.id, 1);
    const day1 = (await get(headers, '/api/readings/today')).json();
    const a = await save(headers, { readingId: day1.id, content: 'not ashamed' });
    const b = await save(headers, { readingId: day1.id, content: 'power of God' });
    await activatePlan(db, user.id, plan.id, 2);
    const day2 = (await get(headers, '/api/readings/today')).json();
    const c = await save(headers, { readingId: day2.id, content: 'justified freely' });
    const d = await save(headers, { content: 'on my own', reference: 'Psalms 23' });

    const res = await get(headers, '/api/notebook/by-session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        sessionKey: 'unplanned:psalms 23',
        planTitle: null,
        reference: 'Psalms 23',
        total: 1,
        entries: [expect.objectContaining({ id: d.id })],
      },
      {
        sessionKey: `${plan.id}:2`,
        planTitle: 'Romans Study Sessions',
        reference: 'Romans 3:21-31',
        total: 1,
        entries: [expect.objectContaining({ id: c.id })],
      },
      {
        sessionKey: `${plan.id}:1`,
        planTitle: 'Romans Study Sessions',
        reference: 'Romans 1:1-17',
        total: 2,
        entries: [expect.objectContaining({ id: b.id }), expect.objectContaining({ id: a.id })],
      },
    ]);
  });
});

describe('GET /api/notebook/by-book', () => {
  it('orders books canonically and puts unparseable references last under Other', async () => {
    const { headers } = await paid();
    await save(headers, { content: 'no condemnation', reference: 'Romans 8' });
    await save(headers, { content: 'no reference at all' });
    await save(headers, { content: 'in the beginning', reference: 'Genesis 1' });
    await save(headers, { content: 'mystery', reference: 'The Book of Hezekiah' });
    await save(headers, { content: 'manna', reference: 'Ex 16:4' });
    await save(headers, { content: 'adoption', reference: 'Rom 8:15' });

    const res = await get(headers, '/api/notebook/by-book');
    expect(res.statusCode).toBe(200);
    const groups = res.json() as { book: string; entries: Entry[] }[];
    expect(groups.map((g) => g.book)).toEqual(['Genesis', 'Exodus', 'Romans', 'Other']);
    expect(groups[2]!.entries.map((e) => e.content)).toEqual(['adoption', 'no condemnation']);
    expect(groups[3]!.entries.map((e) => e.content)).toEqual(['mystery', 'no reference at all']);
  });
});

describe('GET /api/notebook/search', () => {
  it('finds the reader’s entries by a word (or its start) in the content or title', async () => {
    const { headers } = await paid();
    const hit = await save(headers, { content: 'Rejoicing in hope, patient in tribulation.' });
    const titled = await save(headers, { content: 'short', title: 'Tribulations and comfort' });
    await save(headers, { content: 'Nothing to see here' });

    const res = await get(headers, '/api/notebook/search?q=tribulation');
    expect(res.statusCode).toBe(200);
    const ids = res.json().entries.map((e: Entry) => e.id);
    expect(ids.sort()).toEqual([hit.id, titled.id].sort());

    const prefix = (await get(headers, '/api/notebook/search?q=rejoic')).json();
    expect(prefix.entries.map((e: Entry) => e.id)).toEqual([hit.id]);
    const both = (await get(headers, '/api/notebook/search?q=hope%20patient')).json();
    expect(both.entries.map((e: Entry) => e.id)).toEqual([hit.id]);
    const none = (await get(headers, '/api/notebook/search?q=hope%20comfort')).json();
    expect(none.entries).toEqual([]);
  });

  it('never returns another reader’s entries', async () => {
    const me = await paid();
    const other = await paid();
    await save(other.headers, { content: 'zephaniahstyle secret musing' });
    const mine = await save(me.headers, { content: 'my own zephaniahstyle note' });
    const res = await get(me.headers, '/api/notebook/search?q=zephaniahstyle');
    expect(res.json().entries.map((e: Entry) => e.id)).toEqual([mine.id]);
  });

  it('survives hostile and odd input', async () => {
    const { headers } = await paid();
    await save(headers, { content: 'Grace upon grace' });
    const inputs = [
      "'",
      "grace' | 'x",
      '!(grace) & :* <-> \\',
      "'); drop table journal_entries; --",
      'the and of',
      '¿qué? 主 ✝️ 🙏',
      'a'.repeat(200),
      'x '.repeat(100),
      '%00',
      'grace\u0000x',
    ];
    for (const q of inputs) {
      const res = await get(headers, `/api/notebook/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(Array.isArray(res.json().entries), q).toBe(true);
    }
    const quoted = await get(
      headers,
      `/api/notebook/search?q=${encodeURIComponent("grace' | 'x")}`,
    );
    expect(quoted.json().entries).toEqual([]);
  });

  it('requires 1 to 200 characters', async () => {
    const { headers } = await paid();
    for (const q of ['', '%20%20', 'a'.repeat(201)]) {
      const res = await get(headers, `/api/notebook/search?q=${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await get(headers, '/api/notebook/search')).statusCode).toBe(400);
  });

  it('builds a prefix query from words only', () => {
    expect(toPrefixTsQuery("Grace & truth's (light)")).toBe('grace:* & truth:* & s:* & light:*');
    expect(toPrefixTsQuery('!!! ::: ***')).toBeNull();
    expect(toPrefixTsQuery('amen amen AMEN')).toBe('amen:*');
  });
});

describe('GET /api/notebook/export', () => {
  it('downloads the journal as Markdown grouped by date', async () => {
    const me = await paid();
    const other = await paid();
    await save(me.headers, {
      content: 'The Lord is my shepherd.\n# not a heading',
      reference: 'Psalms 23',
      readDate: '2026-03-09',
    });
    await save(me.headers, { content: 'Quiet day', readDate: '2026-03-08' });
    await save(other.headers, { content: 'someone else', readDate: '2026-03-09' });

    const res = await get(me.headers, '/api/notebook/export?format=markdown');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lamplight-journal-\d{4}-\d{2}-\d{2}\.md"$/,
    );
    const md = res.body;
    expect(md).toContain('## Monday, March 9, 2026');
    expect(md).toContain('### Bible Reading - Psalms 23');
    expect(md).toContain('The Lord is my shepherd.');
    expect(md).toContain('\\# not a heading');
    expect(md.indexOf('March 9, 2026')).toBeLessThan(md.indexOf('## Sunday, March 8, 2026'));
    expect(md).toContain('2 entries');
    expect(md).not.toContain('someone else');
  });

  it('downloads the journal as JSON', async () => {
    const { headers } = await paid();
    const entry = await save(headers, { content: 'Be still', reference: 'Psalms 46:10' });
    const res = await get(headers, '/api/notebook/export?format=json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lamplight-journal-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = JSON.parse(res.body);
    expect(body.app).toBe('Lamplight');
    // Exactly what the journal API returned for it, timestamps included.
    expect(body.entries).toEqual([entry]);
  });

  it('rejects an unknown format', async () => {
    const { headers } = await paid();
    expect((await get(headers, '/api/notebook/export?format=pdf')).statusCode).toBe(400);
  });

  it('formats notebook dates as EEEE, MMMM d, yyyy', () => {
    expect(formatLongDate('2026-03-09')).toBe('Monday, March 9, 2026');
    expect(formatLongDate('2024-02-29')).toBe('Thursday, February 29, 2024');
  });
});
