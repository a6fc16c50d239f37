import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { Executor } from '../db/transaction.ts';
import type { UserRow } from './users-repository.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** Stores a new app session. */
export async function insertSession(
  db: Db,
  row: { id: string; userId: string; expiresAt: Date; absoluteExpiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/** Deletes one app session by id (sign-out). */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/**
 * Ends every app session of the user but `keep` (the browser that stays signed in), in the caller's
 * transaction; returns how many ended.
 */
export async function deleteSessionsOfUser(
  tx: Executor,
  userId: string,
  keep?: string | null,
): Promise<number> {
  const gone = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return gone.length;
}

/**
 * The live session with this id and its user: neither idle-expired nor past its absolute end at `now`.
 * `now` comes from the caller (not the database clock) so both ends are judged by one clock.
 */
export async function findLiveSession(
  db: Db,
  id: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)),
    )
    .limit(1);
  return row;
}

export interface SessionTouch {
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * Moves the idle expiry of several sessions in one statement (decision 191). A session deleted meanwhile has no
 * row to move, and a row already moved later is left alone.
 */
export async function touchSessions(db: Db, touches: [id: string, touch: SessionTouch][]) {
  if (touches.length === 0) return;
  const rows = sql.join(
    touches.map(
      ([id, t]) =>
        sql`(${id}::text, ${t.lastSeenAt.toISOString()}::timestamptz, ${t.expiresAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`update sessions as s set last_seen_at = v.seen, expires_at = v.expires from (values ${rows}) as v(id, seen, expires) where s.id = v.id and s.last_seen_at < v.seen`,
  );
}

/** Stores the reader's time zone when their browser reports a new one. */
export async function updateUserTimeZone(db: Db, userId: string, timeZone: string): Promise<void> {
  // A CTE: the statement does not start with "update users", so this process drops only this reader's
  // cached session and answers (the caller does), not every reader's (decision 155).
  await db.execute(
    sql`with changed as (update ${users} set time_zone = ${timeZone}, updated_at = now() where id = ${userId} returning 1) select count(*) from changed`,
  );
}

/** True while the reader's row exists (a write that failed on its foreign key may have raced a deletion). */
export async function userExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}
