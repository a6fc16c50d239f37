import {
  FEATURED_PLANS_LIMIT,
  TOP_PLANS_LIMIT,
  type PlansOverview,
  type PublicPlan,
} from '@contract/plans.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../users/users.ts';
import * as catalogue from './catalogue-repository.ts';
import { now } from './clock.ts';
import { toPublicPlan, toUserPlan } from './plan-shape.ts';
import * as repo from './repository.ts';

/** GET /api/plans: the reader's plans, and the public Top Rated and Most Popular lists. */
export async function getOverview(db: Db, user: UserRow): Promise<PlansOverview> {
  return (await computeOverview(db, user)).overview;
}

/**
 * The overview and the generation of the public lists it was made with: the route keeps the answer in
 * memory under that generation (decision 145), so a kept answer never shows lists this instance dropped.
 */
export async function computeOverview(
  db: Db,
  user: UserRow,
): Promise<{ overview: PlansOverview; listsGeneration: number }> {
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
  const kept = publicLists(db);
  const { topRated, topActive, featured } = await kept.lists;
  return {
    overview: {
      userPlans,
      topRated,
      topActive,
      featured,
      activePlanId: userPlans.find((p) => p.isActive)?.id ?? null,
    },
    listsGeneration: kept.generation,
  };
}

/**
 * The Top Rated and Most Popular lists are the same for every reader and aggregate every
 * reader's use, so each instance keeps them for a short while (decision 010).
 */
export const PUBLIC_LISTS_TTL_MS = 30_000;

interface KeptLists {
  at: number;
  /** Unique per computation of the lists in this process (a time stamp could repeat within a millisecond). */
  generation: number;
  lists: Promise<PublicLists>;
}
const listCache = new WeakMap<Db, KeptLists>();
let generations = 0;

interface PublicLists {
  topRated: PublicPlan[];
  topActive: PublicPlan[];
  featured: PublicPlan[];
}

/** The kept lists while they are still fresh by the plans' clock (a clock moved back refreshes them too). */
function freshLists(db: Db, t: number): KeptLists | undefined {
  const hit = listCache.get(db);
  return hit && t - hit.at >= 0 && t - hit.at < PUBLIC_LISTS_TTL_MS ? hit : undefined;
}

/**
 * The generation of the public lists a request would be answered with now, or undefined when they would
 * be computed again (expired or cleared). Sends no statement.
 */
export function publicListsGeneration(db: Db): number | undefined {
  return freshLists(db, now().getTime())?.generation;
}

function publicLists(db: Db): KeptLists {
  const t = now().getTime();
  const hit = freshLists(db, t);
  if (hit) return hit;
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
  const kept = { at: t, generation: ++generations, lists };
  listCache.set(db, kept);
  // A failed query must not stay cached.
  lists.catch(() => {
    if (listCache.get(db)?.lists === lists) listCache.delete(db);
  });
  return kept;
}

/**
 * Forgets the cached public lists (tests, and after changes that should show at once); readers' overviews
 * kept in memory were stored under the old generation, so they are not answered again either.
 */
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
