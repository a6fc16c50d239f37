import { asc, eq } from 'drizzle-orm';
import { planCompletions } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';

/**
 * Every time the reader finished a plan (decision 124), oldest first: the account export lists
 * them under the plan's progress.
 */
export async function listPlanCompletions(
  db: Executor,
  userId: string,
): Promise<{ planId: number; completedAt: Date }[]> {
  return db
    .select({ planId: planCompletions.planId, completedAt: planCompletions.completedAt })
    .from(planCompletions)
    .where(eq(planCompletions.userId, userId))
    .orderBy(asc(planCompletions.completedAt), asc(planCompletions.id));
}
