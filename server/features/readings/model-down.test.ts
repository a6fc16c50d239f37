import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { activatePlan, createPlanWithSessions } from '../../test/factories-plans.ts';

// A port that refuses connections: the configured model is down.
const port = await new Promise<number>((resolve) => {
  const srv = createServer();
  srv.listen(0, '127.0.0.1', () => {
    const p = (srv.address() as { port: number }).port;
    srv.close(() => resolve(p));
  });
});
const ctx = setupTestApp({
  AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
  AI_MODEL: 'test-model',
  AI_API_KEY: 'test',
  AI_TIMEOUT_MS: '2000',
});

describe('with the model down', () => {
  it('Today still loads its passage, and the insight card gets its empty state', async () => {
    const db = ctx.database.db;
    const reader = await signedInUser(db);
    const { plan } = await createPlanWithSessions(db, {
      sessions: [{ reference: 'Exodus 16:1-5' }],
    });
    await activatePlan(db, reader.user.id, plan.id, 1);

    const today = await ctx.app.inject({
      method: 'GET',
      url: '/api/readings/today',
      headers: reader.headers,
    });
    expect(today.statusCode).toBe(200);
    expect(today.json().passage).toContain('I will rain bread from heaven');
    expect(today.json().aiInsight).toBeNull();

    const insight = await ctx.app.inject({
      method: 'GET',
      url: `/api/readings/${today.json().id}/insights`,
      headers: reader.headers,
    });
    expect(insight.statusCode).toBe(404);
    expect(insight.json().message).toBe('No session insight available for this reading.');
  });
});
