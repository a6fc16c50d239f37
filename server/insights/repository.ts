import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Insight, InsightSource } from '@contract/insights.ts';
import type { Db } from '../db/database.ts';
import { insights } from '../db/schema/index.ts';

export type InsightRow = typeof insights.$inferSelect;

/** Identity of one cached insight. */
export interface InsightKey {
  cacheKey: string;
  reference: string;
  planType: string;
  translation: string;
  promptVersion: string;
}

/** The insight row for a cache key, if any. */
export async function findInsight(db: Db, cacheKey: string): Promise<InsightRow | undefined> {
  const rows = await db.select().from(insights).where(eq(insights.cacheKey, cacheKey)).limit(1);
  return rows[0];
}

/** Rows for several cache keys (the warm-up script's "already cached" check). */
export async function findInsightStatuses(
  db: Db,
  cacheKeys: string[],
): Promise<Map<string, InsightRow['status']>> {
  const out = new Map<string, InsightRow['status']>();
  if (cacheKeys.length === 0) return out;
  const rows = await db
    .select({ cacheKey: insights.cacheKey, status: insights.status })
    .from(insights)
    .where(inArray(insights.cacheKey, cacheKeys));
  for (const r of rows) out.set(r.cacheKey, r.status);
  return out;
}

/**
 * Claims the right to generate an insight, atomically, in one statement (no transaction, no lock
 * held afterwards). A row comes back only to the one caller that inserted the pending row, or
 * that took over a failed row whose retry time has come, or a pending row whose generator has
 * been silent longer than the lease (it crashed). Every other concurrent caller, in this process
 * or another, gets null and waits for the row instead.
 */
export async function claimInsight(
  db: Db,
  key: InsightKey,
  leaseSeconds: number,
): Promise<{ id: number; attempts: number } | null> {
  const rows = await db
    .insert(insights)
    .values({ ...key, status: 'pending', attempts: 1 })
    .onConflictDoUpdate({
      target: insights.cacheKey,
      set: {
        status: 'pending',
        attempts: sql`${insights.attempts} + 1`,
        error: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${insights.status} = 'failed' and (${insights.retryAfter} is null or ${insights.retryAfter} <= now()))
        or (${insights.status} = 'pending' and ${insights.updatedAt} < now() - ${leaseSeconds} * interval '1 second')`,
    })
    .returning({ id: insights.id, attempts: insights.attempts });
  return rows[0] ?? null;
}

/**
 * Stores a generated insight, if this generator still holds the claim (same attempt number and
 * still pending); returns the stored row, or undefined when the claim was lost.
 */
export async function markInsightReady(
  db: Db,
  claim: { id: number; attempts: number },
  content: Insight,
  source: InsightSource,
): Promise<InsightRow | undefined> {
  const rows = await db
    .update(insights)
    .set({ status: 'ready', source, content, error: null, retryAfter: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(insights.id, claim.id),
        eq(insights.attempts, claim.attempts),
        eq(insights.status, 'pending'),
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Records a failed generation: the error, and a retry time that doubles with each attempt
 * (1 min, 2 min, 4 min… at most 1 h), computed on the database clock so every process agrees.
 */
export async function markInsightFailed(
  db: Db,
  claim: { id: number; attempts: number },
  error: string,
): Promise<void> {
  await db
    .update(insights)
    .set({
      status: 'failed',
      error: error.slice(0, 1000),
      retryAfter: sql`now() + least(3600, 60 * power(2, greatest(${insights.attempts} - 1, 0))) * interval '1 second'`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(insights.id, claim.id),
        eq(insights.attempts, claim.attempts),
        eq(insights.status, 'pending'),
      ),
    );
}
