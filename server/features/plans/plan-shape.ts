import {
  totalWeeksFor,
  type PublicPlan,
  type ScheduleEntry,
  type UserPlan,
} from '@contract/plans.ts';
import type { Db } from '../../db/database.ts';
import { parsePlanSessionInsight } from '../../db/plan-session-insight.ts';
import * as repo from './repository.ts';

// The shapes the plans endpoints answer with, shared by the overview, creation and progress services.

function scheduleOf(sessions: repo.SessionRow[]): ScheduleEntry[] {
  return sessions.map((s) => {
    const summary = parsePlanSessionInsight(s.insight)?.summary ?? null;
    return {
      day: s.day,
      reference: s.reference,
      title: s.title,
      description: s.description,
      insight: summary === null ? null : { summary },
    };
  });
}

/**
 * A plan as the reader has it (User plan); `userPlan` is null for a plan they never
 * activated, `completions` undefined for a plan they never finished.
 */
export function toUserPlan(
  plan: repo.PlanRow,
  userPlan: repo.UserPlanRow | null,
  sessions: repo.SessionRow[],
  completions?: repo.CompletionSummary,
): UserPlan {
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    type: plan.type,
    planType: plan.planType,
    isActive: userPlan?.isActive ?? false,
    currentDay: userPlan?.currentDay ?? 1,
    // totalWeeks × 7 is the plan's length (the display rule; decision 101).
    totalWeeks: totalWeeksFor(sessions.length),
    schedule: scheduleOf(sessions),
    completedAt: userPlan?.completedAt?.toISOString() ?? null,
    timesCompleted: completions?.count ?? 0,
    lastCompletedAt: completions?.lastAt.toISOString() ?? null,
    rating: userPlan?.rating ?? null,
    sessionCount: sessions.length,
    isCustom: !plan.isCurated,
  };
}

/** A public list row as the API sends it. */
export const toPublicPlan = (row: repo.PublicPlanRow): PublicPlan => ({ ...row });

/** One plan as the reader has it, with its sessions loaded. */
export async function shapeOne(
  db: Db,
  plan: repo.PlanRow,
  userPlan: repo.UserPlanRow | null,
): Promise<UserPlan> {
  const completions = userPlan
    ? (await repo.completionsOf(db, userPlan.userId, [plan.id])).get(plan.id)
    : undefined;
  return toUserPlan(plan, userPlan, await repo.sessionsOf(db, [plan.id]), completions);
}
