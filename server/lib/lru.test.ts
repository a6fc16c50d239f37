import { describe, expect, it } from 'vitest';
import { LruMemo } from './lru.ts';

describe('LruMemo', () => {
  it('computes once per key and keeps the most recently used', () => {
    const memo = new LruMemo<string>(2);
    let calls = 0;
    const get = (key: string) => memo.get(key, () => `${key}${++calls}`);
    expect(get('a')).toBe('a1');
    expect(get('a')).toBe('a1');
    expect(get('b')).toBe('b2');
    expect(get('a')).toBe('a1'); // 'a' is now the most recent, so 'b' goes first
    expect(get('c')).toBe('c3');
    expect(memo.count).toBe(2);
    expect(get('a')).toBe('a1');
    expect(get('b')).toBe('b4');
  });

  it('keeps nothing when the computation throws', () => {
    const memo = new LruMemo<number>(4);
    expect(() =>
      memo.get('x', () => {
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(memo.count).toBe(0);
    expect(memo.get('x', () => 7)).toBe(7);
  });
});

describe('LruMemo.delete', () => {
  it('forgets one result, so the next get computes it again', () => {
    const memo = new LruMemo<number>(4);
    let calls = 0;
    expect(memo.get('k', () => ++calls)).toBe(1);
    memo.delete('k');
    expect(memo.get('k', () => ++calls)).toBe(2);
  });
});
