import { and, eq } from 'drizzle-orm';
import { parsePlanSessionInsight, type PlanSessionInsight } from '../db/plan-session-insight.ts';
import { readings } from '../db/schema/index.ts';
import { planDayInsights, planTypes } from '../plans-data/plan-columns-repository.ts';
import type { Executor } from '../db/transaction.ts';

// A reading as the readings and journal features look it up by id (decision 104).

/** A reading the reader owns, with its plan type and its plan session's curated insight. */
export interface OwnedReading {
  id: number;
  planId: number | null;
  planTitle: string | null;
  day: number;
  reference: string;
  readDate: string;
  /** The plan's type, or null when the plan is gone. */
  planType: 'daily' | 'session' | null;
  insight: PlanSessionInsight | null;
}

/** A reading the reader owns, or null (also for another reader's reading). */
export async function findOwnedReading(
  db: Executor,
  userId: string,
  readingId: number,
): Promise<OwnedReading | null> {
  const [row] = await db
    .select({
      id: readings.id,
      planId: readings.planId,
      planTitle: readings.planTitle,
      day: readings.day,
      reference: readings.reference,
      readDate: readings.readDate,
      planType: planTypes.planType,
      insight: planDayInsights.insight,
    })
    .from(readings)
    .leftJoin(planTypes, eq(planTypes.id, readings.planId))
    .leftJoin(
      planDayInsights,
      and(eq(planDayInsights.planId, readings.planId), eq(planDayInsights.day, readings.day)),
    )
    .where(and(eq(readings.id, readingId), eq(readings.userId, userId)))
    .limit(1);
  return row ? { ...row, insight: parsePlanSessionInsight(row.insight) } : null;
}
