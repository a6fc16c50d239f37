import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig } from './test/app.ts';
import { createTestDatabase, type TestDatabase } from './test/db.ts';

/**
 * TRUST_PROXY decides which X-Forwarded-For entry becomes the client address (req.ip), which every
 * per-IP limit counts by. A client must never be able to pick its own.
 */
let testDb: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb?.dispose();
});

async function appWith(env: Record<string, string>) {
  const app = await buildApp({
    config: testConfig(env),
    database: testDb.database,
    logger: false,
    serveWeb: false,
    cleanupIntervalMs: false,
  });
  // What the server takes the client's address to be.
  app.get('/whoami', async (req) => ({ ip: req.ip }));
  await app.ready();
  apps.push(app);
  return app;
}

const ipSeen = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/whoami',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  ).json().ip as string;

describe('TRUST_PROXY', () => {
  it('with a hop count of 1, the client cannot change its address by rotating X-Forwarded-For', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    // Our proxy (10.0.0.2) appends the address it saw; whatever the client sent stays to the left.
    for (const spoof of ['1.1.1.1', '2.2.2.2, 3.3.3.3', '']) {
      const xff = spoof ? `${spoof}, 203.0.113.7` : '203.0.113.7';
      expect(await ipSeen(app, '10.0.0.2', xff), xff).toBe('203.0.113.7');
    }
  });

  it('with a hop count of 1, rotated X-Forwarded-For values still meet the per-IP sign-in limit', async () => {
    const app = await appWith({ TRUST_PROXY: '1', AUTH_IP_RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/identity/sign-in',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `198.18.0.${i}, 203.0.113.8` },
        // A different email each time: only the per-IP limit can refuse.
        payload: { email: `rotating-${i}@example.com`, password: 'not-the-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('with a list, only those proxies are believed', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.2' });
    expect(await ipSeen(app, '10.0.0.2', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    // A client talking to the server directly is not a proxy: its header is ignored.
    expect(await ipSeen(app, '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
  });

  it('with no proxy (the default), X-Forwarded-For is ignored', async () => {
    const app = await appWith({});
    expect(await ipSeen(app, '198.51.100.5', '203.0.113.10')).toBe('198.51.100.5');
  });
});
