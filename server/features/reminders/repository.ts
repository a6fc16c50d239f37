import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reminderSends, reminderSettings } from '../../db/schema/index.ts';
import { withTransaction, type Executor, type Tx } from '../../db/transaction.ts';
import { readSetting, writeSettingOnce } from '../../settings/settings-repository.ts';
import { userProfiles } from '../../users/users-repository.ts';

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer raw queries with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

/** The reader's stored setting, or undefined when they never saved one. */
export async function findSettings(
  db: Executor,
  userId: string,
): Promise<ReminderSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId))
    .limit(1);
  return row;
}

/** Saves the reader's setting with its next due instant (null while off). */
export async function saveSettings(
  db: Executor,
  values: {
    userId: string;
    enabled: boolean;
    localTime: string;
    days: string[];
    nextDueAt: Date | null;
    timeZone: string;
  },
): Promise<ReminderSettingsRow> {
  const { userId: _key, ...rest } = values;
  const [row] = await db
    .insert(reminderSettings)
    .values(values)
    .onConflictDoUpdate({
      target: reminderSettings.userId,
      set: { ...rest, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * Turns the reader's reminders off and drops any not yet claimed (the unsubscribe link): the next
 * tick of any instance finds nothing to send. False when the reader has no setting.
 */
export async function turnOff(db: Db, userId: string): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const changed = await tx
      .update(reminderSettings)
      .set({ enabled: false, nextDueAt: null, updatedAt: sql`now()` })
      .where(eq(reminderSettings.userId, userId))
      .returning({ userId: reminderSettings.userId });
    await tx
      .update(reminderSends)
      .set({ status: 'skipped' })
      .where(and(eq(reminderSends.userId, userId), eq(reminderSends.status, 'pending')));
    return changed.length > 0;
  });
}

/** A setting whose next reminder is due (or whose zone changed), locked for this transaction. */
export interface DueSetting {
  userId: string;
  localTime: string;
  days: string[];
  /** The reader's zone now (users.time_zone). */
  timeZone: string;
}

/**
 * Locks up to `limit` enabled settings that fell due by `now`, or whose reader changed time zone
 * since their due instant was worked out, skipping rows another instance holds.
 */
export async function lockDueSettings(tx: Tx, now: Date, limit: number): Promise<DueSetting[]> {
  // `userProfiles` is the users columns others may join, aliased u.
  return rows<DueSetting>(
    tx,
    sql`
      select rs.user_id as "userId", rs.local_time as "localTime", rs.days, u.time_zone as "timeZone"
      from reminder_settings rs
      join ${userProfiles} on u.id = rs.user_id
      where rs.enabled
        and (rs.next_due_at is null or rs.next_due_at <= ${now.toISOString()}::timestamptz
             or rs.time_zone <> u.time_zone)
      order by rs.next_due_at nulls first
      limit ${limit}
      for update of rs skip locked`,
  );
}

/** Records the next due instant and the zone it was worked out in. */
export async function setNextDue(
  tx: Executor,
  userId: string,
  nextDueAt: Date | null,
  timeZone: string,
): Promise<void> {
  await tx
    .update(reminderSettings)
    .set({ nextDueAt, timeZone })
    .where(eq(reminderSettings.userId, userId));
}

/** Queues the reminder of a local date; nothing when that date already has one (sent or not). */
export async function queueSend(
  tx: Executor,
  values: { userId: string; localDate: string; dueAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(reminderSends)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: reminderSends.userId });
  return inserted.length > 0;
}

/** A reminder this instance claimed and now sends. */
export interface ClaimedSend {
  userId: string;
  localDate: string;
  dueAt: Date;
  claimToken: string;
  attempts: number;
}

/**
 * Claims up to `limit` reminders to send, in one statement: pending ones, and claims older than
 * the lease (their instance died mid-send). Rows another instance is claiming are skipped.
 */
export async function claimSends(
  db: Executor,
  opts: { now: Date; leaseMs: number; limit: number; claimToken: string },
): Promise<ClaimedSend[]> {
  const now = opts.now.toISOString();
  const expired = new Date(opts.now.getTime() - opts.leaseMs).toISOString();
  const claimed = await rows<Omit<ClaimedSend, 'dueAt'> & { dueAt: string | Date }>(
    db,
    sql`
      update reminder_sends s
      set status = 'claimed', claim_token = ${opts.claimToken},
          claimed_at = ${now}::timestamptz, attempts = s.attempts + 1
      from (
        select user_id, local_date from reminder_sends
        where status = 'pending'
           or (status = 'claimed' and claimed_at < ${expired}::timestamptz)
        order by due_at
        limit ${opts.limit}
        for update skip locked
      ) c
      where s.user_id = c.user_id and s.local_date = c.local_date
      returning s.user_id as "userId", s.local_date::text as "localDate", s.due_at as "dueAt",
                s.claim_token as "claimToken", s.attempts`,
  );
  return claimed.map((c) => ({ ...c, dueAt: new Date(c.dueAt) }));
}

/** Ends a claim this instance still holds; false when another instance took it over. */
export async function finishSend(
  db: Executor,
  send: ClaimedSend,
  outcome: { status: 'sent' | 'skipped' | 'failed' | 'pending'; sentAt?: Date },
): Promise<boolean> {
  const changed = await db
    .update(reminderSends)
    .set({
      status: outcome.status,
      sentAt: outcome.sentAt ?? null,
      claimToken: outcome.status === 'pending' ? null : send.claimToken,
    })
    .where(
      and(
        eq(reminderSends.userId, send.userId),
        eq(reminderSends.localDate, send.localDate),
        eq(reminderSends.status, 'claimed'),
        eq(reminderSends.claimToken, send.claimToken),
      ),
    )
    .returning({ userId: reminderSends.userId });
  return changed.length > 0;
}

/** Forgets reminders older than `before` (the unique key only matters for recent dates). */
export async function deleteOldSends(db: Executor, before: Date): Promise<void> {
  await db.delete(reminderSends).where(lt(reminderSends.createdAt, before));
}

/** What a reminder mail needs to know about its reader. */
export interface Recipient {
  email: string;
  firstName: string | null;
  timeZone: string;
  translation: 'kjv' | 'web';
  enabled: boolean;
  localTime: string;
  days: string[];
}

export async function findRecipient(db: Executor, userId: string): Promise<Recipient | undefined> {
  const [row] = await db
    .select({
      email: userProfiles.email,
      firstName: userProfiles.firstName,
      timeZone: userProfiles.timeZone,
      translation: userProfiles.translation,
      enabled: reminderSettings.enabled,
      localTime: reminderSettings.localTime,
      days: reminderSettings.days,
    })
    .from(userProfiles)
    .innerJoin(reminderSettings, eq(reminderSettings.userId, userProfiles.id))
    .where(eq(userProfiles.id, userId))
    .limit(1);
  return row;
}

/** The statuses of a reader's reminders by local date (tests and support). */
export async function listSends(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(reminderSends).where(inArray(reminderSends.userId, userIds));
}

const UNSUBSCRIBE_KEY = 'reminder_unsubscribe_key';

/**
 * The secret that signs unsubscribe links, made once: of two instances racing, the first insert
 * wins and both read it back.
 */
export async function unsubscribeKey(db: Executor, fresh: string): Promise<string> {
  await writeSettingOnce(db, UNSUBSCRIBE_KEY, fresh);
  return String(await readSetting(db, UNSUBSCRIBE_KEY));
}
