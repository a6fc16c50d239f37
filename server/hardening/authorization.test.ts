import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app.ts';
import { signedInUser, type SignedIn } from '../test/factories.ts';
import { createPlanWithSessions } from '../test/factories-plans.ts';
import { startStripeStub } from '../test/stripe-stub.ts';
import { inputRoutes } from '../test/hostile-helpers.ts';

// The authorization matrix: every route × (signed out, another reader, free, basic, premium, admin).

const ADMIN_EMAIL = 'matrix-admin@example.com';
const ADMIN_EMAIL_2 = 'matrix-admin-2@example.com';
const ADMIN_EMAIL_3 = 'matrix-admin-3@example.com';
const stripe = await startStripeStub({ prices: { price_basic: 300, price_premium: 500 } });
afterAll(() => stripe.close());

const ctx = setupTestApp({
  ADMIN_EMAILS: `${ADMIN_EMAIL},${ADMIN_EMAIL_2},${ADMIN_EMAIL_3}`,
  STRIPE_SECRET_KEY: 'sk_test_matrix',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_matrix',
  STRIPE_WEBHOOK_SECRET: 'whsec_matrix',
  STRIPE_PRICE_BASIC: 'price_basic',
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_API_URL: stripe.url,
});

/** Words only reader A ever wrote: they must never appear in anything reader B receives. */
const SECRET = 'Zorvanthic confession of the lighthouse keeper';
const TOPIC = 'Quillmarrow patience';
/** Title of a plan A owns that is not public (decision 010: others get 404, never 403). */
const PRIVATE_TITLE = 'Brindlewick private plan';
/** The admin-area check answers every reader (isAdmin true/false); it is not an admin-only route. */
const ADMIN_CHECK = '/api/admin/auth';

const isAdminOnly = (url: string) => url.startsWith('/api/admin/') && url !== ADMIN_CHECK;

type Route = { method: string; url: string; public: boolean };
function apiRoutes(): Route[] {
  return inputRoutes(ctx.app.routeList).filter((r) => r.url.startsWith('/api/')) as Route[];
}

function call(method: string, url: string, who: SignedIn | null, payload?: unknown) {
  const opts: InjectOptions = {
    method: method as InjectOptions['method'],
    url,
    headers: who ? who.headers : { origin: 'http://localhost:5000' },
  };
  if (payload !== undefined) opts.payload = payload as InjectOptions['payload'];
  return ctx.app.inject(opts);
}

/** A neutral request for any route: placeholder ids and an empty JSON body for writes. */
function neutral(route: Route, who: SignedIn | null) {
  const url = route.url.replace(/:(\w+)/g, '999999');
  const write = route.method !== 'GET' && route.method !== 'DELETE';
  return call(route.method, url, who, write ? {} : undefined);
}

function expectJsonError(body: string) {
  const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
  expect(typeof parsed.message).toBe('string');
  expect(typeof parsed.code).toBe('string');
}

interface ReaderAData {
  a: SignedIn;
  customPlanId: number;
  privatePlanId: number;
  curatedPlanId: number;
  readingId: number;
  entryId: number;
  markId: number;
  prayerId: number;
}
let data: ReaderAData;

