import { and, asc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import {
  activity,
  identities,
  journalEntries,
  marks,
  membershipChanges,
  plans,
  prayers,
  rateLimits,
  readingDays,
  readings,
  userPlans,
  users,
} from '../../db/schema/index.ts';
import type { UserRow } from '../../users/users.ts';

/** Rows fetched per query while exporting: a long history never sits in memory all at once. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Sets the reader's names, time zone, translation or reading comfort (only the fields given) and
 * returns the updated row.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  values: Pick<
    Partial<typeof users.$inferInsert>,
    | 'firstName'
    | 'lastName'
    | 'timeZone'
    | 'translation'
    | 'textSize'
    | 'lineSpacing'
    | 'studyNotesOnly'
  >,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/** The reader's sign-in methods: provider and email only (never a hash or subject). */
export async function listIdentities(db: Db, userId: string) {
  return db
    .select({
      provider: identities.provider,
      email: identities.email,
      emailVerified: identities.emailVerified,
      hasPassword: sql<boolean>`${identities.passwordHash} is not null`,
      createdAt: identities.createdAt,
    })
    .from(identities)
    .where(eq(identities.userId, userId))
    .orderBy(asc(identities.id));
}

/** Membership changes made to the reader's account (the admin's id is not the reader's data). */
export async function listMembershipChanges(db: Db, userId: string) {
  return db
    .select({
      oldTier: membershipChanges.oldTier,
      newTier: membershipChanges.newTier,
      reason: membershipChanges.reason,
      createdAt: membershipChanges.createdAt,
    })
    .from(membershipChanges)
    .where(eq(membershipChanges.userId, userId))
    .orderBy(asc(membershipChanges.id));
}

/** One page of the reader's readings, oldest first, after the given id. */
export async function readingsPage(db: Db, userId: string, afterId: number, limit: number) {
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

/** One page of the reader's activity, oldest first, after the given id. */
export async function activityPage(db: Db, userId: string, afterId: number, limit: number) {
  return db
    .select({
      id: activity.id,
      action: activity.action,
      description: activity.description,
      createdAt: activity.createdAt,
    })
    .from(activity)
    .where(and(eq(activity.userId, userId), gt(activity.id, afterId)))
    .orderBy(asc(activity.id))
    .limit(limit);
}

/** One page of the reader's marks on the text (decision 164), in canonical order of their verses. */
export async function marksPage(
  db: Db,
  userId: string,
  after: { first: number; id: number } | null,
  limit: number,
) {
  const keyset = after
    ? or(
        gt(marks.firstVerse, after.first),
        and(eq(marks.firstVerse, after.first), gt(marks.id, after.id)),
      )
    : undefined;
  return db
    .select()
    .from(marks)
    .where(and(eq(marks.userId, userId), keyset))
    .orderBy(asc(marks.firstVerse), asc(marks.id))
    .limit(limit);
}

/** One page of the reader's prayers (decision 165), oldest first. */
export async function prayersPage(db: Db, userId: string, afterId: number, limit: number) {
  return db
    .select()
    .from(prayers)
    .where(and(eq(prayers.userId, userId), gt(prayers.id, afterId)))
    .orderBy(asc(prayers.id))
    .limit(limit);
}

/** One page of the reader's reading days, oldest first, after the given day (yyyy-MM-dd). */
export async function readingDaysPage(
  db: Db,
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

/** The day an entry belongs to: its read date, else the reader's local date of writing it. */
function entryDayExpr(timeZone: string): SQL<string> {
  return sql<string>`coalesce(${journalEntries.readDate}, (${journalEntries.createdAt} at time zone ${timeZone})::date)::text`;
}

/**
 * One page of the reader's journal entries ordered by day then id (keyset after `after`), so the
 * export can group them by date while holding only one page at a time.
 */
export async function journalPage(
  db: Db,
  userId: string,
  timeZone: string,
  after: { day: string; id: number } | null,
  limit: number,
) {
  const day = entryDayExpr(timeZone);
  return db
    .select({
      id: journalEntries.id,
      day,
      title: journalEntries.title,
      content: journalEntries.content,
      reference: journalEntries.reference,
      readDate: journalEntries.readDate,
      translation: journalEntries.translation,
      planTitle: journalEntries.planTitle,
      planDay: journalEntries.day,
      readingId: journalEntries.readingId,
      createdAt: journalEntries.createdAt,
      updatedAt: journalEntries.updatedAt,
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        after ? sql`(${day}, ${journalEntries.id}) > (${after.day}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(day), asc(journalEntries.id))
    .limit(limit);
}

/** What deleting an account did to the plans the reader had created. */
export interface DeletedAccountPlans {
  /** Plans other readers use: kept, with no owner and no author name. */
  keptPlanIds: number[];
  /** Plans only the reader used (or nobody): deleted with their sessions. */
  deletedPlanIds: number[];
}

/**
 * Deletes the reader and everything private to them in one transaction. Their custom plans that
 * other readers use stay, without owner or author; their other plans go. Identities, sessions,
 * identity-provider sessions, reset and verification links, readings, journal, reading days,
 * activity, plan progress, membership changes and admin grants follow the user row through the
 * schema's ON DELETE CASCADE; rate-limit counters keyed by the reader's id or email are removed.
 */
export async function deleteAccount(db: Db, user: UserRow): Promise<DeletedAccountPlans> {
  return withTransaction(db, async (tx) => {
    // Lock the reader first, so a request racing the deletion cannot write new rows for them.
    await tx.execute(sql`select id from ${users} where ${users.id} = ${user.id} for update`);
    const owned = (
      await tx.select({ id: plans.id }).from(plans).where(eq(plans.ownerId, user.id))
    ).map((p) => p.id);
    const usedByOthers = owned.length
      ? await tx
          .selectDistinct({ planId: userPlans.planId })
          .from(userPlans)
          .where(and(inArray(userPlans.planId, owned), ne(userPlans.userId, user.id)))
      : [];
    const used = new Set(usedByOthers.map((u) => u.planId));
    const keptPlanIds = owned.filter((id) => used.has(id));
    const deletedPlanIds = owned.filter((id) => !used.has(id));
    if (keptPlanIds.length) {
      await tx
        .update(plans)
        .set({ ownerId: null, authorName: null, updatedAt: sql`now()` })
        .where(inArray(plans.id, keptPlanIds));
    }
    if (deletedPlanIds.length) {
      await tx.delete(plans).where(inArray(plans.id, deletedPlanIds));
    }
    const email = user.email.trim().toLowerCase();
    await tx
      .delete(rateLimits)
      .where(
        or(
          sql`right(${rateLimits.key}, ${user.id.length + 1}) = ${`:${user.id}`}`,
          sql`right(${rateLimits.key}, ${email.length + 7}) = ${`:email:${email}`}`,
        ),
      );
    await tx.delete(users).where(eq(users.id, user.id));
    return { keptPlanIds, deletedPlanIds };
  });
}
