import { and, asc, eq, isNull } from 'drizzle-orm';
import { parsePlanSessionInsight, type PlanSessionInsight } from '../db/plan-session-insight.ts';
import { planSessions, plans } from '../db/schema/index.ts';
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

/** One day of a plan as the insight warm-up reads it. */
export interface PlanDayToWarm {
  day: number;
  reference: string;
  title: string;
  description: string;
  /** The day's curated insight (plan_sessions.insight, read with the shared parser), if any. */
  insight: PlanSessionInsight | null;
}

/**
 * A plan and its days, for pre-generating their insights (by numeric id or slug; deleted plans
 * excluded).
 */
export async function findPlanWithSessions(db: Executor, idOrSlug: string) {
  const where = /^\d+$/.test(idOrSlug) ? eq(plans.id, Number(idOrSlug)) : eq(plans.slug, idOrSlug);
  const [plan] = await db
    .select({ id: plans.id, title: plans.title, planType: plans.planType })
    .from(plans)
    .where(and(where, isNull(plans.deletedAt)))
    .limit(1);
  if (!plan) return null;
  const sessions = await db
    .select({
      day: planSessions.day,
      reference: planSessions.reference,
      title: planSessions.title,
      description: planSessions.description,
      insight: planSessions.insight,
    })
    .from(planSessions)
    .where(eq(planSessions.planId, plan.id))
    .orderBy(asc(planSessions.day));
  const days: PlanDayToWarm[] = sessions.map((s) => ({
    ...s,
    insight: parsePlanSessionInsight(s.insight),
  }));
  return { ...plan, sessions: days };
}