beforeAll(async () => {
  const db = ctx.database.db;
  const a = await signedInUser(db, { membershipTier: 'premium', email: 'reader-a@example.com' });
  // A custom plan (private to A).
  const created = await call('POST', '/api/plans', a, {
    type: 'theme',
    content: TOPIC,
    planType: 'daily',
    sessions: 2,
  });
  expect(created.statusCode, created.body).toBe(201);
  const customPlanId = (created.json() as { id: number }).id;
  // Custom plans are public by design (decision 011); a plan A owns that is not public must stay A's.
  const { plan: privatePlan } = await createPlanWithSessions(db, {
    title: PRIVATE_TITLE,
    ownerId: a.user.id,
    isPublic: false,
    isCurated: false,
    type: 'custom',
    sessions: [{ reference: 'Ruth 1:16' }],
  });
  // A curated plan A reads, reflects on, completes and rates.
  const { plan } = await createPlanWithSessions(db, {
    title: 'Matrix curated plan',
    sessions: [{ reference: 'John 1:1-5' }],
  });
  const activated = await call('POST', `/api/plans/${plan.id}/activate`, a);
  expect(activated.statusCode, activated.body).toBe(200);
  const today = await call('GET', '/api/readings/today', a);
  expect(today.statusCode, today.body).toBe(200);
  const readingId = (today.json() as { id: number }).id;
  const entry = await call('POST', '/api/journal/entries', a, { readingId, content: SECRET });
  expect(entry.statusCode, entry.body).toBe(201);
  const completed = await call('POST', '/api/plans/complete', a);
  expect(completed.statusCode, completed.body).toBe(200);
  const rated = await call('POST', `/api/plans/${plan.id}/rate`, a, { rating: 5 });
  expect(rated.statusCode, rated.body).toBe(200);
  // A's marks and prayers (decisions 164, 165): the secret words in a note and a prayer.
  const mark = await call('POST', '/api/marks', a, {
    kind: 'note',
    note: SECRET,
    verses: { book: 'John', chapter: 1, verseStart: 1, verseEnd: 1 },
  });
  expect(mark.statusCode, mark.body).toBe(201);
  const prayer = await call('POST', '/api/prayers', a, { title: SECRET, reference: 'John 1:1' });
  expect(prayer.statusCode, prayer.body).toBe(201);
  data = {
    a,
    markId: (mark.json() as { id: number }).id,
    prayerId: (prayer.json() as { id: number }).id,
    customPlanId,
    privatePlanId: privatePlan.id,
    curatedPlanId: plan.id,
    readingId,
    entryId: (entry.json() as { id: number }).id,
  };
});

