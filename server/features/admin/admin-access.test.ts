import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUserGrants, plans } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { createUser, signedInUser } from '../../test/factories.ts';
import { ADMIN_ENV } from '../../test/factories-admin.ts';

const ctx = setupTestApp(ADMIN_ENV);
const ORIGIN = 'http://localhost:5000';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  method: Method;
  url: string;
  payload?: unknown;
  /** The status an administrator gets. */
  adminStatus: number;
}

const planBody = {
  title: 'Access Matrix Plan',
  description: 'A plan used by the authorization matrix.',
  type: 'theme',
  planType: 'daily',
  sessions: [{ reference: 'John 3:16', title: 'Love', insight: 'God so loved the world.' }],
};

/** Every admin endpoint, with a valid call an administrator may make. */
async function everyAdminCall(): Promise<Call[]> {
  const db = ctx.database.db;
  const target = await createUser(db);
  const [plan] = await db
    .insert(plans)
    .values({ title: 'Matrix plan', description: 'd', type: 'book', planType: 'daily' })
    .returning();
  const [doomed] = await db
    .insert(plans)
    .values({ title: 'Matrix plan to delete', description: 'd', type: 'book', planType: 'daily' })
    .returning();
  return [
    { method: 'GET', url: '/api/admin/stats', adminStatus: 200 },
    { method: 'GET', url: '/api/admin/users', adminStatus: 200 },
    { method: 'GET', url: '/api/admin/users?q=reader&page=1&pageSize=10', adminStatus: 200 },
    { method: 'GET', url: `/api/admin/users/${target.id}`, adminStatus: 200 },
    {
      method: 'PATCH',
      url: `/api/admin/users/${target.id}/membership`,
      payload: { membershipTier: 'basic', reason: 'Matrix check' },
      adminStatus: 200,
    },
    { method: 'GET', url: '/api/admin/model-insights', adminStatus: 200 },
    {
      method: 'POST',
      url: '/api/admin/model-insights',
      payload: { enabled: true },
      adminStatus: 200,
    },
    { method: 'GET', url: '/api/admin/free-mode', adminStatus: 200 },
    { method: 'POST', url: '/api/admin/free-mode', payload: { enabled: false }, adminStatus: 200 },
    { method: 'GET', url: '/api/admin/plans', adminStatus: 200 },
    { method: 'POST', url: '/api/admin/plans', payload: planBody, adminStatus: 201 },
    { method: 'PUT', url: `/api/admin/plans/${plan!.id}`, payload: planBody, adminStatus: 200 },
    {
      method: 'PATCH',
      url: `/api/admin/plans/${plan!.id}/featured`,
      payload: { isFeatured: true },
      adminStatus: 200,
    },
    { method: 'DELETE', url: `/api/admin/plans/${doomed!.id}`, adminStatus: 200 },
  ];
}

describe('admin authorization matrix', () => {
  it('answers 401 signed out, 403 to free, basic and premium readers, and 2xx to an administrator', async () => {
    const db = ctx.database.db;
    const calls = await everyAdminCall();
    const free = await signedInUser(db, { membershipTier: 'free' });
    const basic = await signedInUser(db, { membershipTier: 'basic' });
    const premium = await signedInUser(db, { membershipTier: 'premium' });
    const admin = await signedInUser(db, { email: 'admin@example.com' });
    const snapshot = async () =>
      (await db.select().from(plans)).map((p) => JSON.stringify(p)).sort();
    const before = await snapshot();

    for (const call of calls) {
      const base = {
        method: call.method,
        url: call.url,
        ...(call.payload ? { payload: call.payload } : {}),
      };
      const label = `${call.method} ${call.url}`;

      const anonymous = await ctx.app.inject({ ...base, headers: { origin: ORIGIN } });
      expect(anonymous.statusCode, `${label} signed out`).toBe(401);

      for (const [tier, reader] of [
        ['free', free],
        ['basic', basic],
        ['premium', premium],
      ] as const) {
        const res = await ctx.app.inject({ ...base, headers: reader.headers });
        expect(res.statusCode, `${label} as ${tier}`).toBe(403);
        expect(res.json().message).toBe("You don't have permission to access this area.");
      }
    }
    // Nothing a non-admin sent changed anything.
    expect(await snapshot()).toEqual(before);

    for (const call of calls) {
      const base = {
        method: call.method,
        url: call.url,
        ...(call.payload ? { payload: call.payload } : {}),
      };
      const res = await ctx.app.inject({ ...base, headers: admin.headers });
      expect(res.statusCode, `${call.method} ${call.url} as admin: ${res.body}`).toBe(
        call.adminStatus,
      );
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses non-admins before reading their input (403, not 400, for a bad body)', async () => {
    const db = ctx.database.db;
    const reader = await signedInUser(db, { membershipTier: 'premium' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: reader.headers,
      payload: { title: '' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('grants admin rights through an admin grant as well as ADMIN_EMAILS', async () => {
    const db = ctx.database.db;
    const granted = await signedInUser(db, { email: 'granted-admin@example.com' });
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: granted.headers,
    });
    expect(before.statusCode).toBe(403);
    await db.insert(adminUserGrants).values({ userId: granted.user.id });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: granted.headers,
    });
    expect(after.statusCode).toBe(200);
    await db.delete(adminUserGrants).where(eq(adminUserGrants.userId, granted.user.id));
  });
});

describe("the reader's own user carries isAdmin", () => {
  it('is true only for an administrator, so readers need no admin call to draw the app', async () => {
    const db = ctx.database.db;
    const reader = await signedInUser(db);
    const granted = await signedInUser(db);
    const me = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers })).json();
    expect((await me(reader.headers)).isAdmin).toBe(false);
    expect((await me(granted.headers)).isAdmin).toBe(false);
    await db.insert(adminUserGrants).values({ userId: granted.user.id });
    expect((await me(granted.headers)).isAdmin).toBe(true);
    await db.delete(adminUserGrants).where(eq(adminUserGrants.userId, granted.user.id));
    expect((await me(granted.headers)).isAdmin).toBe(false);
  });
});
