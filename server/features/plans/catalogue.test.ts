import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanCatalogue, PlanDetail } from '@contract/plans.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { createPlanWithSessions } from '../../test/factories-plans.ts';
import { calendarDayOf } from './catalogue-service.ts';
import { setClock } from './clock.ts';
import { CURATED_PLANS } from './curated/index.ts';
import { seedCuratedPlans } from './seed.ts';

// Issue 29: every plan in view, and a plan's detail before starting it (decision 159).
const ctx = setupTestApp();
const db = () => ctx.database.db;

beforeAll(async () => {
  await seedCuratedPlans(db());
});

const get = (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /api/plans/catalogue', () => {
  it('lists every curated plan by kind, and marks the ones the reader tried', async () => {
    const { headers } = await signedInUser(db());
    const res = await get('/api/plans/catalogue', headers);
    expect(res.statusCode, res.body).toBe(200);
    let body: PlanCatalogue = res.json();
    expect(body.plans.length).toBeGreaterThanOrEqual(CURATED_PLANS.length);
    const byTitle = new Map(body.plans.map((p) => [p.title, p]));
    expect(byTitle.get('The Bible in a Year')).toMatchObject({
      collection: 'bible',
      calendar: true,
      sessionCount: 365,
      tried: false,
    });
    expect(byTitle.get('Holy Week in Seven Days')?.collection).toBe('season');
    expect(byTitle.get('John in Three Weeks')?.collection).toBe('book');
    expect(byTitle.get('Provision in the Wilderness')?.collection).toBe('theme');
    const john = byTitle.get('John in Three Weeks')!;
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/plans/${john.id}/activate`, headers }))
        .statusCode,
    ).toBe(200);
    body = (await get('/api/plans/catalogue', headers)).json();
    expect(body.plans.filter((p) => p.tried).map((p) => p.title)).toEqual(['John in Three Weeks']);
  });

  it('leaves out private plans and answers 401 without a session', async () => {
    const owner = await signedInUser(db());
    await createPlanWithSessions(db(), {
      title: 'My Private Plan',
      ownerId: owner.user.id,
      isPublic: false,
      sessions: [{ reference: 'Psalms 1' }],
    });
    const body: PlanCatalogue = (await get('/api/plans/catalogue', owner.headers)).json();
    expect(body.plans.some((p) => p.title === 'My Private Plan')).toBe(false);
    expect((await get('/api/plans/catalogue')).statusCode).toBe(401);
  });
});

describe('GET /api/plans/{id}', () => {
  it('gives the full schedule, the minutes a day, and the day of today on a calendar plan', async () => {
    setClock(() => new Date('2026-11-27T15:00:00Z'));
    try {
      const { headers } = await signedInUser(db(), { timeZone: 'America/New_York' });
      const catalogue: PlanCatalogue = (await get('/api/plans/catalogue', headers)).json();
      const mcheyne = catalogue.plans.find((p) => p.title === "M'Cheyne's Calendar")!;
      const res = await get(`/api/plans/${mcheyne.id}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      const detail: PlanDetail = res.json();
      expect(detail.schedule).toHaveLength(365);
      expect(detail.schedule[0]).toMatchObject({
        day: 1,
        reference: 'Genesis 1; Matthew 1; Ezra 1; Acts 1',
        title: 'January 1',
      });
      expect(detail.calendarDay).toBe(331);
      expect(detail.schedule[330]?.title).toBe('November 27');
      // Four chapters a day, about 100 verses: a quarter of an hour or so.
      expect(detail.minutesPerDay).toBeGreaterThanOrEqual(10);
      expect(detail.minutesPerDay).toBeLessThanOrEqual(25);
      const week = catalogue.plans.find((p) => p.title === 'Holy Week in Seven Days')!;
      const short: PlanDetail = (await get(`/api/plans/${week.id}`, headers)).json();
      expect(short.calendarDay).toBeNull();
      expect(short.minutesPerDay).toBeLessThan(detail.minutesPerDay);
    } finally {
      setClock();
    }
  });

  it("answers 404 for another reader's private plan, 400 for a bad id", async () => {
    const { headers } = await signedInUser(db());
    const owner = await signedInUser(db());
    const { plan } = await createPlanWithSessions(db(), {
      ownerId: owner.user.id,
      isPublic: false,
      sessions: [{ reference: 'Psalms 1' }],
    });
    expect((await get(`/api/plans/${plan.id}`, headers)).statusCode).toBe(404);
    expect((await get(`/api/plans/${plan.id}`, owner.headers)).statusCode).toBe(200);
    const bad = await get('/api/plans/abc', headers);
    expect(bad.statusCode).toBe(400);
  });
});

describe('calendarDayOf', () => {
  it('counts from 1 January, with 29 February sharing the day of 28 February', () => {
    expect(calendarDayOf('2026-01-01')).toBe(1);
    expect(calendarDayOf('2026-11-27')).toBe(331);
    expect(calendarDayOf('2026-12-31')).toBe(365);
    expect(calendarDayOf('2028-02-29')).toBe(59);
    expect(calendarDayOf('2028-03-01')).toBe(60);
    expect(calendarDayOf('2028-12-31')).toBe(365);
  });
});
