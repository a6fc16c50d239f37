import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Insight } from '@contract/insights.ts';
import type { Config } from '../config.ts';
import type { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { insights } from '../db/schema/index.ts';
import { getVerse } from '../scripture/kjv.ts';
import { commentary } from '../study/commentary.ts';
import { CUT_MARK } from './commentary.ts';
import { setupTestApp, testConfig } from '../test/app.ts';
import { startModelStub, type ModelStub } from '../test/model-stub.ts';
import { getInsight, insightKey, peekInsight } from './insights.ts';
import { chapterNote, useCompiledNotes } from '../notes/notes.ts';
import { generatedPoint, testNotes } from '../notes/test-fixtures.ts';
import { clearStudyNotesCache } from './study-notes.ts';

const ctx = setupTestApp();
let stub: ModelStub;
let config: Config;

function insightJson(overrides: Partial<Insight> = {}): string {
  const insight: Insight = {
    summary:
      'Israel grumbles in the wilderness and God answers with **bread from heaven** (Exodus 16:4).',
    themes: [
      { title: 'Provision', description: 'God supplies what is needed for each day.' },
      { title: 'Trust', description: 'Gathering only enough for today is an exercise in trust.' },
    ],
    questions: [
      'Where do you need daily bread today?',
      'What would trusting God for today look like?',
    ],
    ...overrides,
  };
  return JSON.stringify(insight);
}

async function rowFor(reference: string, planType: 'daily' | 'session' = 'daily') {
  const key = insightKey(reference, planType);
  const rows = await ctx.database.db
    .select()
    .from(insights)
    .where(eq(insights.cacheKey, key.cacheKey));
  return rows[0];
}

beforeAll(async () => {
  stub = await startModelStub();
  config = testConfig({
    AI_BASE_URL: stub.baseURL,
    AI_MODEL: 'stub-model',
    AI_API_KEY: 'test-key',
    AI_TIMEOUT_MS: '5000',
  });
});
afterAll(async () => {
  await stub?.close();
});
beforeEach(() => {
  stub.reset();
  stub.setDelay(0);
  stub.setHandler(() => insightJson());
});

describe('getInsight with a model', () => {
  it('sends the passage text and the daily word target, and stores the validated insight', async () => {
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 16:1-18',
      planType: 'daily',
    });
    expect(result).toMatchObject({
      source: 'ai',
      themes: [{ title: 'Provision' }, { title: 'Trust' }],
    });
    expect(result?.summary).toContain('bread from heaven');
    expect(stub.calls).toBe(1);

    const body = stub.requests[0];
    const prompt = body?.messages.map((m) => m.content).join('\n') ?? '';
    expect(prompt).toContain(getVerse('Exodus', 16, 4));
    expect(prompt).toContain(getVerse('Exodus', 16, 18));
    expect(prompt).toContain('about 500 words');
    // Shared by every reader of the passage: nothing about any plan (decision 097).
    expect(prompt).not.toMatch(/reading plan:|plan day/i);
    expect(prompt).toMatch(/historical and cultural context/i);
    expect(prompt).toMatch(/literary context/i);
    expect(body?.model).toBe('stub-model');
    expect(body?.response_format?.type).toBe('json_schema');
    expect(body?.response_format?.json_schema?.schema).toMatchObject({
      required: ['summary', 'themes', 'questions', 'sources'],
    });
    // Grounded (decision 120): the prompt carries Matthew Henry's sections on these verses.
    const henry = commentary('mhcc').sections.filter(
      (s) => s.book === 'Exodus' && s.chapter === 16 && s.start >= 1 && s.start <= 18,
    );
    expect(henry.map((s) => s.heading)).toEqual(['Verses 1-12', 'Verses 13-21']);
    for (const s of henry) {
      expect(prompt).toContain(`Matthew Henry, Concise Commentary: ${s.heading}`);
      expect(prompt).toContain(s.text.split('. ')[0]);
    }
    expect(prompt).toMatch(/<commentary>[\s\S]+<\/commentary>/);
    expect(prompt).toContain('"Exodus 16:1-18 (KJV)"');
    expect(prompt).toContain(`"Matthew Henry's Concise Commentary"`);

    const row = await rowFor('Exodus 16:1-18');
    expect(row).toMatchObject({
      status: 'ready',
      source: 'ai',
      attempts: 1,
      promptVersion: 'v4',
      translation: 'kjv',
    });
    expect((row?.content as Insight).themes).toHaveLength(2);
  });

  it('asks for 1500 words for a study session, cached apart from the daily insight', async () => {
    await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 16:1-18',
      planType: 'session',
    });
    expect(stub.calls).toBe(1);
    const prompt = stub.requests[0]?.messages.map((m) => m.content).join('\n') ?? '';
    expect(prompt).toContain('about 1500 words');
    expect(prompt).not.toContain('about 500 words');
    expect((await rowFor('Exodus 16:1-18', 'session'))?.status).toBe('ready');
  });

  it('serves a second reader the stored insight with no model call, whatever the reference spelling', async () => {
    const first = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Numbers 11',
      planType: 'daily',
    });
    expect(stub.calls).toBe(1);
    const second = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Num 11:1-35',
      planType: 'daily',
    });
    expect(stub.calls).toBe(1);
    expect(second?.summary).toBe(first?.summary);
    expect(second?.generatedAt).toBe(first?.generatedAt);
  });

  it('retries invalid JSON exactly once, then records a failure with a retry time and stores nothing', async () => {
    stub.setHandler(() => '{"summary": "cut off');
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 17:1-7',
      planType: 'daily',
    });
    expect(result).toBeNull();
    expect(stub.calls).toBe(2);

    const row = await rowFor('Exodus 17:1-7');
    expect(row?.status).toBe('failed');
    expect(row?.content).toBeNull();
    expect(row?.error).toMatch(/not valid JSON/);
    expect(row?.retryAfter?.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // Before retryAfter: no model call at all, for any reader.
    stub.setHandler(() => insightJson());
    const again = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 17:1-7',
      planType: 'daily',
    });
    expect(again).toBeNull();
    expect(stub.calls).toBe(2);
    expect(
      await peekInsight({
        db: ctx.database.db,
        config,
        reference: 'Exodus 17:1-7',
        planType: 'daily',
      }),
    ).toBeNull();

    // Once the retry time has passed, the next request tries again and succeeds.
    await ctx.database.db
      .update(insights)
      .set({ retryAfter: sql`now() - interval '1 second'` })
      .where(eq(insights.id, row?.id ?? 0));
    const later = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 17:1-7',
      planType: 'daily',
    });
    expect(later?.source).toBe('ai');
    expect(stub.calls).toBe(3);
    expect(await rowFor('Exodus 17:1-7')).toMatchObject({
      status: 'ready',
      attempts: 2,
      error: null,
      retryAfter: null,
    });
  });

  it('treats a reply of the wrong shape like invalid JSON, and accepts a valid second reply', async () => {
    stub.enqueue(JSON.stringify({ summary: 'only a summary' }), insightJson());
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 15:22-27',
      planType: 'daily',
    });
    expect(result?.source).toBe('ai');
    expect(stub.calls).toBe(2);
  });

  it('doubles the retry delay with each failed attempt', async () => {
    stub.setHandler(() => 'not json');
    await getInsight({ db: ctx.database.db, config, reference: 'Exodus 18', planType: 'daily' });
    const first = await rowFor('Exodus 18');
    await ctx.database.db
      .update(insights)
      .set({ retryAfter: sql`now() - interval '1 second'` })
      .where(eq(insights.id, first?.id ?? 0));
    await getInsight({ db: ctx.database.db, config, reference: 'Exodus 18', planType: 'daily' });
    const second = await rowFor('Exodus 18');
    expect(second?.attempts).toBe(2);
    const delay1 = (first?.retryAfter?.getTime() ?? 0) - (first?.updatedAt.getTime() ?? 0);
    const delay2 = (second?.retryAfter?.getTime() ?? 0) - (second?.updatedAt.getTime() ?? 0);
    expect(delay1).toBe(60_000);
    expect(delay2).toBe(120_000);
    expect(stub.calls).toBe(4);
  });

  it('retries a 429 from the endpoint inside the SDK and then succeeds', async () => {
    stub.enqueue({
      status: 429,
      headers: { 'retry-after-ms': '10' },
      body: { error: { message: 'slow down' } },
    });
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 19:1-6',
      planType: 'daily',
    });
    expect(result?.source).toBe('ai');
    expect(stub.calls).toBe(2);
  });

  it('records an endpoint that keeps failing as a failure after the SDK retries', async () => {
    stub.setHandler(() => ({ status: 500, headers: { 'retry-after-ms': '10' } }));
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 19:7-15',
      planType: 'daily',
    });
    expect(result).toBeNull();
    expect(stub.calls).toBe(3); // first try + maxRetries 2
    expect(await rowFor('Exodus 19:7-15')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/500/),
    });
  });

  it('removes a made-up reference from the output and keeps real ones', async () => {
    stub.setHandler(() =>
      insightJson({
        summary:
          'God tests Israel with daily bread (Exodus 16:4; Hezekiah 3:1). As Hezekiah 3:1 says, bread comes with a test. Jesus later calls himself the bread of life (John 6:35).',
        questions: [
          'How does Hezekiah 3:1 speak to you?',
          'What does Deuteronomy 8:3 teach about bread?',
        ],
      }),
    );
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 16:19-36',
      planType: 'daily',
    });
    expect(result?.summary).toBe(
      'God tests Israel with daily bread (Exodus 16:4). Jesus later calls himself the bread of life (John 6:35).',
    );
    expect(result?.questions[0]).not.toContain('Hezekiah');
    expect(result?.questions[1]).toBe('What does Deuteronomy 8:3 teach about bread?');
    const stored = (await rowFor('Exodus 16:19-36'))?.content as Insight;
    expect(JSON.stringify(stored)).not.toContain('Hezekiah');
  });

  it('says what the insight drew from: the sources offered that the model named, no others', async () => {
    stub.setHandler(() =>
      JSON.stringify({
        ...JSON.parse(insightJson()),
        sources: ['Exodus 17 (KJV)', 'Matthew Henry', 'Hezekiah 3:1', 'Josephus, Antiquities'],
      }),
    );
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 17:1-7',
      planType: 'session',
    });
    // Josephus was not given to the model: dropped (decision 148).
    expect(result?.sources).toEqual(['Exodus 17:1-7 (KJV)', "Matthew Henry's Concise Commentary"]);
    const henry = commentary('mhcc').sections.filter(
      (s) => s.book === 'Exodus' && s.chapter === 17 && s.start >= 1 && s.start <= 7,
    );
    expect(result?.commentary.map((c) => c.heading)).toEqual(henry.map((s) => s.heading));
    expect(result?.commentary[0]).toMatchObject({
      author: 'Matthew Henry',
      work: 'Concise Commentary',
      reference: `Exodus 17:1-${henry[0]?.end}`,
    });
  });

  it('removes a quotation of scripture that is not word for word the KJV, and keeps a true one', async () => {
    stub.setHandler(() =>
      insightJson({
        summary:
          'Moses explains the test. "Man doth not live by bread only" (Deuteronomy 8:3). Jesus answers the tempter with it: "Man shall not live by bread alone" (Deuteronomy 8:3). The manna still teaches trust.',
      }),
    );
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Deuteronomy 8:1-10',
      planType: 'daily',
    });
    expect(result?.summary).toBe(
      'Moses explains the test. "Man doth not live by bread only" (Deuteronomy 8:3). The manna still teaches trust.',
    );
    const stored = (await rowFor('Deuteronomy 8:1-10'))?.content as Insight;
    expect(stored.summary).not.toContain('bread alone');
  });

  it('stores an HTML/script payload as plain text (the web renders markdown without raw HTML)', async () => {
    const payload = 'Manna <script>alert("x")</script><img src=x onerror=alert(1)> fell **daily**.';
    stub.setHandler(() => insightJson({ summary: payload }));
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Psalms 78:17-31',
      planType: 'daily',
    });
    expect(result?.summary).toBe(payload);
    const stored = (await rowFor('Psalms 78:17-31'))?.content as Insight;
    expect(stored.summary).toBe(payload);
  });

  it('makes exactly one model call for 20 concurrent first requests', async () => {
    stub.setDelay(300);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        getInsight({ db: ctx.database.db, config, reference: 'Exodus 20:1-17', planType: 'daily' }),
      ),
    );
    expect(stub.calls).toBe(1);
    expect(results.every((r) => r?.source === 'ai')).toBe(true);
    expect(new Set(results.map((r) => r?.generatedAt)).size).toBe(1);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'makes exactly one model call when two app instances ask at once (PostgreSQL)',
    async () => {
      const url = ctx.testDb.url as string;
      const other = openPostgres(url, 5);
      try {
        stub.setDelay(300);
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            getInsight({
              db: i % 2 === 0 ? ctx.database.db : other.db,
              config,
              reference: 'Exodus 24:12-18',
              planType: 'daily',
            }),
          ),
        );
        expect(stub.calls).toBe(1);
        expect(results.every((r) => r?.source === 'ai')).toBe(true);
      } finally {
        await other.close();
      }
    },
  );

  it.skipIf(process.env.TEST_DB === 'postgres')(
    'makes exactly one model call when two database handles ask at once (PGlite: the guard is in the database)',
    async () => {
      // A second handle on the same PGlite has none of the first one's in-process bookkeeping.
      const client = (ctx.database.db as unknown as { $client: PGlite }).$client;
      const other = wrapPglite(client).db;
      stub.setDelay(300);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          getInsight({
            db: i % 2 === 0 ? ctx.database.db : other,
            config,
            reference: 'Exodus 24:1-11',
            planType: 'daily',
          }),
        ),
      );
      expect(stub.calls).toBe(1);
      expect(results.every((r) => r?.source === 'ai')).toBe(true);
    },
  );

  it('returns null to a reader whose wait runs out, while the generation finishes for the next reader', async () => {
    stub.setDelay(600);
    const first = getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 25:1-9',
      planType: 'daily',
    });
    const impatient = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 25:1-9',
      planType: 'daily',
      waitMs: 100,
    });
    expect(impatient).toBeNull();
    expect((await first)?.source).toBe('ai');
    expect(
      await peekInsight({
        db: ctx.database.db,
        config,
        reference: 'Exodus 25:1-9',
        planType: 'daily',
      }),
    ).toMatchObject({
      source: 'ai',
    });
    expect(stub.calls).toBe(1);
  });

  it('takes over a pending row whose generator went silent past the lease', async () => {
    const key = insightKey('Exodus 26:1-6', 'daily');
    await ctx.database.db.insert(insights).values({
      ...key,
      status: 'pending',
      attempts: 1,
      updatedAt: sql`now() - interval '1 hour'`,
    });
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 26:1-6',
      planType: 'daily',
    });
    expect(result?.source).toBe('ai');
    expect(stub.calls).toBe(1);
    expect((await rowFor('Exodus 26:1-6'))?.attempts).toBe(2);
  });

  it('waits for a fresh pending row instead of generating again', async () => {
    const key = insightKey('Exodus 26:7-14', 'daily');
    await ctx.database.db.insert(insights).values({ ...key, status: 'pending', attempts: 1 });
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 26:7-14',
      planType: 'daily',
      waitMs: 300,
    });
    expect(result).toBeNull();
    expect(stub.calls).toBe(0);
  });

  it('returns a curated insight at once, with no model call', async () => {
    const curated = {
      summary: 'Written by the plan author.',
      themes: [{ title: 'Rest', description: 'The sabbath is a gift.' }],
      questions: ['Where do you need rest?'],
    };
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 16:22-30',
      planType: 'daily',
      curated,
    });
    expect(result).toMatchObject({ ...curated, source: 'curated', sources: [] });
    // The commentary travels with a curated insight too.
    expect(result?.commentary.map((c) => c.reference)).toEqual(['Exodus 16:22-31']);
    const fromMarkdown = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Exodus 16:22-30',
      planType: 'session',
      curated: '## Session insight\n\nAn admin wrote this.',
    });
    expect(fromMarkdown).toMatchObject({
      summary: '## Session insight\n\nAn admin wrote this.',
      themes: [],
      questions: [],
      source: 'curated',
    });
    expect(stub.calls).toBe(0);
    expect(await rowFor('Exodus 16:22-30')).toBeUndefined();
  });

  it('returns null for a reference that does not exist, with no model call and no row', async () => {
    expect(
      await getInsight({
        db: ctx.database.db,
        config,
        reference: 'Hezekiah 3:1',
        planType: 'daily',
      }),
    ).toBeNull();
    expect(
      await getInsight({ db: ctx.database.db, config, reference: 'Exodus 41', planType: 'daily' }),
    ).toBeNull();
    expect(stub.calls).toBe(0);
  });

  it('peekInsight never calls the model', async () => {
    expect(
      await peekInsight({
        db: ctx.database.db,
        config,
        reference: 'Leviticus 19:9-10',
        planType: 'daily',
      }),
    ).toBeNull();
    expect(stub.calls).toBe(0);
    expect(await rowFor('Leviticus 19:9-10')).toBeUndefined();
  });

  it('falls back to study notes when asked and the model fails', async () => {
    stub.setHandler(() => 'nope');
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Numbers 11:4-9',
      planType: 'daily',
      fallback: 'study-notes',
    });
    expect(result?.source).toBe('study-notes');
    expect(result?.summary).toContain('H4478');
    expect((await rowFor('Numbers 11:4-9'))?.status).toBe('failed');
  });
});

