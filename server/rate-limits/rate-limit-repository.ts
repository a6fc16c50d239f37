import { or, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';

/**
 * Counts one hit on `key` in a fixed window of `windowMs` stored in the database (so every app
 * instance shares it), starting a new window when the last one ended; returns the hits so far.
 */
export async function countHit(db: Executor, key: string, windowMs: number): Promise<number> {
  const seconds = Math.ceil(windowMs / 1000);
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${seconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count`);
  // node-postgres and PGlite both answer raw queries with { rows }.
  return Number((rows as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}

/** Removes the counters kept under a reader's id or email address (their account is being deleted). */
export async function deleteCountersOf(tx: Executor, userId: string, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await tx
    .delete(rateLimits)
    .where(
      or(
        sql`right(${rateLimits.key}, ${userId.length + 1}) = ${`:${userId}`}`,
        sql`right(${rateLimits.key}, ${address.length + 7}) = ${`:email:${address}`}`,
      ),
    );
}
