import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app.ts';
import { SECURITY_HEADER_OPTIONS, securityHeaders } from './security-headers.ts';

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

describe('security headers worked out once (decision 144)', () => {
  const ctx = setupTestApp();

  it('are exactly what helmet sets on a real response', () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    res.setHeader('X-Powered-By', 'something');
    let finished = false;
    helmet(SECURITY_HEADER_OPTIONS)({} as IncomingMessage, res, () => {
      finished = true;
    });
    expect(finished).toBe(true);
    const real = Object.fromEntries(
      Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    expect(securityHeaders(SECURITY_HEADER_OPTIONS)).toEqual(real);
    expect(Object.keys(real).length).toBeGreaterThan(8);
  });

  it('are on every answer: a private one, a public one and an unknown API path', async () => {
    const expected = securityHeaders(SECURITY_HEADER_OPTIONS);
    expect(expected['x-frame-options']).toBe('SAMEORIGIN');
    expect(expected['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(expected['cross-origin-embedder-policy']).toBeUndefined();
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const url of ['/api/config', '/api/readings/today', '/api/no-such-thing']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) {
        expect([url, name, res.headers[name]]).toEqual([url, name, value]);
      }
    }
  });
});
