import { eq, sql } from 'drizzle-orm';
import { readingDays, users } from '../db/schema/index.ts';
import { withTransaction, type Executor } from '../db/transaction.ts';

/** The reader's reading-day counters, as stored on the users row. */
export interface StoredStreak {
  totalReadingDays: number;
  currentStreakDays: number;
  longestStreakDays: number;
  lastReadingDay: string | null;
}

/**
 * Adds `day` to the reader's reading_days once and stores the counters `next` computes from the
 * stored ones, in one transaction; `next` returning its input unchanged writes nothing.
 */
export async function recordDay(
  db: Executor,
  userId: string,
  day: string,
  next: (state: StoredStreak, isNewDay: boolean) => StoredStreak,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    // Lock the reader's row first so two saves at the same moment apply one after the other.
    // 'no key update' does not conflict with the key-share locks that inserting rows which
    // reference the user takes, so a caller's transaction that inserted such rows first
    // cannot deadlock with another one here.
    const [user] = await tx
      .select({
        totalReadingDays: users.totalReadingDays,
        currentStreakDays: users.currentStreakDays,
        longestStreakDays: users.longestStreakDays,
        lastReadingDay: users.lastReadingDay,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!user) return;
    const inserted = await tx
      .insert(readingDays)
      .values({ userId, day })
      .onConflictDoNothing()
      .returning({ day: readingDays.day });
    const state = next(user, inserted.length > 0);
    if (state === user) return;
    await tx
      .update(users)
      .set({ ...state, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
}
