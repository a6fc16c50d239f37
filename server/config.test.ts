import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { ROOT } from './paths.ts';

describe('config', () => {
  it('runs on embedded defaults with nothing set', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(5000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:5000');
  });

  it('lists one readable line per bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as ConfigError).lines;
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.startsWith('PORT='))).toContain('must be a port number');
    expect(lines.find((l) => l.startsWith('DATABASE_URL='))).toContain('must be a PostgreSQL URL');
    expect(lines.find((l) => l.startsWith('LOG_LEVEL='))).toBeDefined();
  });

  it('runs PGlite in a worker thread with a bounded queue unless told otherwise', () => {
    const c = loadConfig({});
    expect(c.PGLITE_THREAD).toBe('main');
    expect(c.DATABASE_QUEUE_MAX).toBe(256);
    expect(loadConfig({ PGLITE_THREAD: 'worker', DATABASE_QUEUE_MAX: '10' })).toMatchObject({
      PGLITE_THREAD: 'worker',
      DATABASE_QUEUE_MAX: 10,
    });
    for (const bad of [{ PGLITE_THREAD: 'both' }, { DATABASE_QUEUE_MAX: '0' }]) {
      expect(() => loadConfig(bad), JSON.stringify(bad)).toThrow(ConfigError);
    }
  });

  it('treats empty values as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', SMTP_URL: '  ', PORT: '6000' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:6000');
  });

  it('refuses TRUST_PROXY=true with one line saying what to use instead', () => {
    let error: unknown;
    try {
      loadConfig({ TRUST_PROXY: 'true' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as ConfigError).lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^TRUST_PROXY="true": .*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.2/);
  });

  it('reads TRUST_PROXY as no proxy, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1,everything', '*']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });

  it('turns the bench counters on only when LAMPLIGHT_COUNT_QUERIES says so', () => {
    expect(loadConfig({}).LAMPLIGHT_COUNT_QUERIES).toBe(false);
    for (const off of ['', '0', 'false', 'off']) {
      expect(loadConfig({ LAMPLIGHT_COUNT_QUERIES: off }).LAMPLIGHT_COUNT_QUERIES, off).toBe(false);
    }
    for (const on of ['1', 'true', 'ON']) {
      expect(loadConfig({ LAMPLIGHT_COUNT_QUERIES: on }).LAMPLIGHT_COUNT_QUERIES, on).toBe(true);
    }
    expect(() => loadConfig({ LAMPLIGHT_COUNT_QUERIES: 'yes please' })).toThrow(
      /LAMPLIGHT_COUNT_QUERIES="yes please": must be 1 \(on\) or 0 \(off\)/,
    );
  });

  it('reads the test clock file only from LAMPLIGHT_TEST_CLOCK', () => {
    expect(loadConfig({}).LAMPLIGHT_TEST_CLOCK).toBeUndefined();
    expect(loadConfig({ LAMPLIGHT_TEST_CLOCK: ' ' }).LAMPLIGHT_TEST_CLOCK).toBeUndefined();
    expect(loadConfig({ LAMPLIGHT_TEST_CLOCK: '/tmp/clock.json' }).LAMPLIGHT_TEST_CLOCK).toBe(
      '/tmp/clock.json',
    );
  });

  it("gives package.json's version however the server was started", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(loadConfig({}).version).toBe(pkg.version);
    expect(loadConfig({ npm_package_version: '9.9.9' }).version).toBe(pkg.version);
  });
});
