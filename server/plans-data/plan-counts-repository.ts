import { and, count, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import { plans, userPlans } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';

// Counts over the plans tables that the reader's profile, allowance and plan creation share
// (decision 104): one query each, so the same question always gets the same answer.

/**
 * Custom plans the reader created since `since` (the start of the month, for the monthly
 * allowance); deleted ones count too, so deleting a plan does not refill the allowance.
 */
export async function countCustomPlansCreatedSince(
  db: Executor,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(plans)
    .where(and(eq(plans.ownerId, userId), eq(plans.isCurated, false), gte(plans.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Every plan the reader ever created, deleted ones included. */
export async function countPlansOwnedBy(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(plans).where(eq(plans.ownerId, userId));
  return Number(row?.n ?? 0);
}

/** The reader's plans that are active and not completed. */
export async function countActivePlans(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userPlans)
    .where(
      and(
        eq(userPlans.userId, userId),
        eq(userPlans.isActive, true),
        isNull(userPlans.completedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Readers' plans that are not deleted (the admin dashboard's Total Plans Created). */
export async function countReaderPlans(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(plans)
    .where(and(isNotNull(plans.ownerId), isNull(plans.deletedAt)));
  return Number(row?.n ?? 0);
}

/** Plans created per owner, deleted ones included, for the given users only (plans_owner_idx). */
export async function countPlansOwnedByEach(
  db: Executor,
  userIds: string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: plans.ownerId, n: count() })
    .from(plans)
    .where(inArray(plans.ownerId, userIds))
    .groupBy(plans.ownerId);
  return new Map(rows.map((r) => [r.ownerId!, Number(r.n)]));
}
