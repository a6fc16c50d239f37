import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app.ts';

describe('Content-Security-Policy for the installable app', () => {
  const ctx = setupTestApp();

  it('lets the app register its own service worker and manifest, and nobody else’s', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toMatch(/worker-src[^;]*(\*|https:|blob:)/);
  });
});
