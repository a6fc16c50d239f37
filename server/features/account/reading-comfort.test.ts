import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_LINE_SPACING, UNKNOWN_TEXT_SIZE } from '@contract/account.ts';
import { users } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';

const ctx = setupTestApp();
const db = () => ctx.database.db;
const ORIGIN = 'http://localhost:5000';
const URL = '/api/account/reading-comfort';

async function stored(userId: string) {
  const [row] = await db()
    .select({ textSize: users.textSize, lineSpacing: users.lineSpacing })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe('the reader’s reading comfort (text size and line spacing)', () => {
  it('is medium and normal until chosen, on the reader’s own User and on GET /api/account', async () => {
    const reader = await signedInUser(db());
    const user = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: reader.headers,
    });
    expect(user.statusCode, user.body).toBe(200);
    expect(user.json().readingComfort).toEqual({ textSize: 'm', lineSpacing: 'normal' });
    const account = await ctx.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: reader.headers,
    });
    expect(account.json().readingComfort).toEqual({ textSize: 'm', lineSpacing: 'normal' });
  });

  it('PUT saves both settings, never cached, and every later User carries them', async () => {
    const reader = await signedInUser(db());
    const res = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      headers: reader.headers,
      payload: { textSize: 'xl', lineSpacing: 'loose' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ textSize: 'xl', lineSpacing: 'loose' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await stored(reader.user.id)).toEqual({ textSize: 'xl', lineSpacing: 'loose' });

    const user = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: reader.headers,
    });
    expect(user.json().readingComfort).toEqual({ textSize: 'xl', lineSpacing: 'loose' });

    // Another reader's settings are their own.
    const other = await signedInUser(db());
    expect(await stored(other.user.id)).toEqual({ textSize: 'm', lineSpacing: 'normal' });
  });

  it('refuses an unknown or missing size or spacing with a readable 400 and keeps the old ones', async () => {
    const reader = await signedInUser(db(), { textSize: 'l', lineSpacing: 'relaxed' });
    const cases: [unknown, string][] = [
      [{ textSize: 'xxl', lineSpacing: 'normal' }, `body.textSize: ${UNKNOWN_TEXT_SIZE}`],
      [{ lineSpacing: 'normal' }, `body.textSize: ${UNKNOWN_TEXT_SIZE}`],
      [{ textSize: 's', lineSpacing: 2 }, `body.lineSpacing: ${UNKNOWN_LINE_SPACING}`],
      [{ textSize: 's' }, `body.lineSpacing: ${UNKNOWN_LINE_SPACING}`],
    ];
    for (const [payload, message] of cases) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: URL,
        headers: reader.headers,
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message, code: 'invalid_input' });
    }
    expect(await stored(reader.user.id)).toEqual({ textSize: 'l', lineSpacing: 'relaxed' });
  });

  it('needs a session (401) and a same-site origin (403)', async () => {
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      headers: { origin: ORIGIN },
      payload: { textSize: 'xl', lineSpacing: 'loose' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();

    const reader = await signedInUser(db());
    const crossSite = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie: reader.headers.cookie, origin: 'https://evil.example' },
      payload: { textSize: 'xl', lineSpacing: 'loose' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await stored(reader.user.id)).toEqual({ textSize: 'm', lineSpacing: 'normal' });
  });
});
