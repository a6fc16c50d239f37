import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tier } from '@contract/membership.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { setFreeMode, setModelInsights } from '../../settings/settings.ts';
import { activity, membershipChanges, users } from '../../db/schema/index.ts';
import * as globalPlans from '../../plans-data/global-plans-repository.ts';
import type {
  GlobalPlanData,
  NewPlanSession,
  PlanRow,
  PlanSessionRow,
  PlanValues,
} from '../../plans-data/global-plans-repository.ts';
import {
  countPlansOwnedByEach,
  countReaderPlans,
} from '../../plans-data/plan-counts-repository.ts';
import type { UserRow } from '../../users/users.ts';

export type { NewPlanSession, PlanRow, PlanSessionRow, PlanValues };

/** An entry for the acting administrator's own activity list: who did what in the admin area. */
export interface AuditEntry {
  adminId: string;
  action: string;
  description: string;
}

/** Escapes LIKE wildcards so a search for '50%_off' matches those characters literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ── dashboard ──────────────────────────────────────────────────────────────

/** Counts users by tier and readers' (non-deleted) plans. */
export async function countStats(db: Db) {
  const [u] = await db
    .select({
      total: count(),
      premium: sql<number>`count(*) filter (where ${users.membershipTier} = 'premium')`.mapWith(
        Number,
      ),
      basic: sql<number>`count(*) filter (where ${users.membershipTier} = 'basic')`.mapWith(Number),
    })
    .from(users);
  const totalPlansCreated = await countReaderPlans(db);
  return {
    totalUsers: u?.total ?? 0,
    premiumUsers: u?.premium ?? 0,
    basicUsers: u?.basic ?? 0,
    totalPlansCreated,
  };
}

// ── users ──────────────────────────────────────────────────────────────────

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
 * One page of users, newest first, and the number of matches. Without a search the page is a
 * backward walk of users_created_idx (it costs its own rows) plus one count. With a search, the
 * page and the total come from one pass over the matches (a window count), not two.
 */
export async function listUsers(db: Db, opts: { q?: string; limit: number; offset: number }) {
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

/** Plans created per owner, for the given users only. */
export async function plansCreatedBy(db: Db, userIds: string[]): Promise<Map<string, number>> {
  return countPlansOwnedByEach(db, userIds);
}

/** The user's newest activity items. */
export async function recentActivity(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: activity.id,
      action: activity.action,
      description: activity.description,
      createdAt: activity.createdAt,
    })
    .from(activity)
    .where(eq(activity.userId, userId))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(limit);
}

/**
 * Sets a user's tier and records the change (membership_changes, the user's activity, the admin's
 * audit entry) in one transaction. The user row is locked so concurrent changes record true old tiers.
 * Returns undefined when the user does not exist.
 */
export async function changeMembership(
  db: Db,
  input: {
    userId: string;
    adminId: string;
    newTier: Tier;
    reason: string;
    describe: (oldTier: Tier, user: UserRow) => { activity: string; audit: string };
  },
): Promise<{ before: UserRow; after: UserRow } | undefined> {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(users)
      .set({ membershipTier: input.newTier, updatedAt: sql`now()` })
      .where(eq(users.id, input.userId))
      .returning();
    await tx.insert(membershipChanges).values({
      userId: input.userId,
      adminId: input.adminId,
      oldTier: before.membershipTier,
      newTier: input.newTier,
      reason: input.reason,
    });
    const text = input.describe(before.membershipTier, before);
    await tx
      .insert(activity)
      .values({ userId: input.userId, action: 'membership_changed', description: text.activity });
    if (input.adminId !== input.userId) {
      await tx.insert(activity).values({
        userId: input.adminId,
        action: 'admin_membership_changed',
        description: text.audit,
      });
    }
    return { before, after: after! };
  });
}

/** Records an administrator's action in their own activity list. */
export async function recordAudit(db: Db, entry: AuditEntry) {
  await db
    .insert(activity)
    .values({ userId: entry.adminId, action: entry.action, description: entry.description });
}

/** Turns free mode on or off and audits it, in one transaction. */
export async function setModelInsightsAudited(db: Db, enabled: boolean, audit: AuditEntry) {
  await withTransaction(db, async (tx) => {
    await setModelInsights(tx, enabled);
    await recordAudit(tx, audit);
  });
}

export async function setFreeModeAudited(db: Db, enabled: boolean, audit: AuditEntry) {
  await withTransaction(db, async (tx) => {
    await setFreeMode(tx, enabled);
    await recordAudit(tx, audit);
  });
}

// ── global plans (queries in server/plans-data; the audit entries here, in the same transaction) ──

export type { GlobalPlanData };
export const listGlobalPlans = globalPlans.listGlobalPlans;
export const findGlobalPlan = globalPlans.findGlobalPlan;

/** Inserts a global plan and its sessions, and audits it, in one transaction; returns the new id. */
export async function insertGlobalPlan(
  db: Db,
  values: PlanValues & { authorName: string },
  sessionValues: NewPlanSession[],
  audit: (plan: PlanRow) => AuditEntry,
): Promise<number> {
  return withTransaction(db, async (tx) => {
    const plan = await globalPlans.insertGlobalPlan(tx, values, sessionValues);
    await recordAudit(tx, audit(plan));
    return plan.id;
  });
}

/**
 * Replaces a global plan's fields and sessions in one transaction (the plan row is locked first).
 * `buildSessions` sees the current sessions, so unchanged ones can keep their curated themes.
 * Returns false when there is no such global plan.
 */
export async function replaceGlobalPlan(
  db: Db,
  id: number,
  values: PlanValues,
  buildSessions: (existing: PlanSessionRow[]) => NewPlanSession[],
  audit: (plan: PlanRow) => AuditEntry,
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const locked = await globalPlans.lockGlobalPlan(tx, id);
    if (!locked) return false;
    await globalPlans.replacePlan(tx, id, values, buildSessions(locked.sessions));
    await recordAudit(tx, audit(locked.plan));
    return true;
  });
}

/** Features or unfeatures a global plan; false when there is no such plan. */
export async function setPlanFeatured(
  db: Db,
  id: number,
  isFeatured: boolean,
  audit: (plan: PlanRow) => AuditEntry,
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const plan = await globalPlans.setGlobalPlanFeatured(tx, id, isFeatured);
    if (!plan) return false;
    await recordAudit(tx, audit(plan));
    return true;
  });
}

/**
 * Soft-deletes a global plan: hidden everywhere, unfeatured, and no longer anyone's active plan.
 * Readers' readings and journal entries are untouched (they keep the plan title on the row).
 * Each reader whose active plan it was gets an activity item. Undefined when there is no such plan.
 */
export async function softDeleteGlobalPlan(
  db: Db,
  id: number,
  readerNotice: (plan: PlanRow) => string,
  audit: (plan: PlanRow, readersAffected: number) => AuditEntry,
): Promise<{ plan: PlanRow; readersAffected: number } | undefined> {
  return withTransaction(db, async (tx) => {
    const deleted = await globalPlans.softDeleteGlobalPlan(tx, id);
    if (!deleted) return undefined;
    const { plan, readerIds } = deleted;
    if (readerIds.length > 0) {
      const description = readerNotice(plan);
      await tx
        .insert(activity)
        .values(readerIds.map((userId) => ({ userId, action: 'plan_retired', description })));
    }
    await recordAudit(tx, audit(plan, readerIds.length));
    return { plan, readersAffected: readerIds.length };
  });
}