/** Every paragraph of a served section is in the commentary file's text of that section. */
function expectFromCommentaryFile(section: { author: string; reference: string; text: string }) {
  const name = section.author === 'Matthew Henry' ? 'mhcc' : 'tdavid';
  const [book, chapterVerses] = [
    section.reference.replace(/ \d+(?::.*)?$/, ''),
    section.reference.replace(/^.* /, ''),
  ];
  const [chapter, verses = ''] = chapterVerses.split(':');
  const start = verses ? Number(verses.split('-')[0]) : 0;
  const source = commentary(name).sections.find(
    (s) => s.book === book && s.chapter === Number(chapter) && s.start === start,
  );
  expect(source, section.reference).toBeDefined();
  const flat = (source?.text ?? '').replace(/\s+/g, ' ');
  for (const paragraph of section.text.split('\n\n')) {
    expect(flat).toContain(paragraph.replace(` ${CUT_MARK}`, ''));
  }
}

describe('getInsight with a model and the study notes', () => {
  beforeAll(() => {
    useCompiledNotes(testNotes());
    clearStudyNotesCache();
  });
  afterAll(() => {
    useCompiledNotes(undefined);
    clearStudyNotesCache();
  });

  it('gives the model the chapter note beside the passage and names the notes among the sources', async () => {
    stub.setHandler(() =>
      JSON.stringify({
        ...JSON.parse(insightJson({ summary: 'Abraham obeys.' })),
        sources: ['Lamplight study notes', 'Genesis 22 (KJV)'],
      }),
    );
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Genesis 22:1-14',
      planType: 'daily',
    });
    const prompt = stub.requests[0]?.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('<notes>');
    expect(prompt).toContain(chapterNote('Genesis', 22)?.point);
    expect(prompt).toContain('- 9-14 | The binding and the ram |');
    expect(prompt.indexOf('<notes>')).toBeGreaterThan(prompt.indexOf('</passage>'));
    expect(result?.sources).toEqual(['Genesis 22:1-14 (KJV)', 'Lamplight study notes']);
  });

  it('removes the sentence that gives Matthew Henry words he never wrote, keeping his own', async () => {
    stub.setHandler(() =>
      insightJson({
        summary:
          'Abraham rose early. Matthew Henry observes, "Prayer is the soul\'s breath and faith its pulse." Henry writes that "Every trial is indeed a temptation" to Abraham.',
      }),
    );
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Genesis 22:1-5',
      planType: 'daily',
    });
    expect(result?.summary).toBe(
      'Abraham rose early. Henry writes that "Every trial is indeed a temptation" to Abraham.',
    );
  });

  it("checks a WEB reader's quotations against the WEB", async () => {
    const summary =
      'Abraham answered, "God will provide himself a lamb" (Genesis 22:8). In the WEB he says, "God will provide himself the lamb" (Genesis 22:8). The two walk on.';
    stub.setHandler(() => insightJson({ summary }));
    const web = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Genesis 22:6-10',
      planType: 'daily',
      translation: 'web',
    });
    expect(web?.summary).toBe(
      'In the WEB he says, "God will provide himself the lamb" (Genesis 22:8). The two walk on.',
    );
    expect(stub.requests[0]?.messages.at(-1)?.content).toContain('(WEB)');
  });

  it('calls no model when the request says the model is off', async () => {
    const result = await getInsight({
      db: ctx.database.db,
      config,
      reference: 'Genesis 22:15-19',
      planType: 'daily',
      model: false,
    });
    expect(result?.source).toBe('study-notes');
    expect(stub.calls).toBe(0);
  });
});

