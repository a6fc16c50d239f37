import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { parsePlanSessionInsight, type PlanSessionInsight } from '../db/plan-session-insight.ts';
import { userPlans } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';

// The reader's active plan day as Today reads and moves it (decision 104): the plans tables
// seen from the readings feature.

/** The reader's active plan day, with the reading row of that day on the given local date when it exists. */
export interface ActivePlanDay {
  planId: number;
  planTitle: string;
  planType: 'daily' | 'session';
  userPlanId: number;
  /** user_plans.current_day (may be past the last session; `day` is the session shown). */
  currentDay: number;
  startedAt: Date;
  scheduleStart: string | null;
  daySetOn: string | null;
  movedOn: string | null;
  day: number;
  reference: string;
  description: string;
  /** The plan session's curated insight, or null. */
  insight: PlanSessionInsight | null;
  totalDays: number;
  readingId: number | null;
  readingReference: string | null;
  readingPlanTitle: string | null;
  readDate: string | null;
  /**
   * The evidence that the current day was finished in this run of the plan (decision 101), looked
   * up only when the plan could move on today (null otherwise): the earliest reflection on it,
   * and the earliest local date of a session of the following day.
   */
  firstReflectionAt: Date | null;
  firstNextDate: string | null;
}

/**
 * The plan is on the session it shows, short of its last day, and was not set on today: only
 * then can Today move it on, so only then is the evidence of a finished day looked up.
 */
function mayMoveOn(today: string): SQL {
  return sql`(s.day = up.current_day and up.current_day < p.session_count
    and (up.day_set_on is null or up.day_set_on < ${today}::date))`;
}

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer raw queries with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The most recently activated, not completed, active plan of the reader and its session for
 * the current day (the nearest earlier one when the day is past the last session), with the
 * reading of that day on `today`, in one round trip of index lookups: the plan's day count is
 * stored on the plan (decision 133), and the evidence that the current day was finished is read
 * only when the plan could move on today. Casts keep the row shapes the same on node-postgres
 * and PGlite.
 */
export async function findActivePlanDay(
  db: Executor,
  userId: string,
  today: string,
): Promise<ActivePlanDay | null> {
  const [row] = await rows<
    Omit<ActivePlanDay, 'startedAt' | 'insight' | 'firstReflectionAt'> & {
      startedAt: string | Date;
      insight: unknown;
      firstReflectionAt: string | Date | null;
    }
  >(
    db,
    sql`
      select p.id as "planId", p.title as "planTitle", p.plan_type as "planType",
             up.id as "userPlanId", up.current_day as "currentDay", up.started_at as "startedAt",
             up.schedule_start::text as "scheduleStart", up.day_set_on::text as "daySetOn",
             up.moved_on::text as "movedOn",
             s.day, s.reference, s.description, s.insight, p.session_count as "totalDays",
             r.id as "readingId", r.reference as "readingReference",
             r.plan_title as "readingPlanTitle", r.read_date::text as "readDate",
             case when ${mayMoveOn(today)} then (
               select min(je.created_at) from journal_entries je
               where je.user_id = up.user_id and je.plan_id = up.plan_id
                 and je.day = up.current_day and je.created_at >= up.started_at
             ) end as "firstReflectionAt",
             case when ${mayMoveOn(today)} then (
               select min(rn.read_date)::text from readings rn
               where rn.user_id = up.user_id and rn.plan_id = up.plan_id
                 and rn.day = up.current_day + 1 and rn.created_at >= up.started_at
             ) end as "firstNextDate"
      from user_plans up
      join plans p on p.id = up.plan_id
      join lateral (
        (select ps.day, ps.reference, ps.description, ps.insight from plan_sessions ps
          where ps.plan_id = up.plan_id and ps.day <= up.current_day
          order by ps.day desc limit 1)
        union all
        (select ps.day, ps.reference, ps.description, ps.insight from plan_sessions ps
          where ps.plan_id = up.plan_id and ps.day > up.current_day
          order by ps.day limit 1)
        limit 1
      ) s on true
      left join readings r on r.user_id = up.user_id and r.plan_id = up.plan_id and r.day = s.day
        and r.read_date = ${today}::date
      where up.user_id = ${userId} and up.is_active and up.completed_at is null
      order by up.activated_at desc, up.id desc
      limit 1`,
  );
  if (!row) return null;
  return {
    ...row,
    startedAt: new Date(row.startedAt),
    insight: parsePlanSessionInsight(row.insight),
    firstReflectionAt: row.firstReflectionAt ? new Date(row.firstReflectionAt) : null,
  };
}

/**
 * Moves the plan on from `fromDay` to the next day as of `today`, unless something moved it
 * already (another request, or the reader today); false when it did not move.
 */
export async function moveOn(
  db: Executor,
  userPlanId: number,
  fromDay: number,
  today: string,
): Promise<boolean> {
  const moved = await db
    .update(userPlans)
    .set({ currentDay: fromDay + 1, daySetOn: today, movedOn: today })
    .where(
      and(
        eq(userPlans.id, userPlanId),
        eq(userPlans.currentDay, fromDay),
        eq(userPlans.isActive, true),
        isNull(userPlans.completedAt),
        or(isNull(userPlans.daySetOn), lt(userPlans.daySetOn, today)),
      ),
    )
    .returning({ id: userPlans.id });
  return moved.length > 0;
}

/**
 * Sets the local date of day 1 of the plan's daily schedule; with `onlyIfUnset` it only fills a
 * missing one, with `fromDay` only while the plan is on that day. False when nothing changed.
 */
export async function setScheduleStart(
  db: Executor,
  userPlanId: number,
  scheduleStart: string,
  opts: { onlyIfUnset?: boolean; fromDay?: number | undefined } = {},
): Promise<boolean> {
  const changed = await db
    .update(userPlans)
    .set({ scheduleStart })
    .where(
      and(
        eq(userPlans.id, userPlanId),
        opts.onlyIfUnset ? isNull(userPlans.scheduleStart) : undefined,
        opts.fromDay === undefined ? undefined : eq(userPlans.currentDay, opts.fromDay),
      ),
    )
    .returning({ id: userPlans.id });
  return changed.length > 0;
}
