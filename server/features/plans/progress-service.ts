import { TIER_RULES } from '@contract/membership.ts';
import { PLAN_MOVED_ON_MESSAGE, type ActivatePlanResult, type UserPlan } from '@contract/plans.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction, type Executor } from '../../db/transaction.ts';
import { badRequest, conflict, notFound, type AppError } from '../../errors.ts';
import { addDays, localDate } from '../../lib/calendar.ts';
import { recordReadingDay } from '../../users/reading-days.ts';
import type { UserRow } from '../../users/users.ts';
import { now } from './clock.ts';
import { shapeOne } from './plan-shape.ts';
import * as repo from './repository.ts';

/**
 * POST /api/plans/{id}/activate (decision 010): starts or resumes the plan and makes it
 * Today's plan. At the tier's active limit the least recently activated plans are paused
 * (progress kept) instead of refusing; a completed plan starts again at day 1 (Study Again),
 * its earlier completions kept in plan_completions (decision 124).
 */
export async function activatePlan(
  db: Db,
  user: UserRow,
  planId: number,
  options: { startDay?: number | undefined } = {},
): Promise<ActivatePlanResult> {
  const plan = await repo.findVisiblePlan(db, planId, user.id);
  if (!plan) throw notFound('Reading plan not found', 'plan_not_found');
  const { startDay } = options;
  if (startDay !== undefined)
    assertDayInPlan(plan.title, startDay, await repo.sessionCount(db, plan.id));
  const maxActive = TIER_RULES[user.membershipTier].maxActivePlans;
  const today = localDate(user.timeZone, now());
  const { row, paused } = await withTransaction(db, async (tx) => {
    await repo.lockReader(tx, user.id);
    const active = await repo.activePlans(tx, user.id);
    const existing = await repo.findUserPlan(tx, user.id, plan.id);
    const others = active.filter((a) => a.plan.id !== plan.id);
    const toPause = others.slice(Math.max(0, maxActive - 1));
    await repo.deactivateUserPlans(
      tx,
      toPause.map((p) => p.userPlan.id),
    );
    // Strictly later than every other active plan, so "most recently activated" is never a tie.
    const latest = Math.max(0, ...others.map((a) => a.userPlan.activatedAt.getTime() + 1));
    const at = new Date(Math.max(now().getTime(), latest));
    // Starting, starting again or resuming a paused plan puts it on a fresh daily schedule from
    // today: a pause is the reader's choice, not days missed (decision 101).
    const fresh = (day: number) => ({
      scheduleStart: addDays(today, -(day - 1)),
      daySetOn: today,
      movedOn: null,
    });
    let row: repo.UserPlanRow;
    if (!existing) {
      row = await repo.insertUserPlan(tx, {
        userId: user.id,
        planId: plan.id,
        isActive: true,
        currentDay: startDay ?? 1,
        startedAt: at,
        activatedAt: at,
        ...fresh(startDay ?? 1),
      });
    } else if (existing.completedAt) {
      row = await repo.updateUserPlan(tx, existing.id, {
        isActive: true,
        currentDay: startDay ?? 1,
        completedAt: null,
        startedAt: at,
        activatedAt: at,
        ...fresh(startDay ?? 1),
      });
    } else if (!existing.isActive) {
      const day = startDay ?? existing.currentDay;
      row = await repo.updateUserPlan(tx, existing.id, {
        isActive: true,
        activatedAt: at,
        currentDay: day,
        ...fresh(day),
      });
    } else if (startDay !== undefined && startDay !== existing.currentDay) {
      row = await repo.updateUserPlan(tx, existing.id, {
        isActive: true,
        activatedAt: at,
        currentDay: startDay,
        ...fresh(startDay),
      });
    } else {
      row = await repo.updateUserPlan(tx, existing.id, { isActive: true, activatedAt: at });
    }
    if (!existing?.isActive) {
      const what = existing?.completedAt
        ? `Started "${plan.title}" again`
        : `Activated the plan "${plan.title}"`;
      await repo.recordActivity(tx, user.id, 'plan_activated', what, at);
    }
    return { row, paused: toPause.map((p) => ({ id: p.plan.id, title: p.plan.title })) };
  });
  return { plan: await shapeOne(db, plan, row), paused };
}

/** 400 'day_out_of_range' unless `day` is a day of the plan. */
function assertDayInPlan(title: string, day: number, sessions: number): void {
  if (day >= 1 && day <= sessions) return;
  throw badRequest(
    `"${title}" has ${sessions} ${sessions === 1 ? 'day' : 'days'}: choose a day from 1 to ${sessions}.`,
    'day_out_of_range',
  );
}

/**
 * POST /api/plans/{id}/day (decision 159): moves one of the reader's active plans to a chosen
 * day, from its schedule. The day counts as set today and the schedule is re-based so the reader
 * is not behind (decision 101); with `fromDay`, a window showing another day gets 409.
 */
