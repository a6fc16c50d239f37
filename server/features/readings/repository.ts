import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readings } from '../../db/schema/index.ts';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer raw queries with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** When the reader first finished a plan day in this run of the plan (decision 101). */
export interface DayFinished {
  /** Earliest reflection on the day saved since the plan (re)started. */
  firstReflectionAt: Date | null;
  /** Earliest local date they were on the following day (they pressed Next from this one). */
  firstNextDate: string | null;
}

/** The evidence that a plan day was finished: a reflection on it, or a session of the day after. */
export async function findDayFinished(
  db: Db,
  q: { userId: string; planId: number; day: number; since: Date },
): Promise<DayFinished> {
  const [row] = await rows<{
    firstReflectionAt: string | Date | null;
    firstNextDate: string | null;
  }>(
    db,
    sql`
      select
        (select min(je.created_at) from journal_entries je
          where je.user_id = ${q.userId} and je.plan_id = ${q.planId} and je.day = ${q.day}
            and je.created_at >= ${q.since.toISOString()}::timestamptz) as "firstReflectionAt",
        (select min(r.read_date)::text from readings r
          where r.user_id = ${q.userId} and r.plan_id = ${q.planId} and r.day = ${q.day + 1}
            and r.created_at >= ${q.since.toISOString()}::timestamptz) as "firstNextDate"`,
  );
  return {
    firstReflectionAt: row?.firstReflectionAt ? new Date(row.firstReflectionAt) : null,
    firstNextDate: row?.firstNextDate ?? null,
  };
}

/**
 * Creates the reading of (reader, plan, day, local date), or refreshes its reference and plan
 * title; the id never changes for that date.
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
    createdAt: Date;
  },
): Promise<{ id: number; readDate: string }> {
  const [row] = await db
    .insert(readings)
    .values(values)
    .onConflictDoUpdate({
      target: [readings.userId, readings.planId, readings.day, readings.readDate],
      set: { reference: sql`excluded.reference`, planTitle: sql`excluded.plan_title` },
    })
    .returning({ id: readings.id, readDate: readings.readDate });
  return row!;
}
