import { count, desc, sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';
import type { UserRow } from './users-repository.ts';

// All users at once, as the admin area lists and counts them.

/** How many users there are, and how many of them are on each paid tier. */
export async function countUsersByTier(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      premium: sql<number>`count(*) filter (where ${users.membershipTier} = 'premium')`.mapWith(
        Number,
      ),
      basic: sql<number>`count(*) filter (where ${users.membershipTier} = 'basic')`.mapWith(Number),
    })
    .from(users);
  return { total: row?.total ?? 0, premium: row?.premium ?? 0, basic: row?.basic ?? 0 };
}

/** Escapes LIKE wildcards so a search for '50%_off' matches those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive "contains" search over email, first name, last name and "first last", as one
 * LIKE on one lowercased expression (one comparison per row; LIKE rather than strpos so a trigram
 * index on the same expression can serve it later, see decision 051). Wildcards are escaped.
 */
function userSearch(q: string): SQL {
  const haystack = sql`lower(${users.email} || chr(10) || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
  return sql`${haystack} like lower(${`%${escapeLike(q)}%`})`;
}

/**
 * One page of users, newest first, and the number of matches (the admin area's list). Without a search
 * the page is a backward walk of users_created_idx (it costs its own rows) plus one count. With a search,
 * the page and the total come from one pass over the matches (a window count), not two.
 */
export async function searchUsers(
  db: Executor,
  opts: { q?: string | undefined; limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const order = [desc(users.createdAt), desc(users.id)];
  if (!opts.q) {
    // Two independent reads: on PostgreSQL they run side by side on two pool connections.
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .orderBy(...order)
        .limit(opts.limit)
        .offset(opts.offset),
      db.select({ n: count() }).from(users),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
  const where = userSearch(opts.q);
  const found = await db
    .select({ user: users, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
  if (found.length > 0) return { rows: found.map((f) => f.user), total: found[0]!.total };
  // Past the last page (or no match at all): the window had no row to report the total on.
  const [total] =
    opts.offset > 0 ? await db.select({ n: count() }).from(users).where(where) : [{ n: 0 }];
  return { rows: [], total: total?.n ?? 0 };
}
