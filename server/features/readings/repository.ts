import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { planSessions, plans, readings } from '../../db/schema/index.ts';

/** The reader's active plan day, with the reading row of that day when it exists. */
export interface ActivePlanDay {
  planId: number;
  planTitle: string;
  planType: 'daily' | 'session';
  day: number;
  reference: string;
  description: string;
  /** The plan session's curated insight (jsonb, unchecked), or null. */
  insight: unknown;
  totalDays: number;
  readingId: number | null;
  readingReference: string | null;
  readingPlanTitle: string | null;
  readDate: string | null;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer raw queries with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The most recently activated, not completed, active plan of the reader and its session for
 * the current day (the nearest earlier one when the day is past the last session), in one
 * round trip. Casts keep the row shapes the same on node-postgres and PGlite.
 */
export async function findActivePlanDay(db: Db, userId: string): Promise<ActivePlanDay | null> {
  const [row] = await rows<ActivePlanDay>(
    db,
    sql`
      select p.id as "planId", p.title as "planTitle", p.plan_type as "planType",
             s.day, s.reference, s.description, s.insight, s.total::int as "totalDays",
             r.id as "readingId", r.reference as "readingReference",
             r.plan_title as "readingPlanTitle", r.read_date::text as "readDate"
      from user_plans up
      join plans p on p.id = up.plan_id
      join lateral (
        select ps.day, ps.reference, ps.description, ps.insight, count(*) over () as total
        from plan_sessions ps
        where ps.plan_id = up.plan_id
        order by (ps.day > up.current_day), abs(ps.day - up.current_day)
        limit 1
      ) s on true
      left join readings r on r.user_id = up.user_id and r.plan_id = up.plan_id and r.day = s.day
      where up.user_id = ${userId} and up.is_active and up.completed_at is null
      order by up.activated_at desc, up.id desc
      limit 1`,
  );
  return row ?? null;
}

/**
 * Creates the reading of (reader, plan, day), or refreshes its reference and plan title; the
 * id and first read date never change.
 */
export async function upsertReading(
  db: Db,
  values: {
    userId: string;
    planId: number;
    planTitle: string;
    day: number;
    reference: string;
    readDate: string;
  },
): Promise<{ id: number; readDate: string }> {
  const [row] = await db
    .insert(readings)
    .values(values)
    .onConflictDoUpdate({
      target: [readings.userId, readings.planId, readings.day],
      set: { reference: sql`excluded.reference`, planTitle: sql`excluded.plan_title` },
    })
    .returning({ id: readings.id, readDate: readings.readDate });
  return row!;
}

/** A reading the reader owns, with its plan type and its plan session's curated insight. */
export async function findOwnedReading(db: Db, userId: string, readingId: number) {
  const [row] = await db
    .select({
      id: readings.id,
      planId: readings.planId,
      planTitle: readings.planTitle,
      day: readings.day,
      reference: readings.reference,
      planType: plans.planType,
      insight: planSessions.insight,
    })
    .from(readings)
    .leftJoin(plans, eq(plans.id, readings.planId))
    .leftJoin(
      planSessions,
      and(eq(planSessions.planId, readings.planId), eq(planSessions.day, readings.day)),
    )
    .where(and(eq(readings.id, readingId), eq(readings.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The curated insight of a plan session (jsonb, unchecked), or null. */
export async function findSessionInsight(db: Db, planId: number, day: number): Promise<unknown> {
  const [row] = await db
    .select({ insight: planSessions.insight })
    .from(planSessions)
    .where(and(eq(planSessions.planId, planId), eq(planSessions.day, day)))
    .limit(1);
  return row?.insight ?? null;
}