export async function moveToDay(
  db: Db,
  user: UserRow,
  planId: number,
  req: { day: number; fromDay?: number | undefined },
): Promise<UserPlan> {
  const plan = await repo.findVisiblePlan(db, planId, user.id);
  if (!plan) throw notFound('Reading plan not found', 'plan_not_found');
  const existing = await repo.findUserPlan(db, user.id, plan.id);
  if (!existing || !existing.isActive || existing.completedAt) {
    if (req.fromDay !== undefined && existing) throw movedOn();
    throw badRequest(`Start "${plan.title}" before choosing a day to read.`, 'plan_not_active');
  }
  assertDayInPlan(plan.title, req.day, await repo.sessionCount(db, plan.id));
  const today = localDate(user.timeZone, now());
  const row = await repo.setDay(db, existing.id, req.day, {
    fromDay: req.fromDay,
    today,
    scheduleStart: addDays(today, -(req.day - 1)),
  });
  if (!row) throw movedOn();
  return shapeOne(db, plan, row);
}

async function currentPlan(db: Db, user: UserRow, fromDay?: number) {
  const [current] = await repo.activePlans(db, user.id);
  // A window that still shows a plan finished (or left) elsewhere: the plan moved on.
  if (!current && fromDay !== undefined) throw movedOn();
  if (!current) throw notFound('No active reading plan', 'no_active_plan');
  return { ...current, sessions: await repo.sessionCount(db, current.plan.id) };
}

/** The day a move starts from (decision 101): omitted by old clients. */
export interface MoveRequest {
  fromDay?: number | undefined;
}

const movedOn = () => conflict(PLAN_MOVED_ON_MESSAGE, 'plan_moved_on');

/**
 * A move that changed nothing: 409 when the plan is no longer on the day the caller moved from
 * (another window moved it first), else the caller's rule error.
 */
async function refusal(
  db: Executor,
  userPlanId: number,
  fromDay: number | undefined,
  otherwise: () => AppError,
): Promise<AppError> {
  if (fromDay === undefined) return otherwise();
  const latest = await repo.findUserPlanById(db, userPlanId);
  if (!latest || latest.currentDay !== fromDay || latest.completedAt || !latest.isActive)
    return movedOn();
  return otherwise();
}

/**
 * POST /api/plans/advance: the next day of Today's plan; counts as a reading day. Idempotent
 * with `fromDay`: a second Next from the same day answers 409 instead of skipping a day.
 */
export async function advance(db: Db, user: UserRow, req: MoveRequest = {}): Promise<UserPlan> {
  const { plan, userPlan, sessions } = await currentPlan(db, user, req.fromDay);
  const at = now();
  const row = await repo.advanceDay(db, userPlan.id, sessions, {
    fromDay: req.fromDay,
    today: localDate(user.timeZone, at),
  });
  if (!row) {
    throw await refusal(db, userPlan.id, req.fromDay, () =>
      badRequest(
        `You are on the last day of "${plan.title}". Complete the plan to finish it.`,
        'last_day',
      ),
    );
  }
  await recordReadingDay(db, user.id, user.timeZone, at);
  return shapeOne(db, plan, row);
}

/** POST /api/plans/previous: back one day of Today's plan, never below day 1; 409 from a stale day. */
export async function previous(db: Db, user: UserRow, req: MoveRequest = {}): Promise<UserPlan> {
  const { plan, userPlan } = await currentPlan(db, user, req.fromDay);
  const row = await repo.previousDay(db, userPlan.id, {
    fromDay: req.fromDay,
    today: localDate(user.timeZone, now()),
  });
  if (!row) {
    throw await refusal(db, userPlan.id, req.fromDay, () =>
      badRequest('Already on the first day', 'first_day'),
    );
  }
  return shapeOne(db, plan, row);
}

/** POST /api/plans/complete: finishes Today's plan on its last day; counts as a reading day. */
export async function complete(db: Db, user: UserRow, req: MoveRequest = {}): Promise<UserPlan> {
  const { plan, userPlan, sessions } = await currentPlan(db, user, req.fromDay);
  const at = now();
  const row = await withTransaction(db, async (tx) => {
    const done = await repo.completeUserPlan(tx, userPlan.id, sessions, at, req.fromDay);
    if (!done) {
      throw await refusal(tx, userPlan.id, req.fromDay, () =>
        badRequest(
          `You can complete "${plan.title}" on its last day: you are on day ${userPlan.currentDay} of ${sessions}.`,
          'not_last_day',
        ),
      );
    }
    await repo.recordCompletion(tx, user.id, plan.id, at);
    await repo.recordActivity(
      tx,
      user.id,
      'plan_completed',
      `Completed the plan "${plan.title}"`,
      at,
    );
    return done;
  });
  await recordReadingDay(db, user.id, user.timeZone, at);
  return shapeOne(db, plan, row);
}

/** POST /api/plans/{id}/rate: 1-5 stars on a completed plan, stored × 10. */
export async function ratePlan(
  db: Db,
  user: UserRow,
  planId: number,
  stars: number,
): Promise<{ rating: number }> {
  const plan = await repo.findVisiblePlan(db, planId, user.id);
  if (!plan) throw notFound('Reading plan not found', 'plan_not_found');
  const row = await repo.rateUserPlan(db, user.id, plan.id, stars * 10);
  if (!row) throw badRequest('You can rate a plan after completing it', 'not_completed');
  return { rating: row.rating ?? stars * 10 };
}
