import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { planSessions, plans } from '../db/schema/index.ts';
import { setupTestApp, testConfig } from '../test/app.ts';
import { startModelStub, type ModelStub } from '../test/model-stub.ts';
import { peekInsight } from './insights.ts';
import { warmPlan, type WarmProgress } from './warm.ts';

const ctx = setupTestApp();
let stub: ModelStub;
let config: Config;

const reply = JSON.stringify({
  summary: 'A summary.',
  themes: [
    { title: 'A', description: 'a' },
    { title: 'B', description: 'b' },
  ],
  questions: ['One?', 'Two?'],
});

beforeAll(async () => {
  stub = await startModelStub({ handler: () => reply });
  config = testConfig({ AI_BASE_URL: stub.baseURL, AI_MODEL: 'stub-model', AI_TIMEOUT_MS: '5000' });
});
afterAll(async () => {
  await stub?.close();
});

describe('warmPlan', () => {
  it('generates each missing day once and reports generated, cached, curated and failed days', async () => {
    const [plan] = await ctx.database.db
      .insert(plans)
      .values({
        slug: 'warm-test',
        title: 'Warm Test',
        description: 'd',
        type: 'book',
        planType: 'daily',
      })
      .returning();
    const planId = plan?.id as number;
    const day = (n: number, reference: string, insight: unknown = null) => ({
      planId,
      day: n,
      reference,
      title: `Day ${n}`,
      insight,
    });
    await ctx.database.db.insert(planSessions).values([
      day(1, 'Ruth 1'),
      day(2, 'Ruth 2'),
      day(3, 'Ruth 2:1-23'), // the same passage as day 2
      day(4, 'Ruth 3', { summary: 'Curated.', themes: [], questions: [] }),
      day(5, 'Ruth 9'),
    ]);

    const progress: WarmProgress[] = [];
    const summary = await warmPlan({
      db: ctx.database.db,
      config,
      plan: 'warm-test',
      concurrency: 1,
      onProgress: (p) => progress.push(p),
    });
    expect(summary?.counts).toEqual({ generated: 2, cached: 1, curated: 1, failed: 0, invalid: 1 });
    expect(summary?.failures).toEqual([{ day: 5, reference: 'Ruth 9', outcome: 'invalid' }]);
    expect(stub.calls).toBe(2);
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4, 5]);
    expect(
      await peekInsight({ db: ctx.database.db, config, reference: 'Ruth 1', planType: 'daily' }),
    ).toMatchObject({
      source: 'ai',
    });

    // A second run finds everything cached and calls the model no more.
    const again = await warmPlan({ db: ctx.database.db, config, plan: String(planId) });
    expect(again?.counts).toMatchObject({ generated: 0, cached: 3, curated: 1 });
    expect(stub.calls).toBe(2);
  });

  it('returns null for an unknown plan', async () => {
    expect(await warmPlan({ db: ctx.database.db, config, plan: 'no-such-plan' })).toBeNull();
  });
});
