import { and, asc, eq, gt } from 'drizzle-orm';
import { readings } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';

// The reader's readings as the account export lists them.

/** One page of the reader's readings, oldest first, after the given id. */
export async function readingsPage(db: Executor, userId: string, afterId: number, limit: number) {
  return db
    .select({
      id: readings.id,
      planTitle: readings.planTitle,
      day: readings.day,
      reference: readings.reference,
      readDate: readings.readDate,
      createdAt: readings.createdAt,
    })
    .from(readings)
    .where(and(eq(readings.userId, userId), gt(readings.id, afterId)))
    .orderBy(asc(readings.id))
    .limit(limit);
}
