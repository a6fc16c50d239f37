import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
    expect(c.PGLITE_THREAD).toBe('worker');
    expect(c.DATABASE_QUEUE_MAX).toBe(256);
    expect(loadConfig({ PGLITE_THREAD: 'main', DATABASE_QUEUE_MAX: '10' })).toMatchObject({
      PGLITE_THREAD: 'main',
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
});
