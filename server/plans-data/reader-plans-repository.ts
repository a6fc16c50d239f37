import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { planSessions, plans, userPlans } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';

// The plans a reader wrote and the plans they followed, whole, as the account export gives them,
// and what becomes of the plans they wrote when their account is deleted.

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

/** What deleting an account did to the plans the reader had created. */
export interface DeletedAccountPlans {
  /** Plans other readers use: kept, with no owner and no author name. */
  keptPlanIds: number[];
  /** Plans only the reader used (or nobody): deleted with their sessions. */
  deletedPlanIds: number[];
}

/**
 * Lets go of the plans the reader created, inside the account deletion's transaction: the ones other
 * readers use stay, without owner or author name; the others are deleted (their sessions with them).
 */
export async function releaseOwnedPlans(
  tx: Executor,
  userId: string,
): Promise<DeletedAccountPlans> {
  const owned = (
    await tx.select({ id: plans.id }).from(plans).where(eq(plans.ownerId, userId))
  ).map((p) => p.id);
  const usedByOthers = owned.length
    ? await tx
        .selectDistinct({ planId: userPlans.planId })
        .from(userPlans)
        .where(and(inArray(userPlans.planId, owned), ne(userPlans.userId, userId)))
    : [];
  const used = new Set(usedByOthers.map((u) => u.planId));
  const keptPlanIds = owned.filter((id) => used.has(id));
  const deletedPlanIds = owned.filter((id) => !used.has(id));
  if (keptPlanIds.length) {
    await tx
      .update(plans)
      .set({ ownerId: null, authorName: null, updatedAt: sql`now()` })
      .where(inArray(plans.id, keptPlanIds));
  }
  if (deletedPlanIds.length) {
    await tx.delete(plans).where(inArray(plans.id, deletedPlanIds));
  }
  return { keptPlanIds, deletedPlanIds };
}
