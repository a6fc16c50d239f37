import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { planSessions, plans, userPlans } from '../db/schema/index.ts';

// The plans a reader wrote and the plans they followed, whole, as the account export gives them.

/** Plans the reader created (deleted ones included: they wrote them), with their sessions. */
export async function listCreatedPlans(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.ownerId, userId))
    .orderBy(asc(plans.id));
  if (rows.length === 0) return [];
  const sessions = await db
    .select()
    .from(planSessions)
    .where(
      inArray(
        planSessions.planId,
        rows.map((p) => p.id),
      ),
    )
    .orderBy(asc(planSessions.planId), asc(planSessions.day));
  return rows.map((p) => ({ plan: p, sessions: sessions.filter((s) => s.planId === p.id) }));
}

/** The reader's progress on every plan they have used, with the plan's title. */
export async function listPlanProgress(db: Db, userId: string) {
  return db
    .select({
      planId: userPlans.planId,
      planTitle: plans.title,
      isActive: userPlans.isActive,
      currentDay: userPlans.currentDay,
      startedAt: userPlans.startedAt,
      activatedAt: userPlans.activatedAt,
      completedAt: userPlans.completedAt,
      rating: userPlans.rating,
    })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(eq(userPlans.userId, userId))
    .orderBy(asc(userPlans.id));
}
