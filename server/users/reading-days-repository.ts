import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import { readingDays, users } from '../db/schema/index.ts';
import { withTransaction, type Executor } from '../db/transaction.ts';

/** The reader's reading-day counters, as stored on the users row (a cache of reading_days). */
export interface StoredStreak {
  totalReadingDays: number;
  currentStreakDays: number;
  longestStreakDays: number;
  lastReadingDay: string | null;
}

const storedColumns = {
  totalReadingDays: users.totalReadingDays,
  currentStreakDays: users.currentStreakDays,
  longestStreakDays: users.longestStreakDays,
  lastReadingDay: users.lastReadingDay,
};

function sameCounters(a: StoredStreak, b: StoredStreak): boolean {
  return (
    a.totalReadingDays === b.totalReadingDays &&
    a.currentStreakDays === b.currentStreakDays &&
    a.longestStreakDays === b.longestStreakDays &&
    a.lastReadingDay === b.lastReadingDay
  );
}

/** The reader's reading days ('yyyy-MM-dd'), oldest first; only those in [from, to] when given. */
export async function listReadingDays(
  db: Executor,
  userId: string,
  range?: { from: string; to: string },
): Promise<string[]> {
  const rows = await db
    .select({ day: readingDays.day })
    .from(readingDays)
    .where(
      range
        ? and(eq(readingDays.userId, userId), between(readingDays.day, range.from, range.to))
        : eq(readingDays.userId, userId),
    )
    .orderBy(asc(readingDays.day));
  return rows.map((r) => r.day);
}

/**
 * Locks the reader's row, runs `change` (which may insert the day), and when it did, stores the
 * counters `summarize` computes from all the reader's days. The lock makes two saves at the same
 * moment apply one after the other.
 */
async function withLockedCounters(
  db: Executor,
  userId: string,
  change: (tx: Executor) => Promise<boolean>,
  summarize: (days: string[]) => StoredStreak,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    // 'no key update' does not conflict with the key-share locks that inserting rows which
    // reference the user takes, so a caller's transaction that inserted such rows first
    // cannot deadlock with another one here.
    const [stored] = await tx
      .select(storedColumns)
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!stored) return;
    if (!(await change(tx))) return;
    const next = summarize(await listReadingDays(tx, userId));
    if (sameCounters(stored, next)) return;
    await tx
      .update(users)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
}

/**
 * Adds `day` to the reader's reading_days once; when it is new, stores the counters `summarize`
 * computes from all the reader's days, in the same transaction.
 */
export async function recordDay(
  db: Executor,
  userId: string,
  day: string,
  summarize: (days: string[]) => StoredStreak,
): Promise<void> {
  await withLockedCounters(
    db,
    userId,
    async (tx) => {
      const inserted = await tx
        .insert(readingDays)
        .values({ userId, day })
        .onConflictDoNothing()
        .returning({ day: readingDays.day });
      return inserted.length > 0;
    },
    summarize,
  );
}

/** Rebuilds the reader's stored counters from their reading days (a stale cache heals). */
export async function rebuildCounters(
  db: Executor,
  userId: string,
  summarize: (days: string[]) => StoredStreak,
): Promise<void> {
  await withLockedCounters(db, userId, () => Promise.resolve(true), summarize);
}

/** One page of the reader's reading days, oldest first, after the given day (yyyy-MM-dd). */
export async function readingDaysPage(
  db: Executor,
  userId: string,
  afterDay: string | null,
  limit: number,
) {
  return db
    .select({ day: readingDays.day })
    .from(readingDays)
    .where(
      and(eq(readingDays.userId, userId), afterDay ? gt(readingDays.day, afterDay) : undefined),
    )
    .orderBy(asc(readingDays.day))
    .limit(limit);
}
