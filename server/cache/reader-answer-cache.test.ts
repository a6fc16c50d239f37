import { describe, expect, it } from 'vitest';
import { ReaderAnswerCache } from './reader-answer-cache.ts';

function cache(opts: Partial<ConstructorParameters<typeof ReaderAnswerCache>[0]> = {}) {
  let now = 1_000;
  const c = new ReaderAnswerCache(
    { enabled: true, ttlMs: 30_000, maxEntries: 100, maxChars: 1_000_000, ...opts },
    () => now,
  );
  c.setLive(true);
  return { c, advance: (ms: number) => (now += ms) };
}

const answer = (body: string) => ({ body });

describe('ReaderAnswerCache', () => {
  it('does not store an answer that an invalidation of its reader, or of everything, overtook', () => {
    const { c } = cache();
    let token = c.begin();
    c.notified('u1');
    c.set('u1', 'today', answer('old'), token);
    expect(c.get('u1', 'today')).toBeUndefined();
    // Another reader's change does not matter.
    token = c.begin();
    c.notified('u2');
    c.set('u1', 'today', answer('mine'), token);
    expect(c.get('u1', 'today')?.body).toBe('mine');
    token = c.begin();
    c.notified('*');
    c.set('u1', 'today', answer('old'), token);
    expect(c.get('u1', 'today')).toBeUndefined();
  });

  it("drops one reader's answers on their id and everyone's on '*'", () => {
    const { c } = cache();
    c.set('u1', 'a', answer('1a'), c.begin());
    c.set('u1', 'b', answer('1b'), c.begin());
    c.set('u2', 'a', answer('2a'), c.begin());
    c.setShared('free_mode', 'true', c.begin());
    c.notified('u1');
    expect(c.get('u1', 'a')).toBeUndefined();
    expect(c.get('u1', 'b')).toBeUndefined();
    expect(c.get('u2', 'a')?.body).toBe('2a');
    expect(c.getShared('free_mode')).toBe('true');
    c.notified('*');
    expect(c.get('u2', 'a')).toBeUndefined();
    expect(c.getShared('free_mode')).toBeUndefined();
  });

  it('answers nothing while the channel is down or when turned off, and forgets after its time to live', () => {
    const { c, advance } = cache();
    c.set('u1', 'a', answer('x'), c.begin());
    c.setLive(false);
    expect(c.get('u1', 'a')).toBeUndefined();
    c.setLive(true);
    expect(c.get('u1', 'a')).toBeUndefined();
    c.set('u1', 'a', answer('x'), c.begin());
    advance(29_999);
    expect(c.get('u1', 'a')?.body).toBe('x');
    advance(1);
    expect(c.get('u1', 'a')).toBeUndefined();

    const off = cache({ enabled: false }).c;
    off.set('u1', 'a', answer('x'), off.begin());
    expect(off.get('u1', 'a')).toBeUndefined();
  });

  it('keeps within its entry and size bounds, least recently used out first', () => {
    const { c } = cache({ maxEntries: 2, maxChars: 10_000 });
    c.set('u1', 'a', answer('a'), c.begin());
    c.set('u2', 'a', answer('b'), c.begin());
    c.get('u1', 'a');
    c.set('u3', 'a', answer('c'), c.begin());
    expect(c.get('u2', 'a')).toBeUndefined();
    expect(c.size).toBe(2);
    const small = cache({ maxChars: 300 }).c;
    small.set('u1', 'a', answer('x'.repeat(200)), small.begin());
    small.set('u2', 'a', answer('y'.repeat(200)), small.begin());
    expect(small.get('u1', 'a')).toBeUndefined();
    expect(small.get('u2', 'a')?.body).toHaveLength(200);
  });
});
