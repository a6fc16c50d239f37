import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { setupTestApp, testConfig } from './test/app.ts';

describe('http shell', () => {
  const ctx = setupTestApp();

  it('reports database health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown /api paths with JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No such endpoint: GET /api/does-not-exist',
      code: 'not_found',
    });
  });

  it('serves only the public config subset', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'aiEnabled',
        'appName',
        'googleSignIn',
        'oidcProviderName',
        'paymentsEnabled',
        'stripePublishableKey',
        'version',
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/secret/i);
  });

  it('sets security headers and a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain(
      "script-src 'self' 'unsafe-inline'",
    );
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/config',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross_site_request');
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/config');
  });

  it("shows the config's version in /api/config and the OpenAPI document", async () => {
    const app = await buildApp({
      config: { ...testConfig(), version: '9.8.7-test' },
      database: ctx.database,
      logger: false,
      serveWeb: false,
    });
    try {
      const config = await app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().version).toBe('9.8.7-test');
      const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.json().info.version).toBe('9.8.7-test');
    } finally {
      await app.close();
    }
  });
});
