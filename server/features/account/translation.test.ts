import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_TRANSLATION } from '@contract/account.ts';
import { users } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';

const ctx = setupTestApp();
const db = () => ctx.database.db;
const ORIGIN = 'http://localhost:5000';

async function storedTranslation(userId: string) {
  const [row] = await db()
    .select({ translation: users.translation })
    .from(users)
    .where(eq(users.id, userId));
  return row?.translation;
}

describe('the reader’s Bible translation', () => {
  it('is the KJV until chosen, and GET /api/account says which', async () => {
    const reader = await signedInUser(db());
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: reader.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().translation).toBe('kjv');
  });

  it('PUT /api/account/translation saves the choice, never cached', async () => {
    const reader = await signedInUser(db());
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/translation',
      headers: reader.headers,
      payload: { translation: 'web' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ translation: 'web' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await storedTranslation(reader.user.id)).toBe('web');
    const account = await ctx.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: reader.headers,
    });
    expect(account.json().translation).toBe('web');
  });

  it('refuses an unknown or missing translation with a readable 400 and keeps the old one', async () => {
    const reader = await signedInUser(db(), { translation: 'web' });
    for (const payload of [
      { translation: 'niv' },
      { translation: 'KJV ' },
      {},
      { translation: 7 },
    ]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/account/translation',
        headers: reader.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({
        message: `body.translation: ${UNKNOWN_TRANSLATION}`,
        code: 'invalid_input',
      });
    }
    expect(await storedTranslation(reader.user.id)).toBe('web');
  });

  it('needs a session (401) and a same-site origin (403)', async () => {
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/translation',
      headers: { origin: ORIGIN },
      payload: { translation: 'web' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();

    const reader = await signedInUser(db());
    const crossSite = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/translation',
      headers: { cookie: reader.headers.cookie, origin: 'https://evil.example' },
      payload: { translation: 'web' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await storedTranslation(reader.user.id)).toBe('kjv');
  });
});
