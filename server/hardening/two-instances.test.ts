import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { openPostgres } from '../db/postgres.ts';
import { users } from '../db/schema/index.ts';
import { setupTestApp } from '../test/app.ts';
import { createPlanWithSessions } from '../test/factories-plans.ts';
import { startModelStub } from '../test/model-stub.ts';
import { runTwoInstanceChecks, type Exchange } from '../test/two-instance-checks.ts';

// Two app instances (two buildApp, two pools) on one PostgreSQL database, requests alternating.

const onPostgres = process.env.TEST_DB === 'postgres';
const INSIGHT = JSON.stringify({
  summary: 'Waiting on the Lord renews strength (Isaiah 40:31).',
  themes: [
    { title: 'Waiting', description: 'Strength comes to those who wait.' },
    { title: 'Renewal', description: 'The weary are made new.' },
  ],
  questions: ['What are you waiting for today?', 'Where do you need new strength?'],
});
const stub = await startModelStub({ handler: () => INSIGHT, delayMs: 1000 });
afterAll(() => stub.close());

const ctx = setupTestApp({
  AI_BASE_URL: stub.baseURL,
  AI_MODEL: 'stub-model',
  AI_API_KEY: 'stub-key',
  AI_TIMEOUT_MS: '10000',
});

describe('two instances on one PostgreSQL database', () => {
  it.skipIf(!onPostgres)(
    'share sessions, reflections and a single insight generation',
    async () => {
      const url = ctx.testDb.url;
      expect(url).toBeTruthy();
      const second: Database = openPostgres(url!, 5);
      const other: FastifyInstance = await buildApp({
        config: ctx.config,
        database: second,
        logger: false,
        serveWeb: false,
      });
      try {
        const apps = [ctx.app, other];
        let next = 0;
        const { checks, figures } = await runTwoInstanceChecks({
          origin: 'http://localhost:5000',
          async send(req): Promise<Exchange> {
            const instance = next;
            next = (next + 1) % 2;
            const opts: InjectOptions = {
              method: req.method as InjectOptions['method'],
              url: req.url,
              headers: req.headers,
            };
            if (req.body !== undefined) opts.payload = JSON.stringify(req.body);
            const res = await apps[instance]!.inject(opts);
            const set = res.headers['set-cookie'];
            return {
              status: res.statusCode,
              body: res.body,
              setCookies: set === undefined ? [] : Array.isArray(set) ? set : [String(set)],
              instance,
            };
          },
          async setTier(email, tier) {
            await ctx.database.db
              .update(users)
              .set({ membershipTier: tier })
              .where(eq(users.email, email));
          },
          async curatedPlanId() {
            const { plan } = await createPlanWithSessions(ctx.database.db, {
              isCurated: true,
              sessions: [
                {
                  reference: 'Psalm 27:14',
                  insight: { summary: 'Wait on the Lord.', themes: [], questions: [] },
                },
              ],
            });
            return plan.id;
          },
          modelCalls: () => stub.calls,
          resetModelCalls: () => stub.reset(),
        });
        const failed = checks.filter((c) => !c.pass);
        expect(failed, JSON.stringify({ checks, figures }, null, 2)).toEqual([]);
        expect(figures.modelCalls).toBe(1);
      } finally {
        await other.close();
        await second.close();
      }
    },
    60_000,
  );
});
