import { afterAll, describe, expect, it } from 'vitest';
import type { UserPlan } from '@contract/plans.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { startModelStub } from '../../test/model-stub.ts';

// Decision 097: a reader's own words (a custom plan's topic, title and session text) never reach a
// prompt whose output is cached per passage and shown to every reader of that passage.

const model = await startModelStub();
afterAll(() => model.close());

/** The words the reader typed: distinctive, so any trace of them in a prompt is unmistakable. */
const TOPIC = 'Zorvath forgiveness';
const SESSION_TITLE = 'Quillmarrow and the prodigal';
const SESSION_DESCRIPTION = 'Brindlewick: what my father never said';

model.setHandler((body) => {
  const text = body.messages.map((m) => m.content).join('\n');
  if (text.includes('The reader wants to study')) {
    // The planner: a plan whose session text repeats the reader's words, as a model might.
    return JSON.stringify({
      sessions: [
        { reference: 'Luke 15:11-32', title: SESSION_TITLE, description: SESSION_DESCRIPTION },
      ],
    });
  }
  return JSON.stringify({
    summary: 'A father runs to meet his son (Luke 15:20).',
    themes: [
      { title: 'Welcome', description: 'The father runs.' },
      { title: 'Grace', description: 'The son is given more than he asks.' },
    ],
    questions: ['Who is waiting for you?', 'Whom do you need to welcome?'],
  });
});

const ctx = setupTestApp({
  AI_BASE_URL: model.baseURL,
  AI_MODEL: 'stub-model',
  AI_API_KEY: 'test-key',
  AI_TIMEOUT_MS: '5000',
});

describe('custom plans and shared insight prompts', () => {
  it("never puts a reader's plan title, topic or session text in the shared insight prompt", async () => {
    const { headers } = await signedInUser(ctx.database.db, { membershipTier: 'premium' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: { type: 'custom', content: TOPIC, planType: 'daily', sessions: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json() as UserPlan;
    // The plan's title is built from the reader's words.
    expect(plan.title.toLowerCase()).toContain('zorvath');
    const activated = await ctx.app.inject({
      method: 'POST',
      url: `/api/plans/${plan.id}/activate`,
      headers,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const today = await ctx.app.inject({ method: 'GET', url: '/api/readings/today', headers });
    expect(today.statusCode, today.body).toBe(200);
    const { id } = today.json() as { id: number };
    const insight = await ctx.app.inject({
      method: 'GET',
      url: `/api/readings/${id}/insights`,
      headers,
    });
    expect(insight.statusCode, insight.body).toBe(200);

    const insightPrompts = model.requests
      .map((r) => r.messages.map((m) => m.content).join('\n'))
      .filter((text) => !text.includes('The reader wants to study'));
    expect(insightPrompts.length).toBeGreaterThan(0);
    for (const text of insightPrompts) {
      expect(text).toContain('Luke 15:11-32');
      expect(text.toLowerCase()).not.toContain('zorvath');
      expect(text).not.toContain(plan.title);
      expect(text).not.toContain('Quillmarrow');
      expect(text).not.toContain('Brindlewick');
    }
  });
});
