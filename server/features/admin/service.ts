import {
  ADMIN_ACTIVITY_LIMIT,
  PLAN_FIELDS_REQUIRED,
  type AdminPlan,
  type AdminPlanInput,
  type AdminStats,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserSummary,
  type AdminUsersQuery,
  type MembershipChangeInput,
  type ModelInsights,
} from '@contract/admin.ts';
import { TIER_RULES } from '@contract/membership.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { parsePlanSessionInsight } from '../../db/plan-session-insight.ts';
import { badRequest, notFound } from '../../errors.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { getFreeMode, getModelInsights } from '../../settings/settings.ts';
import { aiConfigured } from '../../insights/provider.ts';
import { ScriptureError } from '../../scripture/errors.ts';
import { parseReference } from '../../scripture/references.ts';
import { currentStreak } from '../../users/reading-days.ts';
import { recentActivity } from '../../users/activity-repository.ts';
import { searchUsers } from '../../users/directory-repository.ts';
import { findUserById } from '../../users/users-repository.ts';
import { toUserDto, type UserRow } from '../../users/users.ts';
import * as repo from './repository.ts';

/** Author shown for plans written in the admin area: global plans speak for the app, not one admin. */
export const GLOBAL_PLAN_AUTHOR = 'Lamplight';

// ── users ──────────────────────────────────────────────────────────────────

