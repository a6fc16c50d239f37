import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { useCompiledNotes } from '../notes/notes.ts';
import { testNotes } from '../notes/test-fixtures.ts';
import { testConfig } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { signedInUser } from '../test/factories.ts';
import { ADMIN_ENV } from '../test/factories-admin.ts';
import { activatePlan, createPlanWithSessions } from '../test/factories-plans.ts';
import { startModelStub, type ModelStub } from '../test/model-stub.ts';
import { clearStudyNotesCache } from './study-notes.ts';

/**
 * 'Study notes only' (a reader's choice) and the administrator's switch for model-written insights
 * (decision 148): both stop model calls from the next request, counted at the local stand-in.
 */
let stub: ModelStub;
let testDb: TestDatabase;
let database: Database;
let app: FastifyInstance;
const ORIGIN = 'http://localhost:5000';

beforeAll(async () => {
  stub = await startModelStub();
  testDb = await createTestDatabase();
  database = testDb.database;
  app = await buildApp({
    config: testConfig({
      ...ADMIN_ENV,
      AI_BASE_URL: stub.baseURL,
      AI_MODEL: 'stub-model',
      AI_TIMEOUT_MS: '5000',
    }),
    database,
    logger: false,
    serveWeb: false,
  });
  await app.ready();
  useCompiledNotes(testNotes(['Ruth 1', 'Ruth 2', 'Ruth 3']));
  clearStudyNotesCache();
}, 120_000);

afterAll(async () => {
  useCompiledNotes(undefined);
  clearStudyNotesCache();
  await app?.close();
  await testDb?.dispose();
  await stub?.close();
});

beforeEach(() => {
  stub.reset();
  stub.setHandler(() =>
    JSON.stringify({
      summary: 'Ruth stays with Naomi.',
      themes: [
        { title: 'Loyalty', description: 'Ruth clings to Naomi.' },
        { title: 'Providence', description: 'God is at work.' },
      ],
      questions: ['Who needs your loyalty?', 'Where is God at work?'],
      sources: [],
    }),
  );
});

async function readerOn(
  reference: string,
  first?: (headers: Record<string, string>) => Promise<unknown>,
) {
  const reader = await signedInUser(database.db);
  await first?.(reader.headers);
  const { plan } = await createPlanWithSessions(database.db, {
    title: 'Ruth',
    sessions: [{ reference }],
  });
  await activatePlan(database.db, reader.user.id, plan.id, 1);
  const today = await app.inject({
    method: 'GET',
    url: '/api/readings/today',
    headers: reader.headers,
  });
  return { ...reader, readingId: today.json().id as number };
}

function insight(headers: Record<string, string>, id: number) {
  return app.inject({ method: 'GET', url: `/api/readings/${id}/insights`, headers });
}

describe('model-written insights switched off', () => {
  it("'Study notes only' gives the reader the study notes and calls no model", async () => {
    let put: Awaited<ReturnType<typeof app.inject>> | undefined;
    const reader = await readerOn('Ruth 1:1-10', async (headers) => {
      put = await app.inject({
        method: 'PUT',
        url: '/api/account/study-notes-only',
        headers: { ...headers, origin: ORIGIN },
        payload: { studyNotesOnly: true },
      });
    });
    expect(put?.statusCode).toBe(200);
    expect(put?.json()).toEqual({ studyNotesOnly: true });
    const account = await app.inject({
      method: 'GET',
      url: '/api/account',
      headers: reader.headers,
    });
    expect(account.json().studyNotesOnly).toBe(true);
    const res = await insight(reader.headers, reader.readingId);
    expect(res.json().source).toBe('study-notes');
    const today = await app.inject({
      method: 'GET',
      url: '/api/readings/today',
      headers: reader.headers,
    });
    expect(today.json().aiInsight).toBeNull();
    expect(stub.calls).toBe(0);
    // Another reader still gets the model's insight.
    const other = await readerOn('Ruth 2');
    expect((await insight(other.headers, other.readingId)).json().source).toBe('ai');
    expect(stub.calls).toBe(1);
  });

  it('rejects a body that is not true or false with a readable 400', async () => {
    const reader = await signedInUser(database.db);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/account/study-notes-only',
      headers: { ...reader.headers, origin: ORIGIN },
      payload: { studyNotesOnly: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/studyNotesOnly must be true or false/);
  });

  it("the administrator's switch stops model calls for everyone, from the next request", async () => {
    const admin = await signedInUser(database.db, { email: 'admin@example.com' });
    const off = await app.inject({
      method: 'POST',
      url: '/api/admin/model-insights',
      headers: { ...admin.headers, origin: ORIGIN },
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ modelInsights: false, configured: true });
    stub.reset();
    const reader = await readerOn('Ruth 3');
    const res = await insight(reader.headers, reader.readingId);
    expect(res.json().source).toBe('study-notes');
    expect(stub.calls).toBe(0);

    await app.inject({
      method: 'POST',
      url: '/api/admin/model-insights',
      headers: { ...admin.headers, origin: ORIGIN },
      payload: { enabled: true },
    });
    const again = await insight(reader.headers, reader.readingId);
    expect(again.json().source).toBe('ai');
    expect(stub.calls).toBeGreaterThanOrEqual(1);
    const shown = await app.inject({
      method: 'GET',
      url: '/api/admin/model-insights',
      headers: admin.headers,
    });
    expect(shown.json()).toEqual({ modelInsights: true, configured: true });
  });
});
