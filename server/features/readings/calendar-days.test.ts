import { afterEach, describe, expect, it } from 'vitest';
import type { TodayReading } from '@contract/readings.ts';
import { journalEntries } from '../../db/schema/index.ts';
import { setClock } from '../../lib/clock.ts';
import { setupTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/factories.ts';
import { createPlanWithSessions } from '../../test/factories-plans.ts';

// Issue 16, items 6-8: Today follows the reader's calendar (decision 101).
const ctx = setupTestApp();
const db = () => ctx.database.db;

type Headers = Record<string, string>;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 10:00 in New York on Tuesday 24 November 2026. */
const NOV_24 = Date.parse('2026-11-24T15:00:00Z');

function at(ms: number) {
  setClock(() => new Date(ms));
}

afterEach(() => setClock());

async function today(headers: Headers): Promise<TodayReading> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/readings/today', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function post(url: string, headers: Headers, payload?: object) {
  return ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
}

/** A New York reader who starts a five-day plan on 24 November. */
async function readerOnPlan(days = 5) {
  at(NOV_24);
  const reader = await signedInUser(db(), { timeZone: 'America/New_York' });
  const { plan } = await createPlanWithSessions(db(), {
    title: 'Five Psalms',
    isPublic: true,
    sessions: Array.from({ length: days }, (_, i) => ({ reference: `Psalms ${i + 1}` })),
  });
  const res = await post(`/api/plans/${plan.id}/activate`, reader.headers);
  expect(res.statusCode, res.body).toBe(200);
  return { ...reader, plan };
}

/** A reflection saved at the clock's time on the reading (as the reflection panel does). */
async function reflect(userId: string, reading: TodayReading, ms: number) {
  await db()
    .insert(journalEntries)
    .values({
      userId,
      readingId: reading.id,
      planId: reading.planId,
      planTitle: reading.planTitle,
      day: reading.day,
      content: 'A thought',
      title: `Bible Reading - ${reading.reference}`,
      reference: reading.reference,
      readDate: reading.readDate,
      createdAt: new Date(ms),
      updatedAt: new Date(ms),
    });
}

