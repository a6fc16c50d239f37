import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from './support/server.ts';

// Start-up behaviour of the production build: no browser page needed.
test.describe('production server start-up', () => {
  test.skip(({ isMobile }) => isMobile, 'runs once');

  test('bad settings stop start-up with one clear line per variable', () => {
    const res = spawnSync(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: 'abc',
        DATABASE_URL: 'postgres//missing-colon',
        DATA_DIR: tmpdir(),
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(res.status).toBe(1);
    const lines = res.stderr.trim().split('\n');
    expect(lines[0]).toBe('Lamplight cannot start: invalid configuration');
    expect(lines.some((l) => l.includes('PORT="abc": must be a port number'))).toBe(true);
    expect(lines.some((l) => l.includes('DATABASE_URL='))).toBe(true);
    expect(res.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  test('the server bundle is ASCII only, so V8 keeps its source as a one-byte string', () => {
    const source = readFileSync('dist/server/server.js', 'latin1');
    const wide = /[\u0080-\u00ff]/.exec(source);
    expect(wide && source.slice(Math.max(0, wide.index - 60), wide.index + 10)).toBeNull();
  });

  test('data written through the app survives a restart (PGlite on disk)', async ({ request }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lamplight-restart-'));
    const email = `restart-${Date.now()}@example.com`;
    let server = await startServer({ DATA_DIR: dataDir });
    const headers = { origin: server.url };
    try {
      const created = await request.post(`${server.url}/identity/accounts`, {
        data: { email, password: 'a-lamp-kept-through-restarts' },
        headers,
      });
      expect(created.status()).toBe(200);
    } finally {
      await server.stop();
    }
    server = await startServer({ DATA_DIR: dataDir });
    try {
      const again = await request.post(`${server.url}/identity/sign-in`, {
        data: { email, password: 'a-lamp-kept-through-restarts' },
        headers: { origin: server.url },
      });
      expect(again.status()).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
