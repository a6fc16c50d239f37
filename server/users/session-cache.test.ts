import { describe, expect, it } from 'vitest';
import { SessionCache, sessionKey, type CachedSession } from './session-cache.ts';
import type { SessionRow } from './sessions-repository.ts';
import type { UserRow } from './users-repository.ts';

function entry(userId: string, sessionId: string): CachedSession {
  const future = new Date(Date.now() + 60_000);
  return {
    session: {
      id: sessionId,
      userId,
      expiresAt: future,
      absoluteExpiresAt: future,
    } as SessionRow,
    user: { id: userId } as UserRow,
  };
}

function cache(max = 3) {
  let now = 1_000;
  const c = new SessionCache({ ttlMs: 30_000, max }, () => now);
  c.setLive(true);
  return { c, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('keys by a hash, never the raw token', () => {
    const key = sessionKey('token-abc');
    expect(key).not.toContain('token-abc');
    expect(key).toBe(sessionKey('token-abc'));
    expect(key).not.toBe(sessionKey('token-abd'));
  });

  it('forgets an entry once its time to live is over', () => {
    const { c, advance } = cache();
    c.set('k', entry('u1', 's1'), c.epoch);
    advance(29_999);
    expect(c.get('k')?.user.id).toBe('u1');
    advance(1);
    expect(c.get('k')).toBeUndefined();
  });

  it('keeps at most `max` entries, dropping the least recently used', () => {
    const { c } = cache(2);
    c.set('a', entry('u1', 'a'), c.epoch);
    c.set('b', entry('u2', 'b'), c.epoch);
    c.get('a');
    c.set('c', entry('u3', 'c'), c.epoch);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBeDefined();
    expect(c.get('c')).toBeDefined();
    expect(c.size).toBe(2);
  });

  it("drops one reader's sessions and keeps the others'", () => {
    const { c } = cache();
    c.set('a1', entry('u1', 'a1'), c.epoch);
    c.set('a2', entry('u1', 'a2'), c.epoch);
    c.set('b1', entry('u2', 'b1'), c.epoch);
    c.invalidateUser('u1');
    expect(c.get('a1')).toBeUndefined();
    expect(c.get('a2')).toBeUndefined();
    expect(c.get('b1')?.user.id).toBe('u2');
  });

  it('does not store a lookup that an invalidation overtook', () => {
    const { c } = cache();
    const epoch = c.epoch; // the lookup starts
    c.invalidateUser('u1'); // the reader changes while it runs
    c.set('k', entry('u1', 's1'), epoch);
    expect(c.get('k')).toBeUndefined();
  });

  it('answers nothing while the notification channel is down, and starts empty when it is back', () => {
    const { c } = cache();
    c.set('k', entry('u1', 's1'), c.epoch);
    c.setLive(false);
    expect(c.get('k')).toBeUndefined();
    c.set('k', entry('u1', 's1'), c.epoch);
    c.setLive(true);
    expect(c.get('k')).toBeUndefined();
    expect(c.size).toBe(0);
  });
});
