import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { identities, journalEntries, marks, prayers } from '../../db/schema/index.ts';
import {
  releaseOwnedPlans,
  type DeletedAccountPlans,
} from '../../plans-data/reader-plans-repository.ts';
import { deleteCountersOf } from '../../rate-limits/rate-limit-repository.ts';
import { deleteUser, lockUserForDeletion } from '../../users/users-repository.ts';
import type { UserRow } from '../../users/users.ts';

/** Rows fetched per query while exporting: a long history never sits in memory all at once. */
export const EXPORT_PAGE_SIZE = 500;

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

export type { DeletedAccountPlans };

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
    await lockUserForDeletion(tx, user.id);
    const plans = await releaseOwnedPlans(tx, user.id);
    await deleteCountersOf(tx, user.id, user.email);
    await deleteUser(tx, user.id);
    return plans;
  });
}
