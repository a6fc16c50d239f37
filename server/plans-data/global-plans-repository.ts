import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { planSessions, plans, userPlans } from '../db/schema/index.ts';
import type { Executor, Tx } from '../db/transaction.ts';

// The global plans (no owner: curated and written in the admin area) as the admin area reads and
// writes them (decision 121, finishing decision 104's move). Writes take the caller's transaction,
// so the admin feature can record its audit entries in the same one.

export type PlanRow = typeof plans.$inferSelect;
export type PlanSessionRow = typeof planSessions.$inferSelect;
export type NewPlanSession = Omit<typeof planSessions.$inferInsert, 'id' | 'planId'>;
export type PlanValues = Pick<PlanRow, 'title' | 'description' | 'type' | 'planType'>;

/** Global plans are the ones without an owner: curated (seeded) and written in the admin area. */
const isGlobal = and(isNull(plans.ownerId), isNull(plans.deletedAt));

export interface GlobalPlanData {
  plan: PlanRow;
  sessions: PlanSessionRow[];
  userCount: number;
}

async function withDetails(db: Executor, rows: PlanRow[]): Promise<GlobalPlanData[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const sessionRows = await db
    .select()
    .from(planSessions)
    .where(inArray(planSessions.planId, ids))
    .orderBy(planSessions.planId, planSessions.day);
  const counts = await db
    .select({ planId: userPlans.planId, n: count() })
    .from(userPlans)
    .where(inArray(userPlans.planId, ids))
    .groupBy(userPlans.planId);
  const bySession = new Map<number, PlanSessionRow[]>();
  for (const s of sessionRows) {
    const list = bySession.get(s.planId) ?? [];
    list.push(s);
    bySession.set(s.planId, list);
  }
  const userCounts = new Map(counts.map((c) => [c.planId, c.n]));
  return rows.map((plan) => ({
    plan,
    sessions: bySession.get(plan.id) ?? [],
    userCount: userCounts.get(plan.id) ?? 0,
  }));
}

/** Every non-deleted global plan with its sessions and reader count, newest first. */
export async function listGlobalPlans(db: Executor): Promise<GlobalPlanData[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(isGlobal)
    .orderBy(desc(plans.createdAt), desc(plans.id));
  return withDetails(db, rows);
}

/** One non-deleted global plan with its sessions and reader count. */
export async function findGlobalPlan(
  db: Executor,
  id: number,
): Promise<GlobalPlanData | undefined> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), isGlobal))
    .limit(1);
  const [found] = await withDetails(db, rows);
  return found;
}

/** Inserts a global plan (public, not featured, not curated) and its sessions. */
export async function insertGlobalPlan(
  tx: Tx,
  values: PlanValues & { authorName: string },
  sessionValues: NewPlanSession[],
): Promise<PlanRow> {
  const [plan] = await tx
    .insert(plans)
    .values({ ...values, ownerId: null, isCurated: false, isPublic: true, isFeatured: false })
    .returning();
  await tx.insert(planSessions).values(sessionValues.map((s) => ({ ...s, planId: plan!.id })));
  return plan!;
}

/** A global plan and its sessions in day order, the plan row locked until the transaction ends. */
export async function lockGlobalPlan(
  tx: Tx,
  id: number,
): Promise<{ plan: PlanRow; sessions: PlanSessionRow[] } | undefined> {
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), isGlobal))
    .for('update');
  if (!plan) return undefined;
  const sessions = await tx
    .select()
    .from(planSessions)
    .where(eq(planSessions.planId, id))
    .orderBy(planSessions.day);
  return { plan, sessions };
}

/** Replaces a plan's fields and all its sessions. */
export async function replacePlan(
  tx: Tx,
  id: number,
  values: PlanValues,
  sessionValues: NewPlanSession[],
): Promise<void> {
  await tx
    .update(plans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(plans.id, id));
  await tx.delete(planSessions).where(eq(planSessions.planId, id));
  await tx.insert(planSessions).values(sessionValues.map((s) => ({ ...s, planId: id })));
}

/** Features or unfeatures a global plan; undefined when there is no such plan. */
export async function setGlobalPlanFeatured(
  db: Executor,
  id: number,
  isFeatured: boolean,
): Promise<PlanRow | undefined> {
  const [plan] = await db
    .update(plans)
    .set({ isFeatured, updatedAt: sql`now()` })
    .where(and(eq(plans.id, id), isGlobal))
    .returning();
  return plan;
}

/**
 * Soft-deletes a global plan: hidden everywhere, unfeatured, and no longer anyone's active plan.
 * Returns the plan and the readers whose active plan it was; undefined when there is no such plan.
 */
export async function softDeleteGlobalPlan(
  tx: Tx,
  id: number,
): Promise<{ plan: PlanRow; readerIds: string[] } | undefined> {
  const [plan] = await tx
    .update(plans)
    .set({ deletedAt: sql`now()`, isPublic: false, isFeatured: false, updatedAt: sql`now()` })
    .where(and(eq(plans.id, id), isGlobal))
    .returning();
  if (!plan) return undefined;
  const affected = await tx
    .update(userPlans)
    .set({ isActive: false })
    .where(and(eq(userPlans.planId, id), eq(userPlans.isActive, true)))
    .returning({ userId: userPlans.userId });
  return { plan, readerIds: affected.map((a) => a.userId) };
}
