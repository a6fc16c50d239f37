import type { Tier } from '@contract/membership.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { setFreeMode, setModelInsights } from '../../settings/settings.ts';
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
import { insertActivity } from '../../users/activity-repository.ts';
import { countUsersByTier } from '../../users/directory-repository.ts';
import { recordMembershipChange, setMembershipTier } from '../../users/membership-repository.ts';
import { lockUserById } from '../../users/users-repository.ts';
import type { UserRow } from '../../users/users.ts';

export type { NewPlanSession, PlanRow, PlanSessionRow, PlanValues };

/** An entry for the acting administrator's own activity list: who did what in the admin area. */
export interface AuditEntry {
  adminId: string;
  action: string;
  description: string;
}

// ── dashboard ──────────────────────────────────────────────────────────────

/** Counts users by tier and readers' (non-deleted) plans. */
export async function countStats(db: Db) {
  const u = await countUsersByTier(db);
  const totalPlansCreated = await countReaderPlans(db);
  return {
    totalUsers: u.total,
    premiumUsers: u.premium,
    basicUsers: u.basic,
    totalPlansCreated,
  };
}

// ── users ──────────────────────────────────────────────────────────────────

/** Plans created per owner, for the given users only. */
export async function plansCreatedBy(db: Db, userIds: string[]): Promise<Map<string, number>> {
  return countPlansOwnedByEach(db, userIds);
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
    const before = await lockUserById(tx, input.userId);
    if (!before) return undefined;
    const after = await setMembershipTier(tx, input.userId, input.newTier);
    await recordMembershipChange(tx, {
      userId: input.userId,
      adminId: input.adminId,
      oldTier: before.membershipTier,
      newTier: input.newTier,
      reason: input.reason,
    });
    const text = input.describe(before.membershipTier, before);
    await insertActivity(tx, {
      userId: input.userId,
      action: 'membership_changed',
      description: text.activity,
    });
    if (input.adminId !== input.userId) {
      await insertActivity(tx, {
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
  await insertActivity(db, {
    userId: entry.adminId,
    action: entry.action,
    description: entry.description,
  });
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
      await insertActivity(
        tx,
        readerIds.map((userId) => ({ userId, action: 'plan_retired', description })),
      );
    }
    await recordAudit(tx, audit(plan, readerIds.length));
    return { plan, readersAffected: readerIds.length };
  });
}
