import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { setupTestApp } from '../test/app.ts';
import { signedInUser } from '../test/factories.ts';
import { sessionKey } from '../users/session-cache.ts';
import { SESSION_COOKIE } from './session.ts';

// The x-time-zone header (L2): a reader alternating zones costs one write per window, not one per GET, and
// a change drops only that reader's remembered session and answers, never another reader's.
const ctx = setupTestApp();

describe('the x-time-zone header', () => {
  it('moves the stored zone at most once per window, and leaves other readers’ sessions cached', async () => {
    const db = ctx.database.db;
    const traveller = await signedInUser(db);
    const other = await signedInUser(db);
    const otherKey = sessionKey(other.headers.cookie.slice(SESSION_COOKIE.length + 1));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: other.headers }))
        .statusCode,
    ).toBe(200);
    expect(ctx.app.sessionCache.get(otherKey)).toBeDefined();

    const writes: string[] = [];
    const off = ctx.database.onStatement((text) => {
      if (/\busers\b/i.test(text) && /\btime_zone\b/i.test(text) && /\bupdate\b/i.test(text))
        writes.push(text);
    });
    try {
      for (let i = 0; i < 40; i++) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/auth/user',
          headers: {
            ...traveller.headers,
            'x-time-zone': i % 2 ? 'America/New_York' : 'Asia/Tokyo',
          },
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      off();
    }
    expect(writes).toHaveLength(1);
    const [row] = await db.select().from(users).where(eq(users.id, traveller.user.id));
    expect(row!.timeZone).toBe('Asia/Tokyo');
    expect(ctx.app.sessionCache.get(otherKey)).toBeDefined();
  });
});