describe('Today follows the calendar', () => {
  it('the day after a reflection opens the next day, dated that day, with a "moved on" note', async () => {
    const { user, headers } = await readerOnPlan();
    const first = await today(headers);
    expect(first).toMatchObject({ day: 1, readDate: '2026-11-24', movedOn: null, daysBehind: 0 });
    await reflect(user.id, first, NOV_24 + HOUR);

    // The same local day: the reader stays on the day they are reading.
    at(NOV_24 + 2 * HOUR);
    expect(await today(headers)).toMatchObject({ id: first.id, day: 1, movedOn: null });

    at(NOV_24 + DAY);
    const next = await today(headers);
    expect(next).toMatchObject({
      day: 2,
      reference: 'Psalms 2',
      readDate: '2026-11-25',
      today: '2026-11-25',
      movedOn: 2,
      daysBehind: 0,
    });
    // The note stays for the day; the reading stays the same.
    expect(await today(headers)).toMatchObject({ id: next.id, day: 2, movedOn: 2 });
    const overview = await ctx.app.inject({ method: 'GET', url: '/api/plans', headers });
    expect(overview.json().userPlans[0].currentDay).toBe(2);

    // A day later without finishing day 2: a new session of day 2, one day behind.
    at(NOV_24 + 2 * DAY);
    const again = await today(headers);
    expect(again).toMatchObject({ day: 2, readDate: '2026-11-26', movedOn: null, daysBehind: 1 });
    expect(again.id).not.toBe(next.id);
  });

  it('local midnight, not UTC midnight, starts the reader’s new day', async () => {
    const { user, headers } = await readerOnPlan();
    const first = await today(headers);
    await reflect(user.id, first, NOV_24 + HOUR);
    // 23:30 in New York is already the 25th in UTC.
    at(Date.parse('2026-11-25T04:30:00Z'));
    expect(await today(headers)).toMatchObject({ day: 1, readDate: '2026-11-24' });
    at(Date.parse('2026-11-25T05:30:00Z'));
    expect(await today(headers)).toMatchObject({ day: 2, readDate: '2026-11-25', movedOn: 2 });
  });

  it('four days later without reading: still day 1, a new session dated today, 4 days behind', async () => {
    const { headers } = await readerOnPlan();
    const first = await today(headers);
    at(NOV_24 + 4 * DAY);
    const later = await today(headers);
    expect(later).toMatchObject({ day: 1, readDate: '2026-11-28', movedOn: null, daysBehind: 4 });
    expect(later.id).not.toBe(first.id);
  });

  it('“Start from today” keeps the day and progress and clears the lag; a stale day answers 409', async () => {
    const { headers } = await readerOnPlan();
    await today(headers);
    at(NOV_24 + 4 * DAY);
    expect((await today(headers)).daysBehind).toBe(4);

    const stale = await post('/api/readings/start-from-today', headers, { fromDay: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This plan has moved on in another window. Showing the current day.',
    );
    const res = await post('/api/readings/start-from-today', headers, { fromDay: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ day: 1, readDate: '2026-11-28', daysBehind: 0 });
    at(NOV_24 + 5 * DAY);
    expect(await today(headers)).toMatchObject({ day: 1, daysBehind: 1 });
  });

  it('a reader who missed days moves on one day, never past a day they have not read', async () => {
    const { user, headers } = await readerOnPlan(10);
    const first = await today(headers);
    await reflect(user.id, first, NOV_24 + HOUR);
    at(NOV_24 + 4 * DAY);
    expect(await today(headers)).toMatchObject({ day: 2, movedOn: 2, daysBehind: 3 });
    at(NOV_24 + 5 * DAY);
    expect(await today(headers)).toMatchObject({ day: 2, movedOn: null, daysBehind: 4 });
  });

  it('Next pressed on an earlier day counts as finishing it; Previous on the new day is kept', async () => {
    const { headers } = await readerOnPlan();
    await today(headers);
    expect((await post('/api/plans/advance', headers, { fromDay: 1 })).statusCode).toBe(200);
    await today(headers);
    expect((await post('/api/plans/previous', headers, { fromDay: 2 })).statusCode).toBe(200);
    expect(await today(headers)).toMatchObject({ day: 1 });

    at(NOV_24 + DAY);
    expect(await today(headers)).toMatchObject({ day: 2, movedOn: 2 });
    // The reader goes back on purpose: Today does not move them on again that day.
    expect((await post('/api/plans/previous', headers, { fromDay: 2 })).statusCode).toBe(200);
    expect(await today(headers)).toMatchObject({ day: 1, movedOn: null });
  });

  it('never moves on past the last day (Complete stays the reader’s choice)', async () => {
    const { user, headers } = await readerOnPlan(1);
    const only = await today(headers);
    await reflect(user.id, only, NOV_24 + HOUR);
    at(NOV_24 + DAY);
    expect(await today(headers)).toMatchObject({ day: 1, movedOn: null, daysBehind: 0 });
  });

  it('a reflection from an earlier run of the plan does not move a reader who studies it again', async () => {
    const { user, headers, plan } = await readerOnPlan(2);
    const first = await today(headers);
    await reflect(user.id, first, NOV_24 + HOUR);
    expect((await post('/api/plans/advance', headers, { fromDay: 1 })).statusCode).toBe(200);
    expect((await post('/api/plans/complete', headers, { fromDay: 2 })).statusCode).toBe(200);
    at(NOV_24 + 2 * DAY);
    expect((await post(`/api/plans/${plan.id}/activate`, headers)).statusCode).toBe(200);
    await today(headers);
    at(NOV_24 + 3 * DAY);
    expect(await today(headers)).toMatchObject({ day: 1, movedOn: null, daysBehind: 1 });
  });
});

describe('start where you are (decision 159)', () => {
  it('starts a plan at a chosen day, shown on Today and not behind; catch-up counts from there', async () => {
    at(NOV_24);
    const reader = await signedInUser(db(), { timeZone: 'America/New_York' });
    const { plan } = await createPlanWithSessions(db(), {
      isPublic: true,
      sessions: Array.from({ length: 20 }, (_, i) => ({ reference: `Psalms ${i + 1}` })),
    });
    const res = await post(`/api/plans/${plan.id}/activate`, reader.headers, { startDay: 12 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plan.currentDay).toBe(12);
    expect(await today(reader.headers)).toMatchObject({ day: 12, daysBehind: 0 });
    // Three days later, nothing read: three days behind day 15 of the schedule.
    at(NOV_24 + 3 * DAY);
    expect(await today(reader.headers)).toMatchObject({ day: 12, daysBehind: 3 });
  });

  it('moves an active plan to a day chosen from its schedule, re-basing the schedule', async () => {
    const { headers, plan } = await readerOnPlan(10);
    at(NOV_24 + 2 * DAY);
    expect((await today(headers)).daysBehind).toBe(2);
    const res = await post(`/api/plans/${plan.id}/day`, headers, { day: 7, fromDay: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().currentDay).toBe(7);
    expect(await today(headers)).toMatchObject({ day: 7, daysBehind: 0, movedOn: null });
    // A window that still shows day 1.
    const stale = await post(`/api/plans/${plan.id}/day`, headers, { day: 3, fromDay: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await today(headers)).day).toBe(7);
  });

  it('refuses a day outside the plan, a malformed day, and a plan not started, with readable messages', async () => {
    const { headers, plan } = await readerOnPlan(5);
    let res = await post(`/api/plans/${plan.id}/day`, headers, { day: 6 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'day_out_of_range',
      message: '"Five Psalms" has 5 days: choose a day from 1 to 5.',
    });
    res = await post(`/api/plans/${plan.id}/day`, headers, { day: 'two' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Choose a day by its number');
    res = await post(`/api/plans/${plan.id}/activate`, headers, { startDay: 0 });
    expect(res.statusCode).toBe(400);
    res = await post(`/api/plans/${plan.id}/activate`, headers, { startDay: 9 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('day_out_of_range');
    const { plan: other } = await createPlanWithSessions(db(), {
      title: 'Not Started',
      isPublic: true,
      sessions: Array.from({ length: 7 }, (_, i) => ({ reference: `Psalms ${i + 1}` })),
    });
    res = await post(`/api/plans/${other.id}/day`, headers, { day: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'plan_not_active',
      message: 'Start "Not Started" before choosing a day to read.',
    });
  });

  it("answers 404 for another reader's private plan and 401 without a session", async () => {
    const { headers } = await readerOnPlan(5);
    const owner = await signedInUser(db());
    const { plan } = await createPlanWithSessions(db(), {
      ownerId: owner.user.id,
      isPublic: false,
      sessions: Array.from({ length: 7 }, (_, i) => ({ reference: `Psalms ${i + 1}` })),
    });
    expect((await post(`/api/plans/${plan.id}/day`, headers, { day: 2 })).statusCode).toBe(404);
    const anon = await ctx.app.inject({
      method: 'POST',
      url: `/api/plans/${plan.id}/day`,
      payload: { day: 2 },
    });
    expect(anon.statusCode).toBe(401);
  });
});
