import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { activity } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';

// The reader's activity list: what they did (signed up, saved a reflection, started a plan) and, for an
// administrator, what they did in the admin area. Features record lines inside their own transactions.

/** One line of activity as a feature records it. */
export type NewActivity = Omit<typeof activity.$inferInsert, 'id'>;

/** Records one line, or several in one statement (in the caller's transaction when given one). */
export async function insertActivity(
  tx: Executor,
  entries: NewActivity | NewActivity[],
): Promise<void> {
  if (Array.isArray(entries)) await tx.insert(activity).values(entries);
  else await tx.insert(activity).values(entries);
}

/** The columns of one activity line, as the admin area and the export show it. */
const ACTIVITY_LINE = {
  id: activity.id,
  action: activity.action,
  description: activity.description,
  createdAt: activity.createdAt,
};

/** The user's newest activity lines (the admin area's user detail). */
export async function recentActivity(db: Executor, userId: string, limit: number) {
  return db
    .select(ACTIVITY_LINE)
    .from(activity)
    .where(eq(activity.userId, userId))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(limit);
}

/** One page of the reader's activity, oldest first, after the given id (the account export). */
export async function activityPage(db: Executor, userId: string, afterId: number, limit: number) {
  return db
    .select(ACTIVITY_LINE)
    .from(activity)
    .where(and(eq(activity.userId, userId), gt(activity.id, afterId)))
    .orderBy(asc(activity.id))
    .limit(limit);
}
