import {
  FEATURED_PLANS_LIMIT,
  TOP_PLANS_LIMIT,
  type PlansOverview,
  type PublicPlan,
} from '@contract/plans.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../users/users.ts';
import * as catalogue from './catalogue-repository.ts';
import { now } from './clock.ts';
import { toPublicPlan, toUserPlan } from './plan-shape.ts';
import * as repo from './repository.ts';

/** GET /api/plans: the reader's plans, and the public Top Rated and Most Popular lists. */
export async function getOverview(db: Db, user: UserRow): Promise<PlansOverview> {
  const rows = await repo.listReaderPlans(db, user.id);
  const sessions = await repo.sessionsOf(
    db,
    rows.map((r) => r.plan.id),
  );
  const byPlan = new Map<number, repo.SessionRow[]>();
  for (const s of sessions) {
    const list = byPlan.get(s.planId);
    if (list) list.push(s);
    else byPlan.set(s.planId, [s]);
  }
  rows.sort((a, b) => rank(a) - rank(b) || recency(b) - recency(a) || b.plan.id - a.plan.id);
  const completions = await repo.completionsOf(db, user.id);
  const userPlans = rows.map((r) =>
    toUserPlan(r.plan, r.userPlan, byPlan.get(r.plan.id) ?? [], completions.get(r.plan.id)),
  );
  const { topRated, topActive, featured } = await publicLists(db);
  return {
    userPlans,
    topRated,
    topActive,
    featured,
    activePlanId: userPlans.find((p) => p.isActive)?.id ?? null,
  };
}

/**
 * The Top Rated and Most Popular lists are the same for every reader and aggregate every
 * reader's use, so each instance keeps them for a short while (decision 010).
 */
export const PUBLIC_LISTS_TTL_MS = 30_000;
const listCache = new WeakMap<Db, { at: number; lists: Promise<PublicLists> }>();

interface PublicLists {
  topRated: PublicPlan[];
  topActive: PublicPlan[];
  featured: PublicPlan[];
}

function publicLists(db: Db): Promise<PublicLists> {
  const t = now().getTime();
  const hit = listCache.get(db);
  if (hit && t - hit.at >= 0 && t - hit.at < PUBLIC_LISTS_TTL_MS) return hit.lists;
  const lists = (async () => {
    let topRated = await catalogue.topRatedPlans(db, TOP_PLANS_LIMIT);
    if (topRated.length === 0) topRated = await repo.featuredPlans(db, TOP_PLANS_LIMIT);
    const topActive = await repo.topActivePlans(db, TOP_PLANS_LIMIT);
    const featured = await catalogue.featuredRow(db, FEATURED_PLANS_LIMIT);
    return {
      topRated: topRated.map(toPublicPlan),
      topActive: topActive.map(toPublicPlan),
      featured: featured.map(toPublicPlan),
    };
  })();
  listCache.set(db, { at: t, lists });
  // A failed query must not stay cached.
  lists.catch(() => {
    if (listCache.get(db)?.lists === lists) listCache.delete(db);
  });
  return lists;
}

/** Forgets the cached public lists (tests, and after changes that should show at once). */
export function clearPublicListsCache(db: Db): void {
  listCache.delete(db);
}

/** Active plans first, then plans in progress, then the reader's new plans, then completed ones. */
function rank(r: { userPlan: repo.UserPlanRow | null }): number {
  if (!r.userPlan) return 2;
  if (r.userPlan.isActive) return 0;
  return r.userPlan.completedAt ? 3 : 1;
}

function recency(r: { plan: repo.PlanRow; userPlan: repo.UserPlanRow | null }): number {
  const up = r.userPlan;
  return (up?.completedAt ?? up?.activatedAt ?? r.plan.createdAt).getTime();
}
