import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app.ts';
import { isLoopback } from './rate-limit.ts';

describe('per-IP request ceiling', () => {
  const ctx = setupTestApp({ RATE_LIMIT_MAX: '3' });
  const from = (remoteAddress: string, url = '/api/config') =>
    ctx.app.inject({ method: 'GET', url, remoteAddress });

  it('answers 429 with a readable JSON message once an IP passes RATE_LIMIT_MAX in a minute', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await from('203.0.113.10');
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-limit']).toBe('3');
    }
    const refused = await from('203.0.113.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(
        /^Too many requests from your network\. Please wait .+ and try again\.$/,
      ),
      code: 'too_many_requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own allowance.
    expect((await from('203.0.113.11')).statusCode).toBe(200);
  });

  it('counts the not-found handler against the same ceiling', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await from('198.51.100.7', '/api/no-such-thing')).statusCode).toBe(404);
    }
    const refused = await from('198.51.100.7', '/api/no-such-thing');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_requests');
    expect((await from('198.51.100.7')).statusCode).toBe(429);
  });

  it('never counts requests from the machine itself (benches, end-to-end runs, a local proxy)', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await from('127.0.0.1')).statusCode).toBe(200);
    }
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
    expect(isLoopback('::ffff:192.0.2.1')).toBe(false);
  });
});

describe('default ceiling', () => {
  const ctx = setupTestApp();

  it('is generous: 2000 requests a minute per IP', async () => {
    expect(ctx.config.RATE_LIMIT_MAX).toBe(2000);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/config',
      remoteAddress: '203.0.113.20',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBe('2000');
  });
});
