import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tooManyRequests } from '../errors.ts';

/**
 * Counts one hit on `key` in a fixed window stored in the database, so every app instance shares it.
 * Throws 429 once more than `limit` hits land in the window.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  message = 'Too many attempts. Please wait a few minutes and try again.',
): Promise<void> {
  const seconds = Math.ceil(windowMs / 1000);
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${seconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count`);
  const count = Number((rows as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  if (count > limit) throw tooManyRequests(message);
}
