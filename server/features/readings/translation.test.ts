import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { insights, journalEntries } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser, type SignedIn } from '../../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../../test/factories-plans.ts';
import { startModelStub } from '../../test/model-stub.ts';

// A model is configured, so the insight of a reading is generated and cached per translation.
const stub = await startModelStub();
afterAll(() => stub.close());
const ctx = setupTestApp({
  AI_BASE_URL: stub.baseURL,
  AI_MODEL: 'stub-model',
  AI_API_KEY: 'test-key',
  AI_TIMEOUT_MS: '5000',
});
const db = () => ctx.database.db;

beforeEach(() => {
  stub.reset();
  stub.setHandler(() =>
    JSON.stringify({
      summary: 'Jesus tells Nicodemus that God gave his Son out of love (John 3:16).',
      themes: [
        { title: 'New birth', description: 'Born of water and the Spirit.' },
        { title: 'Love', description: 'God gave his Son so that the world might live.' },
      ],
      questions: [
        'What does it mean to you that God so loved the world?',
        'Where do you need to be born anew?',
      ],
    }),
  );
});

/**
 * A reader on day 1 of a one-day plan reading John 3 (or another reference: a test that checks
 * what the model was sent reads a passage no other test reads, whose insight nobody else's
 * background generation can have made already).
 */
async function readerOnJohn3(reference = 'John 3'): Promise<SignedIn> {
  const reader = await signedInUser(db());
  const { plan } = await createPlanWithSessions(db(), { sessions: [{ reference }] });
  await activatePlan(db(), reader.user.id, plan.id, 1);
  return reader;
}

function call(method: 'GET' | 'PUT' | 'POST', url: string, who: SignedIn, payload?: object) {
  return ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}

const setTranslation = (who: SignedIn, translation: string) =>
  call('PUT', '/api/account/translation', who, { translation });

describe("Today's reading in the reader's translation", () => {
  it('is the KJV for a reader who never chose one', async () => {
    const reader = await readerOnJohn3();
    const res = await call('GET', '/api/readings/today', reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().translation).toBe('kjv');
    expect(res.json().passage).toContain('he gave his only begotten Son');
    expect(res.json().passage).not.toContain('only born Son');
  });

  it('is the WEB once the reader chose it, and the KJV again after switching back', async () => {
    const reader = await readerOnJohn3();
    const first = await call('GET', '/api/readings/today', reader);
    expect(first.json().translation).toBe('kjv');

    const saved = await setTranslation(reader, 'web');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ translation: 'web' });

    const web = await call('GET', '/api/readings/today', reader);
    expect(web.statusCode, web.body).toBe(200);
    expect(web.json().translation).toBe('web');
    expect(web.json().passage).toContain('he gave his only born Son');
    // Same reading (a switch loses nothing tied to it, such as its reflections).
    expect(web.json().id).toBe(first.json().id);
    expect(web.json().reference).toBe(first.json().reference);

    expect((await setTranslation(reader, 'kjv')).statusCode).toBe(200);
    const back = await call('POST', '/api/readings/refresh', reader);
    expect(back.json().translation).toBe('kjv');
    expect(back.json().passage).toContain('only begotten Son');
  });

  it("asks for and caches the reading's insight in the reader's translation", async () => {
    const reader = await readerOnJohn3('John 3:1-21');
    expect((await setTranslation(reader, 'web')).statusCode).toBe(200);
    const today = await call('GET', '/api/readings/today', reader);
    const insight = await call('GET', `/api/readings/${today.json().id}/insights`, reader);
    expect(insight.statusCode, insight.body).toBe(200);
    expect(insight.json().source).toBe('ai');

    // The model was given the WEB's text, and the stored insight is keyed by the WEB.
    const prompts = stub.requests.map((r) => r.messages.map((m) => m.content).join('\n'));
    expect(prompts.some((p) => p.includes('only born Son'))).toBe(true);
    const rows = await db()
      .select({ translation: insights.translation, cacheKey: insights.cacheKey })
      .from(insights)
      .where(and(eq(insights.reference, 'John 3:1-21'), eq(insights.status, 'ready')));
    expect(rows.map((r) => r.translation)).toContain('web');
    expect(rows.find((r) => r.translation === 'web')?.cacheKey).toMatch(/^web\|daily\|/);
  });
});

describe('journal entries keep the translation read', () => {
  it("stores 'web' for a reflection written while reading the WEB, and answers it", async () => {
    const reader = await readerOnJohn3();
    expect((await setTranslation(reader, 'web')).statusCode).toBe(200);
    const today = await call('GET', '/api/readings/today', reader);
    const readingId = today.json().id as number;

    // The web sends the reading's translation with the reflection.
    const sent = await call('POST', '/api/journal/entries', reader, {
      readingId,
      content: 'Born of the Spirit: the wind blows where it wants to.',
      translation: today.json().translation,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().translation).toBe('web');

    // Without it, the reader's translation at the time of writing.
    const implied = await call('POST', '/api/journal/entries', reader, {
      readingId,
      content: 'Whoever believes in him is not judged.',
    });
    expect(implied.statusCode, implied.body).toBe(201);
    expect(implied.json().translation).toBe('web');

    const stored = await db()
      .select({ translation: journalEntries.translation })
      .from(journalEntries)
      .where(eq(journalEntries.userId, reader.user.id));
    expect(stored.map((r) => r.translation)).toEqual(['web', 'web']);

    const listed = await call('GET', `/api/journal/reading/${readingId}`, reader);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().map((e: { translation: string }) => e.translation)).toEqual([
      'web',
      'web',
    ]);
  });

  it("stores 'kjv' for a reader who never chose, and refuses an unknown translation", async () => {
    const reader = await readerOnJohn3();
    const today = await call('GET', '/api/readings/today', reader);
    const entry = await call('POST', '/api/journal/entries', reader, {
      readingId: today.json().id,
      content: 'Ye must be born again.',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(entry.json().translation).toBe('kjv');

    const bad = await call('POST', '/api/journal/entries', reader, {
      readingId: today.json().id,
      content: 'A reflection',
      translation: 'niv',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.translation: /);
  });
});
