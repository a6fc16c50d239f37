import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { setupTestApp, testConfig } from '../test/app.ts';
import { signedInUser } from '../test/factories.ts';
import { withStatements } from '../test/reader-answer-helpers.ts';
import type { BenchCounters } from './bench-counters.ts';

// The benches' counters (LAMPLIGHT_COUNT_QUERIES) live in their own plugin: with the setting on they count
// every statement and request; off, nothing of them exists.

const ctx = setupTestApp({ LAMPLIGHT_COUNT_QUERIES: '1' });

async function counters(): Promise<BenchCounters> {
  const res = await ctx.app.inject({ method: 'GET', url: '/bench/counters' });
  expect(res.statusCode).toBe(200);
  return res.json<BenchCounters>();
}

/** The test database with its `onStatement` calls counted. */
function watched(database: Database): { database: Database; subscriptions: () => number } {
  let subscriptions = 0;
  return {
    database: {
      ...database,
      onStatement(fn) {
        subscriptions++;
        return database.onStatement(fn);
      },
    },
    subscriptions: () => subscriptions,
  };
}

describe('bench counters', () => {
  it('count the statements a request sends and the request, not their own reads', async () => {
    const reader = await signedInUser(ctx.database.db);
    const before = await counters();
    const { statements, result } = await withStatements(ctx.database, () =>
      ctx.app.inject({ method: 'GET', url: '/api/plans/can-create', headers: reader.headers }),
    );
    expect(result.statusCode).toBe(200);
    const after = await counters();
    expect(statements).toBeGreaterThan(0);
    expect(after.queries - before.queries).toBe(statements);
    expect(after.requests - before.requests).toBe(1);
    expect(after.cpuMicros).toBeGreaterThanOrEqual(before.cpuMicros);
  });

  it('do not exist when the setting is off: no route and no statement listener', async () => {
    const counted = async (env: Record<string, string>) => {
      const w = watched(ctx.database);
      const app = await buildApp({
        config: testConfig(env),
        database: w.database,
        logger: false,
        serveWeb: false,
      });
      try {
        await app.ready();
        const route = await app.inject({ method: 'GET', url: '/bench/counters' });
        return { status: route.statusCode, subscriptions: w.subscriptions() };
      } finally {
        await app.close();
      }
    };
    const off = await counted({});
    const on = await counted({ LAMPLIGHT_COUNT_QUERIES: '1' });
    expect(off.status).toBe(404);
    expect(on.status).toBe(200);
    expect(on.subscriptions - off.subscriptions).toBe(1);
  });
});