function displayName(row: UserRow): string {
  const name = [row.firstName, row.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return name || row.email;
}

function toSummary(row: UserRow, plansCreated: number, streak: number): AdminUserSummary {
  return {
    id: row.id,
    name: displayName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    membershipTier: row.membershipTier,
    plansCreated,
    currentStreakDays: streak,
    totalReadingDays: row.totalReadingDays,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Dashboard figures. */
export function getStats(db: Db): Promise<AdminStats> {
  return repo.countStats(db);
}

/** One page of the user list, newest first, optionally filtered by email or name. */
export async function listUsers(
  db: Db,
  query: AdminUsersQuery,
  now = clockNow(),
): Promise<AdminUserList> {
  const q = query.q?.trim() || undefined;
  const { rows, total } = await searchUsers(db, {
    q,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const [created, streaks] = await Promise.all([
    repo.plansCreatedBy(
      db,
      rows.map((r) => r.id),
    ),
    Promise.all(rows.map((r) => currentStreak(db, r, now))),
  ]);
  return {
    users: rows.map((r, i) => toSummary(r, created.get(r.id) ?? 0, streaks[i]!)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A user's profile, stats and newest activity; 404 'User not found'. */
export async function getUserDetail(
  db: Db,
  userId: string,
  now = clockNow(),
): Promise<AdminUserDetail> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound('User not found', 'user_not_found');
  // The same counts the reader sees on their own profile.
  const dto = await toUserDto(db, row, now);
  const items = await recentActivity(db, userId, ADMIN_ACTIVITY_LIMIT);
  return {
    user: {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      createdAt: row.createdAt.toISOString(),
      membershipTier: row.membershipTier,
      subscriptionStatus: row.subscriptionStatus,
      profileImageUrl: row.profileImageUrl,
    },
    stats: {
      plansCreated: dto.plansCreated,
      plansCreatedThisMonth: dto.customPlansCreatedThisMonth,
      currentStreakDays: dto.currentStreakDays,
      longestStreakDays: row.longestStreakDays,
      totalReadingDays: row.totalReadingDays,
    },
    activity: items.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}

/** Sets a user's tier with a reason, recorded for the user and the admin; 404 'User not found'. */
export async function changeMembership(
  db: Db,
  admin: UserRow,
  userId: string,
  input: MembershipChangeInput,
  now = clockNow(),
): Promise<AdminUserSummary> {
  const newLabel = TIER_RULES[input.membershipTier].label;
  const result = await repo.changeMembership(db, {
    userId,
    adminId: admin.id,
    newTier: input.membershipTier,
    reason: input.reason,
    describe: (oldTier, user) => {
      const oldLabel = TIER_RULES[oldTier].label;
      const change =
        oldTier === input.membershipTier
          ? `kept at ${newLabel}`
          : `changed from ${oldLabel} to ${newLabel}`;
      return {
        activity: `Membership ${change} by an administrator: ${input.reason}`,
        audit: `Membership of ${user.email} ${change}: ${input.reason}`,
      };
    },
  });
  if (!result) throw notFound('User not found', 'user_not_found');
  const [created, streak] = await Promise.all([
    repo.plansCreatedBy(db, [userId]),
    currentStreak(db, result.after, now),
  ]);
  return toSummary(result.after, created.get(userId) ?? 0, streak);
}

/** Whether the configured model writes insights for everyone (decision 148). */
export async function modelInsights(db: Db, config: Config): Promise<ModelInsights> {
  return { modelInsights: await getModelInsights(db), configured: aiConfigured(config) };
}

/** Switches model-written insights on or off for everyone, recorded in the admin's activity. */
export async function setModelInsights(
  db: Db,
  config: Config,
  admin: UserRow,
  enabled: boolean,
): Promise<ModelInsights> {
  await repo.setModelInsightsAudited(db, enabled, {
    adminId: admin.id,
    action: 'admin_model_insights',
    description: `Turned model-written insights ${enabled ? 'on' : 'off'}`,
  });
  return { modelInsights: enabled, configured: aiConfigured(config) };
}

/** Whether free mode is on. */
export function freeMode(db: Db): Promise<boolean> {
  return getFreeMode(db);
}

/** Turns free mode on or off, recorded in the admin's activity; returns the new value. */
export async function setFreeMode(db: Db, admin: UserRow, enabled: boolean): Promise<boolean> {
  await repo.setFreeModeAudited(db, enabled, {
    adminId: admin.id,
    action: 'admin_free_mode',
    description: `Turned free mode ${enabled ? 'on' : 'off'}`,
  });
  return enabled;
}

// ── global plans ───────────────────────────────────────────────────────────

function toAdminPlan(data: repo.GlobalPlanData): AdminPlan {
  const { plan, sessions, userCount } = data;
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    type: plan.type,
    planType: plan.planType,
    isFeatured: plan.isFeatured,
    isCurated: plan.isCurated,
    authorName: plan.authorName?.trim() || GLOBAL_PLAN_AUTHOR,
    sessionCount: sessions.length,
    userCount,
    totalWeeks: Math.ceil(sessions.length / 7),
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    sessions: sessions.map((s) => ({
      day: s.day,
      reference: s.reference,
      title: s.title,
      insight: parsePlanSessionInsight(s.insight)?.summary ?? '',
    })),
  };
}

/**
 * The first sentence of a markdown insight as plain text (at most 200 characters), used as the
 * session's short description on the reading card.
 */
export function firstSentence(markdown: string): string {
  const text = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  const sentence = match ? match[0] : text;
  if (sentence.length <= 200) return sentence;
  const cut = sentence.slice(0, 199);
  const space = cut.lastIndexOf(' ');
  return `${(space > 100 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function canonical(reference: string): string {
  try {
    return parseReference(reference).reference;
  } catch {
    return reference;
  }
}

/** Every reference must be one the scripture service can serve; returns them in canonical form. */
function canonicalReferences(input: AdminPlanInput): string[] {
  return input.sessions.map((s, i) => {
    try {
      return parseReference(s.reference).reference;
    } catch (err) {
      if (err instanceof ScriptureError)
        throw badRequest(`Session ${i + 1}: ${err.message}`, 'invalid_reference');
      throw err;
    }
  });
}

/**
 * Spec §5: every session needs an insight, except on a curated plan, whose seeded sessions have
 * none (the reader gets the offline study notes); without this an admin could never re-save one.
 */
function requireInsights(input: AdminPlanInput, curated: boolean): void {
  if (curated) return;
  if (input.sessions.some((s) => !s.insight))
    throw badRequest(PLAN_FIELDS_REQUIRED, 'invalid_input');
}

function sessionValues(
  input: AdminPlanInput,
  references: string[],
  existing: repo.PlanSessionRow[] = [],
): repo.NewPlanSession[] {
  return input.sessions.map((s, i) => {
    const day = i + 1;
    const reference = references[i]!;
    const before = existing.find((e) => e.day === day);
    if (!s.insight) {
      // A curated session left without an insight: study notes for the reader; a kept passage
      // keeps its written description.
      const samePassage = before !== undefined && canonical(before.reference) === reference;
      return {
        day,
        reference,
        title: s.title,
        description: samePassage ? before.description : '',
        insight: null,
      };
    }
    // An edit that keeps a session's passage keeps its curated themes and questions (and its
    // written description while the insight text is unchanged too).
    const samePassage = before !== undefined && canonical(before.reference) === reference;
    const kept = samePassage ? parsePlanSessionInsight(before.insight) : null;
    const description =
      samePassage && kept?.summary === s.insight && before.description
        ? before.description
        : firstSentence(s.insight);
    return {
      day,
      reference,
      title: s.title,
      description,
      insight: { summary: s.insight, themes: kept?.themes ?? [], questions: kept?.questions ?? [] },
    };
  });
}

async function loadPlan(db: Db, id: number): Promise<AdminPlan> {
  const data = await repo.findGlobalPlan(db, id);
  if (!data) throw notFound('Plan not found', 'plan_not_found');
  return toAdminPlan(data);
}

/** Every global plan (curated and admin-written), newest first. */
export async function listPlans(db: Db): Promise<AdminPlan[]> {
  return (await repo.listGlobalPlans(db)).map(toAdminPlan);
}

/** Creates a global plan; 400 naming the session when a reference is not one we recognise. */
export async function createPlan(
  db: Db,
  admin: UserRow,
  input: AdminPlanInput,
): Promise<AdminPlan> {
  requireInsights(input, false);
  const references = canonicalReferences(input);
  const id = await repo.insertGlobalPlan(
    db,
    {
      title: input.title,
      description: input.description,
      type: input.type,
      planType: input.planType,
      authorName: GLOBAL_PLAN_AUTHOR,
    },
    sessionValues(input, references),
    (plan) => ({
      adminId: admin.id,
      action: 'admin_plan_created',
      description: `Created the plan "${plan.title}" (${input.sessions.length} sessions)`,
    }),
  );
  return loadPlan(db, id);
}

/** Replaces a global plan's fields and sessions; 404 'Plan not found'. */
export async function updatePlan(
  db: Db,
  admin: UserRow,
  id: number,
  input: AdminPlanInput,
): Promise<AdminPlan> {
  const current = await repo.findGlobalPlan(db, id);
  if (!current) throw notFound('Plan not found', 'plan_not_found');
  requireInsights(input, current.plan.isCurated);
  const references = canonicalReferences(input);
  const done = await repo.replaceGlobalPlan(
    db,
    id,
    {
      title: input.title,
      description: input.description,
      type: input.type,
      planType: input.planType,
    },
    (existing) => sessionValues(input, references, existing),
    () => ({
      adminId: admin.id,
      action: 'admin_plan_updated',
      description: `Updated the plan "${input.title}"`,
    }),
  );
  if (!done) throw notFound('Plan not found', 'plan_not_found');
  return loadPlan(db, id);
}

/** Features or unfeatures a global plan; 404 'Plan not found'. */
export async function featurePlan(
  db: Db,
  admin: UserRow,
  id: number,
  isFeatured: boolean,
): Promise<AdminPlan> {
  const done = await repo.setPlanFeatured(db, id, isFeatured, (plan) => ({
    adminId: admin.id,
    action: isFeatured ? 'admin_plan_featured' : 'admin_plan_unfeatured',
    description: `${isFeatured ? 'Featured' : 'Unfeatured'} the plan "${plan.title}"`,
  }));
  if (!done) throw notFound('Plan not found', 'plan_not_found');
  return loadPlan(db, id);
}

/** Retires a global plan (soft delete, see decision 050); 404 'Plan not found'. */
export async function deletePlan(
  db: Db,
  admin: UserRow,
  id: number,
): Promise<{ readersAffected: number }> {
  const result = await repo.softDeleteGlobalPlan(
    db,
    id,
    (plan) =>
      `Your active plan "${plan.title}" was retired by an administrator. Your reflections are kept; choose another plan to keep reading.`,
    (plan, n) => ({
      adminId: admin.id,
      action: 'admin_plan_deleted',
      description: `Deleted the plan "${plan.title}" (active for ${n} ${n === 1 ? 'reader' : 'readers'})`,
    }),
  );
  if (!result) throw notFound('Plan not found', 'plan_not_found');
  return { readersAffected: result.readersAffected };
}
