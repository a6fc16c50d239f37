import { describe, expect, it } from 'vitest';
import { dealSpecs } from './deal-specs.ts';

describe('dealSpecs', () => {
  it('balances recorded seconds: longest first onto the least loaded shard', () => {
    const seconds = { 'a.ts': 100, 'b.ts': 60, 'c.ts': 50, 'd.ts': 40, 'e.ts': 10 };
    const shards = dealSpecs(Object.keys(seconds), seconds, 2);
    expect(shards.map((s) => s.files)).toEqual([
      ['a.ts', 'd.ts'],
      ['b.ts', 'c.ts', 'e.ts'],
    ]);
    expect(shards.map((s) => s.seconds)).toEqual([140, 120]);
  });

  it('runs every file exactly once, a new one weighing as an average recorded one', () => {
    const files = ['old-long.ts', 'old-short.ts', 'new.ts'];
    const shards = dealSpecs(files, { 'old-long.ts': 90, 'old-short.ts': 30, 'gone.ts': 999 }, 2);
    expect(shards.flatMap((s) => s.files).sort()).toEqual([...files].sort());
    expect(shards.find((s) => s.files.includes('new.ts'))!.seconds).toBe(90);
  });

  it('leaves extra shards empty rather than splitting a file', () => {
    const shards = dealSpecs(['only.ts'], {}, 3);
    expect(shards.map((s) => s.files)).toEqual([['only.ts'], [], []]);
  });
});
