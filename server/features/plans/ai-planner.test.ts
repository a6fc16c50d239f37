import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { scheduleDayCount, type UserPlan } from '@contract/plans.ts';
import { planSessions } from '../../db/schema/index.ts';
import { parseReference } from '../../scripture/references.ts';
import { setupTestApp, testConfig } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { plannerFor } from './ai-planner.ts';

/** A local stand-in for an OpenAI-compatible server: POST /v1/chat/completions. */
interface ModelServer {
  url: string;
  requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  /** What the next completions return: a JSON string for the message content, or a raw reply. */
  reply: (body: Record<string, unknown>, res: ServerResponse) => void;
  close(): Promise<void>;
}

async function startModelServer(): Promise<ModelServer> {
  const state = {} as ModelServer;
  state.requests = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      state.requests.push({ headers: req.headers, body });
      state.reply(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** A chat-completions reply whose message content is the given text. */
function completion(content: string) {
  return (body: Record<string, unknown>, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  };
}

// The model server must be listening before the app's configuration is fixed.
const model = await startModelServer();
const ctx = setupTestApp({ AI_BASE_URL: model.url, AI_MODEL: 'test-model', AI_API_KEY: 'test' });
const db = () => ctx.database.db;

afterAll(() => model.close());
beforeEach(() => {
  model.requests.length = 0;
});

function create(headers: { cookie: string; origin: string }, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/plans', headers, payload });
}

describe('custom plans with a model configured', () => {
  it("keeps the model's valid sessions, drops invented references and fills the rest offline", async () => {
    model.reply = completion(
      JSON.stringify({
        sessions: [
          {
            reference: 'Psalm 23',
            title: 'The Shepherd',
            description: 'The LORD leads and restores.',
          },
          { reference: 'Hezekiah 3:1', title: 'Made up', description: 'There is no such book.' },
          {
            reference: 'John 10:1-18',
            title: 'The Good Shepherd',
            description: 'Jesus lays down his life.',
          },
          { reference: 'Psalms 23', title: 'Again', description: 'A duplicate of day one.' },
          {
            reference: 'Genesis 1-50',
            title: 'Everything',
            description: 'Far too long for one day.',
          },
          {
            reference: 'Ezekiel 34:11-16',
            title: 'God seeks his sheep',
            description: 'The LORD searches.',
          },
        ],
      }),
    );
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    const res = await create(headers, {
      type: 'theme',
      content: 'The Lord is my shepherd',
      planType: 'daily',
      sessions: 5,
    });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json() as UserPlan;
    const refs = plan.schedule.map((s) => s.reference);
    expect(refs).toHaveLength(5);
    // "Day N of" (totalWeeks × 7) is the plan's length, not a rounded-up week (issue 16).
    expect(scheduleDayCount(plan.totalWeeks)).toBe(5);
    expect(refs.slice(0, 3)).toEqual(['Psalm 23', 'John 10:1-18', 'Ezekiel 34:11-16']);
    expect(plan.schedule[0]).toMatchObject({
      title: 'The Shepherd',
      description: 'The LORD leads and restores.',
    });
    for (const r of refs) expect(parseReference(r).reference).toBe(r);

    const stored = await db().select().from(planSessions).where(eq(planSessions.planId, plan.id));
    expect(stored).toHaveLength(5);
    expect(
      stored.some((s) => /hezekiah/i.test(s.reference) || /genesis 1-50/i.test(s.reference)),
    ).toBe(false);

    expect(model.requests).toHaveLength(1);
    const { headers: sent, body } = model.requests[0]!;
    expect(sent.authorization).toBe('Bearer test');
    expect(body.model).toBe('test-model');
    expect((body.response_format as { type: string }).type).toBe('json_schema');
    const messages = body.messages as { role: string; content: string }[];
    expect(messages.at(-1)!.content).toContain('The Lord is my shepherd');
    expect(messages.at(-1)!.content).toContain('5 daily readings');
  });

  it('falls back to the offline generator when the model answers nonsense', async () => {
    model.reply = completion('this is not json');
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    const res = await create(headers, { type: 'theme', content: 'prayer', planType: 'session' });
    expect(res.statusCode).toBe(201);
    const plan = res.json() as UserPlan;
    expect(plan.sessionCount).toBe(5);
    // The offline plan: prayer's central passages first (server/features/plans/central-passages.ts).
    expect(plan.schedule[0]).toMatchObject({ reference: 'Matthew 6:5-15', title: 'When You Pray' });
  });

  it('falls back to the offline generator when the model fails, without retrying', async () => {
    model.reply = (_body, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'overloaded' } }));
    };
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    const res = await create(headers, {
      type: 'book',
      content: 'Ruth',
      planType: 'daily',
      sessions: 4,
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as UserPlan).schedule.map((s) => s.reference)).toEqual([
      'Ruth 1',
      'Ruth 2',
      'Ruth 3',
      'Ruth 4',
    ]);
    expect(model.requests).toHaveLength(1);
  });

  it('uses only the offline plan when every proposed reference is invalid', async () => {
    model.reply = completion(
      JSON.stringify({
        sessions: [
          { reference: 'Hezekiah 3:1', title: 'x', description: 'y' },
          { reference: 'John 99', title: 'x', description: 'y' },
          { reference: '', title: 'x', description: 'y' },
        ],
      }),
    );
    const { headers } = await signedInUser(db(), { membershipTier: 'premium' });
    const res = await create(headers, {
      type: 'theme',
      content: 'hope',
      planType: 'daily',
      sessions: 3,
    });
    expect(res.statusCode).toBe(201);
    const refs = (res.json() as UserPlan).schedule.map((s) => s.reference);
    expect(refs).toHaveLength(3);
    for (const r of refs) expect(parseReference(r).reference).toBe(r);
  });
});

describe('plannerFor', () => {
  it('is null without a model, and gives up after the configured timeout', async () => {
    expect(plannerFor(testConfig())).toBeNull();
    expect(plannerFor(testConfig({ AI_BASE_URL: model.url }))).toBeNull();

    const slow = await startModelServer();
    slow.reply = () => {
      // never answers
    };
    try {
      const planner = plannerFor(
        testConfig({ AI_BASE_URL: slow.url, AI_MODEL: 'm', AI_TIMEOUT_MS: '1000' }),
      )!;
      await expect(
        planner.propose({ topic: 'hope', kind: 'theme', planType: 'daily', count: 3 }),
      ).rejects.toThrow();
      expect(slow.requests.length).toBe(1);
    } finally {
      await slow.close();
    }
  });
});
