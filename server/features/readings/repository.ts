import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { readings } from '../../db/schema/index.ts';

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
