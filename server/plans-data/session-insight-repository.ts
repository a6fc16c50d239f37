import { and, eq } from 'drizzle-orm';
import { parsePlanSessionInsight, type PlanSessionInsight } from '../db/plan-session-insight.ts';
import { planSessions } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';

/** The curated insight of a plan session, or null. */
export async function findSessionInsight(
  db: Executor,
  planId: number,
  day: number,
): Promise<PlanSessionInsight | null> {
  const [row] = await db
    .select({ insight: planSessions.insight })
    .from(planSessions)
    .where(and(eq(planSessions.planId, planId), eq(planSessions.day, day)))
    .limit(1);
  return parsePlanSessionInsight(row?.insight ?? null);
}