describe('authorization matrix', () => {
  it('answers 401 {message, code} to signed-out callers on every non-public /api route', async () => {
    const routes = apiRoutes().filter((r) => !r.public);
    expect(routes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await neutral(route, null);
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
      else expectJsonError(res.body);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 with no-store on every non-public /api route reached through an encoded path (/%61pi/…)', async () => {
    // The router decodes the path; the session check must judge the route that runs, not the raw URL.
    const routes = apiRoutes().filter((r) => !r.public);
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await neutral({ ...route, url: route.url.replace(/^\/api\//, '/%61pi/') }, null);
      if (res.statusCode !== 401 || res.headers['cache-control'] !== 'no-store')
        wrong.push(
          `${route.method} ${route.url} → ${res.statusCode} ${res.headers['cache-control']}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every state-changing /api and /identity route from another site, encoded path or not', async () => {
    const routes = inputRoutes(ctx.app.routeList).filter(
      (r) =>
        r.method !== 'GET' &&
        (r.url.startsWith('/api/') || r.url.startsWith('/identity/')) &&
        r.url !== '/api/stripe/webhook',
    );
    expect(routes.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '999999');
      for (const url of [
        path,
        path.replace(/^\/(a|i)/, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
      ]) {
        const res = await ctx.app.inject({
          method: route.method as InjectOptions['method'],
          url,
          headers: { ...data.a.headers, origin: 'https://evil.example' },
          payload: {},
        });
        if (res.statusCode !== 403) wrong.push(`${route.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("never lets another reader reach reader A's rows by id", async () => {
    const b = await signedInUser(ctx.database.db, { membershipTier: 'premium' });
    // Every id-taking, non-public route must be listed here: a new one fails until it is.
    const idFor: Record<string, () => string> = {
      'GET /api/readings/:id/insights': () => `/api/readings/${data.readingId}/insights`,
      'GET /api/journal/reading/:readingId': () => `/api/journal/reading/${data.readingId}`,
      'PUT /api/journal/entries/:id': () => `/api/journal/entries/${data.entryId}`,
      'DELETE /api/journal/entries/:id': () => `/api/journal/entries/${data.entryId}`,
      'POST /api/plans/:id/activate': () => `/api/plans/${data.privatePlanId}/activate`,
      'POST /api/plans/:id/rate': () => `/api/plans/${data.privatePlanId}/rate`,
      'PATCH /api/marks/:id': () => `/api/marks/${data.markId}`,
      'DELETE /api/marks/:id': () => `/api/marks/${data.markId}`,
      'PATCH /api/prayers/:id': () => `/api/prayers/${data.prayerId}`,
      'DELETE /api/prayers/:id': () => `/api/prayers/${data.prayerId}`,
    };
    const bodies: Record<string, unknown> = {
      'PUT /api/journal/entries/:id': { content: 'overwritten by B' },
      'POST /api/plans/:id/rate': { rating: 1 },
      'PATCH /api/marks/:id': { note: 'overwritten by B' },
      'PATCH /api/prayers/:id': { title: 'overwritten by B' },
    };
    // Routes whose parameters name a place in the Bible, not a row: B gets B's own (empty) answer.
    const placeFor: Record<string, string> = {
      'GET /api/recall/chapter/:book/:chapter': '/api/recall/chapter/john/1',
    };
    const unmapped: string[] = [];
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => !r.public && r.url.includes(':'))) {
      const key = `${route.method} ${route.url}`;
      const place = placeFor[key];
      if (place) {
        const mine = await call(route.method, place, data.a);
        expect(mine.body, key).toContain(SECRET.slice(0, 10));
        const res = await call(route.method, place, b);
        if (res.statusCode !== 200) wrong.push(`${key} → ${res.statusCode}`);
        expect(res.body).not.toContain(SECRET.slice(0, 10));
        continue;
      }
      if (isAdminOnly(route.url)) {
        const url = route.url
          .replace(':userId', data.a.user.id)
          .replace(':id', String(data.curatedPlanId));
        const res = await call(route.method, url, b, route.method === 'GET' ? undefined : {});
        if (res.statusCode !== 403) wrong.push(`${key} → ${res.statusCode}`);
        expect(res.body).not.toContain(data.a.user.email);
        continue;
      }
      const target = idFor[key];
      if (!target) {
        unmapped.push(key);
        continue;
      }
      const res = await call(route.method, target(), b, bodies[key]);
      if (res.statusCode !== 404)
        wrong.push(`${key} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      else expectJsonError(res.body);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain(PRIVATE_TITLE);
    }
    expect(unmapped).toEqual([]);
    expect(wrong).toEqual([]);

    // A's rows are untouched: the entry keeps its words, the custom plan is still A's alone.
    const mine = await call('GET', `/api/journal/reading/${data.readingId}`, data.a);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { content: string }[]).map((e) => e.content)).toEqual([SECRET]);
    const aPlans = (await call('GET', '/api/plans', data.a)).json() as {
      userPlans: { id: number; rating: number | null }[];
    };
    expect(aPlans.userPlans.map((p) => p.id)).toContain(data.customPlanId);
    expect(aPlans.userPlans.find((p) => p.id === data.curatedPlanId)?.rating).toBe(50);
  });

  it("never shows reader A's writing or plans in reader B's lists and searches", async () => {
    const b = await signedInUser(ctx.database.db, { membershipTier: 'premium' });
    const search = await call(
      'GET',
      `/api/notebook/search?q=${encodeURIComponent('Zorvanthic')}`,
      b,
    );
    expect(search.statusCode).toBe(200);
    expect((search.json() as { entries: unknown[] }).entries).toEqual([]);
    // A's own search finds it: the search above could have found it.
    const own = await call(
      'GET',
      `/api/notebook/search?q=${encodeURIComponent('Zorvanthic')}`,
      data.a,
    );
    expect((own.json() as { entries: unknown[] }).entries).toHaveLength(1);

    const plans = await call('GET', '/api/plans', b);
    expect(plans.statusCode).toBe(200);
    const overview = plans.json() as {
      userPlans: { id: number }[];
      topRated: { id: number }[];
      topActive: { id: number }[];
    };
    // B has no plans of its own; A's progress, rating and private plan stay out of B's overview.
    expect(overview.userPlans).toEqual([]);
    expect(overview.topRated.map((p) => p.id)).not.toContain(data.privatePlanId);
    expect(overview.topActive.map((p) => p.id)).not.toContain(data.privatePlanId);
    expect(plans.body).not.toContain(PRIVATE_TITLE);
    expect(plans.body).not.toContain(SECRET);
    const found = await call('GET', `/api/plans/search?q=${encodeURIComponent('Brindlewick')}`, b);
    expect(found.statusCode).toBe(200);
    expect((found.json() as { plans: unknown[] }).plans).toEqual([]);
    // The same search finds public plans: A's custom plan is public by design (decision 011).
    const publicFound = await call(
      'GET',
      `/api/plans/search?q=${encodeURIComponent('Quillmarrow')}`,
      b,
    );
    expect(publicFound.body).toContain('Quillmarrow');

    // Every parameterless GET, B's view: none carries A's words or address.
    for (const route of apiRoutes().filter(
      (r) => r.method === 'GET' && !r.url.includes(':') && !isAdminOnly(r.url),
    )) {
      const res = await call('GET', `${route.url}?q=Zorvanthic&ref=John%201&format=json`, b);
      expect(res.statusCode, `${route.url}`).toBeLessThan(500);
      // The Bible search names the words B asked for (its own query, not A's writing).
      const body = res.body.replace('"query":"Zorvanthic"', '');
      expect(body, route.url).not.toContain('Zorvanthic');
      expect(res.body, route.url).not.toContain(PRIVATE_TITLE);
      expect(res.body, route.url).not.toContain(data.a.user.email);
    }
  });

  it('gives every tier the reader routes and only the admin the admin routes', async () => {
    const db = ctx.database.db;
    const callers: [string, SignedIn][] = [
      ['free', await signedInUser(db, { membershipTier: 'free' })],
      ['basic', await signedInUser(db, { membershipTier: 'basic' })],
      ['premium', await signedInUser(db, { membershipTier: 'premium' })],
      ['admin', await signedInUser(db, { membershipTier: 'free', email: ADMIN_EMAIL })],
    ];
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => !r.public)) {
      for (const [name, who] of callers) {
        const res = await neutral(route, who);
        const s = res.statusCode;
        if (s >= 500 || s === 401) wrong.push(`${name} ${route.method} ${route.url} → ${s}`);
        if (isAdminOnly(route.url) && (name === 'admin') === (s === 403)) {
          wrong.push(`${name} ${route.method} ${route.url} → ${s} (admin-only)`);
        }
        if (s >= 400) expectJsonError(res.body);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("gives every tier 2xx on its own account (profile, export, deletion) and nothing of A's", async () => {
    const db = ctx.database.db;
    const tiers = ['free', 'basic', 'premium'] as const;
    for (const tier of [...tiers, 'admin'] as const) {
      const who =
        tier === 'admin'
          ? await signedInUser(db, { email: ADMIN_EMAIL_3 })
          : await signedInUser(db, { membershipTier: tier });
      const checks: [string, string, unknown?][] = [
        ['GET', '/api/account'],
        [
          'PATCH',
          '/api/account',
          { firstName: 'Matrix', lastName: tier, timeZone: 'Europe/Paris' },
        ],
        ['GET', '/api/account/export?format=json'],
        ['GET', '/api/account/export?format=markdown'],
      ];
      for (const [method, url, body] of checks) {
        const res = await call(method, url, who, body);
        expect(res.statusCode, `${tier} ${method} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).not.toContain(SECRET);
        expect(res.body).not.toContain(data.a.user.email);
      }
      // Deleting is only ever the caller's own account: A's email is refused.
      const other = await call('DELETE', '/api/account', who, { confirmEmail: data.a.user.email });
      expect(other.statusCode).toBe(400);
      const gone = await call('DELETE', '/api/account', who, { confirmEmail: who.user.email });
      expect(gone.statusCode, gone.body).toBe(200);
      expect((await call('GET', '/api/account', who)).statusCode).toBe(401);
    }
    // Reader A is untouched by all of it.
    const mine = await call('GET', `/api/journal/reading/${data.readingId}`, data.a);
    expect((mine.json() as { content: string }[]).map((e) => e.content)).toEqual([SECRET]);
  });

  it('answers 2xx to the admin on every admin route given valid input', async () => {
    const db = ctx.database.db;
    const admin = await signedInUser(db, { email: ADMIN_EMAIL_2 });
    const target = await signedInUser(db);
    const planBody = {
      title: 'Matrix admin plan',
      description: 'Made by the authorization matrix',
      type: 'book',
      planType: 'daily',
      sessions: [{ reference: 'Psalm 23', title: 'The shepherd', insight: 'He leads.' }],
    };
    const created = await call('POST', '/api/admin/plans', admin, planBody);
    expect(created.statusCode, created.body).toBe(201);
    const planId = (created.json() as { plan: { id: number } }).plan.id;
    const valid: Record<string, [string, unknown?]> = {
      'GET /api/admin/stats': ['/api/admin/stats'],
      'GET /api/admin/users': ['/api/admin/users'],
      'GET /api/admin/users/:userId': [`/api/admin/users/${target.user.id}`],
      'PATCH /api/admin/users/:userId/membership': [
        `/api/admin/users/${target.user.id}/membership`,
        { membershipTier: 'basic', reason: 'Matrix check' },
      ],
      'GET /api/admin/free-mode': ['/api/admin/free-mode'],
      'POST /api/admin/free-mode': ['/api/admin/free-mode', { enabled: false }],
      'GET /api/admin/plans': ['/api/admin/plans'],
      'POST /api/admin/plans': ['/api/admin/plans', planBody],
      'PUT /api/admin/plans/:id': [`/api/admin/plans/${planId}`, planBody],
      'PATCH /api/admin/plans/:id/featured': [
        `/api/admin/plans/${planId}/featured`,
        { isFeatured: true },
      ],
      'DELETE /api/admin/plans/:id': [`/api/admin/plans/${planId}`],
    };
    const adminRoutes = apiRoutes().filter((r) => isAdminOnly(r.url));
    const missing: string[] = [];
    for (const route of adminRoutes) {
      const key = `${route.method} ${route.url}`;
      const entry = valid[key];
      if (!entry) {
        missing.push(key);
        continue;
      }
      const res = await call(route.method, entry[0], admin, entry[1]);
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
    }
    expect(missing).toEqual([]);
  });
});

describe('account routes act only on the caller', () => {
  const origin = 'http://localhost:5000';
  async function passwordReader(email: string, password: string) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/identity/accounts',
      headers: { origin },
      payload: { email, password },
    });
    const synced = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/lamplight-sync',
      headers: { origin },
      payload: { idToken: created.json().idToken },
    });
    const cookie = String(synced.headers['set-cookie']).split(';')[0]!;
    return { email, password, headers: { cookie, origin } };
  }

  it("a password change checks and changes the caller's password, never another reader's", async () => {
    const a = await passwordReader('matrix-pw-a@example.com', 'reader-a-lamp-oil');
    const b = await passwordReader('matrix-pw-b@example.com', 'reader-b-lamp-oil');
    // B knows A's password: it still is not B's current password, and A's account is untouched.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: b.headers,
      payload: { currentPassword: a.password, newPassword: 'taken-over-lamp' },
    });
    expect(res.statusCode).toBe(400);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      headers: { origin },
      payload: { email: a.email, password: a.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: a.headers }))
        .statusCode,
    ).toBe(200);
  });
});
