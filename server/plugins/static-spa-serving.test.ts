import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { WEB_DIST_DIR } from '../paths.ts';
import { testConfig } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';

// Decision 139: the built SPA's files go through one wildcard route; what each kind of path answers is
// what the route-per-file registration answered. Needs the web build (npm run build); skipped without it.
const built = existsSync(join(WEB_DIST_DIR, 'index.html'));

describe.skipIf(!built)('serving the built SPA through one wildcard route', () => {
  let t: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestDatabase();
    app = await buildApp({
      config: testConfig(),
      database: t.database,
      logger: false,
      serveWeb: true,
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.dispose();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('registers one route for the files, not one per file', () => {
    const routes = app.printRoutes({ commonPrefix: false });
    expect(routes).not.toContain('favicon.svg');
    expect(routes).not.toContain('manifest.webmanifest');
  });

  it('sends a hashed asset precompressed and immutable, a top-level file revalidated', async () => {
    const script = readdirSync(join(WEB_DIST_DIR, 'assets')).find((f) => f.endsWith('.js'))!;
    const asset = await get(`/assets/${script}`, { 'accept-encoding': 'br' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset and a folder with the JSON 404, any other path with the shell', async () => {
    for (const url of ['/assets/missing-abc.js', '/assets/', '/api/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
    for (const url of ['/bible/psalms/23', '/icons/', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });
});