describe('getInsight without a model', () => {
  for (const [reference, first, planType] of [
    ['Exodus 16', 'The provisions of Israel, brought from Egypt', 'daily'],
    ['Romans 8', 'Believers may be chastened of the Lord', 'session'],
  ] as const) {
    const [book, chapter] = [reference.split(' ')[0] as string, Number(reference.split(' ')[1])];

    it(`states ${reference}'s main point from its note, Matthew Henry's sections beside it as commentary`, async () => {
      const result = await getInsight({
        db: ctx.database.db,
        config: testConfig(),
        reference,
        planType,
      });
      const note = chapterNote(book, chapter);
      expect(note).not.toBeNull();
      expect(result?.source).toBe('study-notes');
      expect(result?.summary.startsWith(`## The main point\n\n${note?.point}`)).toBe(true);
      expect(result?.questions).toEqual(note?.questions);
      // His words are beside the insight, not in it, and the card names only what the summary used.
      expect(result?.summary).not.toContain(first);
      expect(result?.sources.slice(0, 2)).toEqual(['Lamplight study notes', `${reference} (KJV)`]);
      expect(result?.sources).not.toContain("Matthew Henry's Concise Commentary");
      const sections = result?.commentary ?? [];
      expect(sections.length).toBeGreaterThanOrEqual(4);
      expect(sections[0]?.text.startsWith(first)).toBe(true);
      for (const section of sections) {
        expect(section).toMatchObject({ author: 'Matthew Henry', work: 'Concise Commentary' });
        expect(section.heading).toMatch(/^Verses? \d+/);
        expectFromCommentaryFile(section);
      }
      expect(stub.calls).toBe(0);
    });

    it(`without a note on ${reference}, quotes Matthew Henry, named, with his sections as commentary`, async () => {
      useCompiledNotes(testNotes([]));
      clearStudyNotesCache();
      onTestFinished(() => {
        useCompiledNotes(undefined);
        clearStudyNotesCache();
      });
      const result = await getInsight({
        db: ctx.database.db,
        config: testConfig(),
        reference,
        planType,
      });
      expect(result?.source).toBe('study-notes');
      expect(result?.summary).toContain("Matthew Henry's Concise Commentary on these verses");
      expect(result?.summary).toContain(first);
      expect(result?.sources).toContain("Matthew Henry's Concise Commentary");
      expect(result?.commentary[0]?.text.startsWith(first)).toBe(true);
      expect(stub.calls).toBe(0);
    });
  }

  it('adds Spurgeon on the Psalms, within the cap', async () => {
    const result = await getInsight({
      db: ctx.database.db,
      config: testConfig(),
      reference: 'Psalm 23',
      planType: 'daily',
    });
    const works = new Set(result?.commentary.map((c) => `${c.author}, ${c.work}`));
    expect([...works]).toEqual([
      'Matthew Henry, Concise Commentary',
      'C. H. Spurgeon, The Treasury of David',
    ]);
    const spurgeon = result?.commentary.filter((c) => c.author === 'C. H. Spurgeon') ?? [];
    expect(spurgeon.map((c) => c.heading)).toContain('Verse 1.');
    for (const section of result?.commentary ?? []) expectFromCommentaryFile(section);
    const words = (result?.commentary ?? []).reduce((n, c) => n + c.text.split(/\s+/).length, 0);
    expect(words).toBeLessThanOrEqual(2500 + 20);
    expect(result?.sources).not.toContain("Spurgeon's Treasury of David");
  });

  it('builds the insight from the study notes and makes no model call', async () => {
    const offline = testConfig();
    useCompiledNotes(testNotes(['Exodus 16']));
    clearStudyNotesCache();
    onTestFinished(() => {
      useCompiledNotes(undefined);
      clearStudyNotesCache();
    });
    const result = await getInsight({
      db: ctx.database.db,
      config: offline,
      reference: 'Exodus 16',
      planType: 'daily',
    });
    expect(result?.source).toBe('study-notes');
    // Exodus 16 has a (generated) note: its point, themes and questions.
    expect(result?.summary).toContain(generatedPoint('Exodus', 16));
    expect(result?.themes.length).toBeGreaterThanOrEqual(2);
    expect(result?.questions).toEqual(chapterNote('Exodus', 16)?.questions);
    expect(result?.sources[0]).toBe('Lamplight study notes');
    expect(stub.calls).toBe(0);
    expect(await rowFor('Exodus 16')).toBeUndefined();
    expect(
      (
        await peekInsight({
          db: ctx.database.db,
          config: offline,
          reference: 'Exodus 16',
          planType: 'daily',
        })
      )?.summary,
    ).toBe(result?.summary);
  });
});
