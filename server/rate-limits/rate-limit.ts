import type { Db } from '../db/database.ts';
import { tooManyRequests } from '../errors.ts';
import { countHit } from './rate-limit-repository.ts';

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
  if ((await countHit(db, key, windowMs)) > limit) throw tooManyRequests(message);
}
