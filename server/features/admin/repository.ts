import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tier } from '@contract/membership.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { setFreeMode } from '../../lib/settings.ts';
import {
  activity,
  membershipChanges,
  planSessions,
  plans,
  userPlans,
  users,
} from '../../db/schema/index.ts';
import type { UserRow } from '../../users/users.ts';

export type PlanRow = typeof plans.$inferSelect;
export type PlanSessionRow = typeof planSessions.$inferSelect;
export type NewPlanSession = Omit<typeof planSessions.$inferInsert, 'id' | 'planId'>;
export type PlanValues = Pick<PlanRow, 'title' | 'description' | 'type' | 'planType'>;

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
  const [p] = await db
    .select({ total: count() })
    .from(plans)
    .where(and(isNotNull(plans.ownerId), isNull(plans.deletedAt)));
  return {
    totalUsers: u?.total ?? 0,
    premiumUsers: u?.premium ?? 0,
    basicUsers: u?.basic ?? 0,
    totalPlansCreated: p?.total ?? 0,
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

/** Plans created per owner, for the given users only (one grouped query over plans_owner_idx). */
export async function plansCreatedBy(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: plans.ownerId, n: count() })
    .from(plans)
    .where(inArray(plans.ownerId, userIds))
    .groupBy(plans.ownerId);
  return new Map(rows.map((r) => [r.ownerId!, r.n]));
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
export async function setFreeModeAudited(db: Db, enabled: boolean, audit: AuditEntry) {
  await withTransaction(db, async (tx) => {
    await setFreeMode(tx, enabled);
    await recordAudit(tx, audit);
  });
}

// ── global plans ───────────────────────────────────────────────────────────

/** Global plans are the ones without an owner: curated (seeded) and written in the admin area. */
const isGlobal = and(isNull(plans.ownerId), isNull(plans.deletedAt));

export interface GlobalPlanData {
  plan: PlanRow;
  sessions: PlanSessionRow[];
  userCount: number;
}

async function withDetails(db: Db, rows: PlanRow[]): Promise<GlobalPlanData[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const sessionRows = await db
    .select()
    .from(planSessions)
    .where(inArray(planSessions.planId, ids))
    .orderBy(planSessions.planId, planSessions.day);
  const counts = await db
    .select({ planId: userPlans.planId, n: count() })
    .from(userPlans)
    .where(inArray(userPlans.planId, ids))
    .groupBy(userPlans.planId);
  const bySession = new Map<number, PlanSessionRow[]>();
  for (const s of sessionRows) {
    const list = bySession.get(s.planId) ?? [];
    list.push(s);
    bySession.set(s.planId, list);
  }
  const userCounts = new Map(counts.map((c) => [c.planId, c.n]));
  return rows.map((plan) => ({
    plan,
    sessions: bySession.get(plan.id) ?? [],
    userCount: userCounts.get(plan.id) ?? 0,
  }));
}

/** Every non-deleted global plan with its sessions and reader count, newest first. */
export async function listGlobalPlans(db: Db): Promise<GlobalPlanData[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(isGlobal)
    .orderBy(desc(plans.createdAt), desc(plans.id));
  return withDetails(db, rows);
}

export async function findGlobalPlan(db: Db, id: number): Promise<GlobalPlanData | undefined> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), isGlobal))
    .limit(1);
  const [found] = await withDetails(db, rows);
  return found;
}

/** Inserts a global plan and its sessions, and audits it, in one transaction; returns the new id. */
export async function insertGlobalPlan(
  db: Db,
  values: PlanValues & { authorName: string },
  sessionValues: NewPlanSession[],
  audit: (plan: PlanRow) => AuditEntry,
): Promise<number> {
  return withTransaction(db, async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({ ...values, ownerId: null, isCurated: false, isPublic: true, isFeatured: false })
      .returning();
    await tx.insert(planSessions).values(sessionValues.map((s) => ({ ...s, planId: plan!.id })));
    await recordAudit(tx, audit(plan!));
    return plan!.id;
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
    const [plan] = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.id, id), isGlobal))
      .for('update');
    if (!plan) return false;
    const existing = await tx
      .select()
      .from(planSessions)
      .where(eq(planSessions.planId, id))
      .orderBy(planSessions.day);
    const next = buildSessions(existing);
    await tx
      .update(plans)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(plans.id, id));
    await tx.delete(planSessions).where(eq(planSessions.planId, id));
    await tx.insert(planSessions).values(next.map((s) => ({ ...s, planId: id })));
    await recordAudit(tx, audit(plan));
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
    const [plan] = await tx
      .update(plans)
      .set({ isFeatured, updatedAt: sql`now()` })
      .where(and(eq(plans.id, id), isGlobal))
      .returning();
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
    const [plan] = await tx
      .update(plans)
      .set({ deletedAt: sql`now()`, isPublic: false, isFeatured: false, updatedAt: sql`now()` })
      .where(and(eq(plans.id, id), isGlobal))
      .returning();
    if (!plan) return undefined;
    const affected = await tx
      .update(userPlans)
      .set({ isActive: false })
      .where(and(eq(userPlans.planId, id), eq(userPlans.isActive, true)))
      .returning({ userId: userPlans.userId });
    if (affected.length > 0) {
      const description = readerNotice(plan);
      await tx
        .insert(activity)
        .values(affected.map((a) => ({ userId: a.userId, action: 'plan_retired', description })));
    }
    await recordAudit(tx, audit(plan, affected.length));
    return { plan, readersAffected: affected.length };
  });
}
