import type { FastifyBaseLogger } from 'fastify';
import { TIER_RULES, type Allowance, type Tier } from '@contract/membership.ts';
import {
  FEATURED_PLANS_LIMIT,
  MAX_SUGGESTIONS,
  SEARCH_RESULTS_LIMIT,
  SUGGESTIONS_MIN_LENGTH,
  PLAN_MOVED_ON_MESSAGE,
  TOP_PLANS_LIMIT,
  totalWeeksFor,
  type ActivatePlanResult,
  type PlanKind,
  type PlanType,
  type PlansOverview,
  type PublicPlan,
  type ScheduleEntry,
  type UserPlan,
} from '@contract/plans.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, type AppError } from '../../errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { BOOKS } from '../../scripture/books.ts';
import { addDays, localDate, recordReadingDay } from '../../users/reading-days.ts';
import { computeAllowance, nextResetDate } from '../../users/allowance.ts';
import { startOfMonthUtc, type UserRow } from '../../users/users.ts';
import { plannerFor } from './ai-planner.ts';
import { now } from './clock.ts';
import { CURATED_TOPICS } from './curated/index.ts';
import {
  completePlan,
  generateOfflinePlan,
  sessionCountFor,
  type GeneratedPlan,
} from './generator.ts';
import * as catalogue from './catalogue.ts';
import * as repo from './repository.ts';
import { isStopWord } from './words.ts';

// ── Shaping ─────────────────────────────────────────────────────────────────────────────────

function scheduleOf(sessions: repo.SessionRow[]): ScheduleEntry[] {
  return sessions.map((s) => {
    const summary = (s.insight as { summary?: unknown } | null)?.summary;
    return {
      day: s.day,
      reference: s.reference,
      title: s.title,
      description: s.description,
      insight: typeof summary === 'string' ? { summary } : null,
    };
  });
}

/** A plan as the reader has it (spec §3 User plan); `userPlan` is null for a plan they never activated. */
function toUserPlan(
  plan: repo.PlanRow,
  userPlan: repo.UserPlanRow | null,
  sessions: repo.SessionRow[],
): UserPlan {
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    type: plan.type,
    planType: plan.planType,
    isActive: userPlan?.isActive ?? false,
    currentDay: userPlan?.currentDay ?? 1,
    // totalWeeks × 7 is the plan's length (spec §9 display rule; decision 101).
    totalWeeks: totalWeeksFor(sessions.length),
    schedule: scheduleOf(sessions),
    completedAt: userPlan?.completedAt?.toISOString() ?? null,
    rating: userPlan?.rating ?? null,
    sessionCount: sessions.length,
    isCustom: !plan.isCurated,
  };
}

const toPublicPlan = (row: repo.PublicPlanRow): PublicPlan => ({ ...row });

async function shapeOne(
  db: Db,
  plan: repo.PlanRow,
  userPlan: repo.UserPlanRow | null,
): Promise<UserPlan> {
  return toUserPlan(plan, userPlan, await repo.sessionsOf(db, [plan.id]));
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────

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
  const userPlans = rows.map((r) => toUserPlan(r.plan, r.userPlan, byPlan.get(r.plan.id) ?? []));
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

/**
 * The words of a search as a tsquery: each word matches as a prefix of the stemmed index
 * ('wild' finds 'Wilderness'), and a half-typed word longer than its stored stem ('wildern'
 * against 'wilder') also matches by its shorter forms. Words are letters and digits only, so
 * no input can break the tsquery syntax.
 */
export function searchQuery(q: string): SQL | null {
  const terms = [
    ...new Set((q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, 40))),
  ]
    .filter((w) => !isStopWord(w))
    .slice(0, 8);
  if (terms.length === 0) return null;
  const parts = terms.map((w) => {
    const shorter: string[] = [];
    for (let cut = 1; cut <= 3 && w.length - cut >= 4; cut++)
      shorter.push(w.slice(0, w.length - cut));
    const prefix = sql`to_tsquery('english', ${`${w}:*`})`;
    return shorter.length > 0
      ? sql`(${prefix} || to_tsquery('simple', ${shorter.join(' | ')}))`
      : prefix;
  });
  return sql.join(parts, sql` && `);
}

/** GET /api/plans/search: ranked full-text search of public plans. */
export async function searchPlans(db: Db, q: string): Promise<PublicPlan[]> {
  const query = searchQuery(q);
  if (!query) return [];
  const rows = await repo.searchPublicPlans(db, query, SEARCH_RESULTS_LIMIT);
  return rows.map(toPublicPlan);
}

/** GET /api/plans/suggestions: up to 5 topics, book names or plan titles for what the reader typed. */
export async function suggest(db: Db, q: string): Promise<string[]> {
  const needle = q.trim().toLowerCase();
  if (needle.length < SUGGESTIONS_MIN_LENGTH) return [];
  const scored: { text: string; tier: number; source: number }[] = [];
  const consider = (text: string, source: number, fuzzy: boolean) => {
    const tier = matchTier(text.toLowerCase(), needle, fuzzy);
    if (tier !== null) scored.push({ text, tier, source });
  };
  for (const b of BOOKS) consider(b.name, 0, true);
  for (const t of CURATED_TOPICS) consider(t, 1, true);
  for (const title of await repo.publicTitlesContaining(db, needle, MAX_SUGGESTIONS * 2))
    consider(title, 2, false);
  scored.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.source - b.source ||
      a.text.length - b.text.length ||
      a.text.localeCompare(b.text),
  );
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { text } of scored) {
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length >= MAX_SUGGESTIONS) break;
  }
  return out;
}

/** 0: starts with the text; 1: a word starts with it; 2: contains it; 3: close by spelling; null: no match. */
function matchTier(candidate: string, needle: string, fuzzy: boolean): number | null {
  if (candidate.startsWith(needle)) return 0;
  const starts = wordStarts(candidate);
  if (starts.some((i) => candidate.startsWith(needle, i))) return 1;
  if (candidate.includes(needle)) return 2;
  if (!fuzzy || needle.length < 4) return null;
  const allowed = needle.length <= 5 ? 1 : 2;
  for (const i of starts) {
    for (const len of [needle.length - 1, needle.length, needle.length + 1]) {
      if (editDistance(needle, candidate.slice(i, i + len)) <= allowed) return 3;
    }
  }
  return null;
}

function wordStarts(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (/[\p{L}\p{N}]/u.test(text[i]!) && (i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1]!)))
      out.push(i);
  }
  return out;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

// ── Allowance and creation ──────────────────────────────────────────────────────────────────

/**
 * GET /api/plans/can-create: the reader's plan allowance (spec §3), computed by the shared
 * rule the membership status also uses. Free mode does not change it (decision 010).
 */
export async function getAllowance(db: Db, user: UserRow): Promise<Allowance> {
  return computeAllowance(db, user, now());
}

function limitReached(tier: Tier, at: Date): AppError {
  const rules = TIER_RULES[tier];
  if (rules.customPlansPerMonth === 0) {
    return forbidden(
      `Monthly custom plan limit reached for your ${rules.label} membership (0 per month). ` +
        `Custom plans come with Basic (${TIER_RULES.basic.customPlansPerMonth} per month) and Premium (${TIER_RULES.premium.customPlansPerMonth} per month).`,
      'plan_limit_reached',
    );
  }
  const reset = new Date(`${nextResetDate(at)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return forbidden(
    `Monthly custom plan limit reached for your ${rules.label} membership (${rules.customPlansPerMonth} per month). It resets on ${reset}.`,
    'plan_limit_reached',
  );
}

export interface CreatePlanParams {
  type: PlanKind;
  content: string;
  sessions?: number | null | undefined;
  planType: PlanType;
}

/** Generation attempts per reader per hour (each may call the model); the monthly limit still applies. */
const CREATE_ATTEMPTS_PER_HOUR = 30;

/**
 * POST /api/plans: generates a custom plan for the reader's topic (the model when configured,
 * else the offline generator) and stores it, within the tier's monthly limit (decision 011).
 */
export async function createCustomPlan(
  deps: { db: Db; config: Config; log: FastifyBaseLogger },
  user: UserRow,
  input: CreatePlanParams,
): Promise<UserPlan> {
  const { db, config, log } = deps;
  const at = now();
  const limit = TIER_RULES[user.membershipTier].customPlansPerMonth;
  const monthStart = startOfMonthUtc(at);
  if ((await repo.countPlansCreatedSince(db, user.id, monthStart)) >= limit) {
    throw limitReached(user.membershipTier, at);
  }
  await hitRateLimit(
    db,
    `plans:create:${user.id}`,
    CREATE_ATTEMPTS_PER_HOUR,
    60 * 60 * 1000,
    'You have asked for many plans in a short time. Please wait a while and try again.',
  );

  const request = {
    topic: input.content,
    kind: input.type,
    planType: input.planType,
    sessions: input.sessions,
  };
  const generated = await generate(config, log, request);

  const plan = await db.transaction(async (tx) => {
    await repo.lockReader(tx, user.id);
    // Counted again under the lock: two requests at once cannot both take the last place.
    if ((await repo.countPlansCreatedSince(tx, user.id, monthStart)) >= limit) {
      throw limitReached(user.membershipTier, at);
    }
    const row = await repo.insertPlan(
      tx,
      {
        ownerId: user.id,
        authorName: authorNameOf(user),
        title: generated.title,
        description: generated.description,
        type: generated.type,
        planType: input.planType,
        isPublic: true,
        isCurated: false,
        createdAt: at,
        updatedAt: at,
      },
      generated.sessions.map((s, i) => ({
        day: i + 1,
        reference: s.reference,
        title: s.title,
        description: s.description,
        insight: null,
      })),
    );
    await repo.recordActivity(
      tx,
      user.id,
      'plan_created',
      `Created the custom plan "${row.title}"`,
      at,
    );
    return row;
  });
  return shapeOne(db, plan, null);
}

async function generate(
  config: Config,
  log: FastifyBaseLogger,
  request: {
    topic: string;
    kind: PlanKind;
    planType: PlanType;
    sessions?: number | null | undefined;
  },
): Promise<GeneratedPlan> {
  const planner = plannerFor(config);
  if (!planner) return generateOfflinePlan(request);
  let proposed;
  try {
    proposed = await planner.propose({ ...request, count: sessionCountFor(request) });
  } catch (err) {
    log.warn({ err }, 'the model could not plan; using the offline generator');
    return generateOfflinePlan(request);
  }
  return completePlan(request, proposed);
}

function authorNameOf(user: UserRow): string {
  const name = [user.firstName, user.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email.split('@')[0] || 'A reader';
}

// ── Activation and progress ─────────────────────────────────────────────────────────────────

/**
 * POST /api/plans/{id}/activate (decision 010): starts or resumes the plan and makes it
 * Today's plan. At the tier's active limit the least recently activated plans are paused
 * (progress kept) instead of refusing; a completed plan starts again at day 1.
 */
export async function activatePlan(
  db: Db,
  user: UserRow,
  planId: number,
): Promise<ActivatePlanResult> {
  const plan = await repo.findVisiblePlan(db, planId, user.id);
  if (!plan) throw notFound('Reading plan not found', 'plan_not_found');
  const maxActive = TIER_RULES[user.membershipTier].maxActivePlans;
  const today = localDate(user.timeZone, now());
  const { row, paused } = await db.transaction(async (tx) => {
    await repo.lockReader(tx, user.id);
    const active = await repo.activePlans(tx, user.id);
    const existing = await repo.findUserPlan(tx, user.id, plan.id);
    const others = active.filter((a) => a.plan.id !== plan.id);
    const toPause = others.slice(Math.max(0, maxActive - 1));
    await repo.deactivateUserPlans(
      tx,
      toPause.map((p) => p.userPlan.id),
    );
    // Strictly later than every other active plan, so "most recently activated" is never a tie.
    const latest = Math.max(0, ...others.map((a) => a.userPlan.activatedAt.getTime() + 1));
    const at = new Date(Math.max(now().getTime(), latest));
    // Starting, starting again or resuming a paused plan puts it on a fresh daily schedule from
    // today: a pause is the reader's choice, not days missed (decision 101).
    const fresh = (day: number) => ({
      scheduleStart: addDays(today, -(day - 1)),
      daySetOn: today,
      movedOn: null,
    });
    let row: repo.UserPlanRow;
    if (!existing) {
      row = await repo.insertUserPlan(tx, {
        userId: user.id,
        planId: plan.id,
        isActive: true,
        currentDay: 1,
        startedAt: at,
        activatedAt: at,
        ...fresh(1),
      });
    } else if (existing.completedAt) {
      row = await repo.updateUserPlan(tx, existing.id, {
        isActive: true,
        currentDay: 1,
        completedAt: null,
        startedAt: at,
        activatedAt: at,
        ...fresh(1),
      });
    } else if (!existing.isActive) {
      row = await repo.updateUserPlan(tx, existing.id, {
        isActive: true,
        activatedAt: at,
        ...fresh(existing.currentDay),
      });
    } else {
      row = await repo.updateUserPlan(tx, existing.id, { isActive: true, activatedAt: at });
    }
    if (!existing?.isActive) {
      const what = existing?.completedAt
        ? `Started "${plan.title}" again`
        : `Activated the plan "${plan.title}"`;
      await repo.recordActivity(tx, user.id, 'plan_activated', what, at);
    }
    return { row, paused: toPause.map((p) => ({ id: p.plan.id, title: p.plan.title })) };
  });
  return { plan: await shapeOne(db, plan, row), paused };
}

async function currentPlan(db: Db, user: UserRow, fromDay?: number) {
  const [current] = await repo.activePlans(db, user.id);
  // A window that still shows a plan finished (or left) elsewhere: the plan moved on.
  if (!current && fromDay !== undefined) throw movedOn();
  if (!current) throw notFound('No active reading plan', 'no_active_plan');
  return { ...current, sessions: await repo.sessionCount(db, current.plan.id) };
}

/** The day a move starts from (decision 101): omitted by old clients. */
export interface MoveRequest {
  fromDay?: number | undefined;
}

const movedOn = () => conflict(PLAN_MOVED_ON_MESSAGE, 'plan_moved_on');

/**
 * A move that changed nothing: 409 when the plan is no longer on the day the caller moved from
 * (another window moved it first), else the caller's rule error.
 */
async function refusal(
  db: Db | repo.Tx,
  userPlanId: number,
  fromDay: number | undefined,
  otherwise: () => AppError,
): Promise<AppError> {
  if (fromDay === undefined) return otherwise();
  const latest = await repo.findUserPlanById(db, userPlanId);
  if (!latest || latest.currentDay !== fromDay || latest.completedAt || !latest.isActive)
    return movedOn();
  return otherwise();
}

/**
 * POST /api/plans/advance: the next day of Today's plan; counts as a reading day. Idempotent
 * with `fromDay`: a second Next from the same day answers 409 instead of skipping a day.
 */
export async function advance(db: Db, user: UserRow, req: MoveRequest = {}): Promise<UserPlan> {
  const { plan, userPlan, sessions } = await currentPlan(db, user, req.fromDay);
  const at = now();
  const row = await repo.advanceDay(db, userPlan.id, sessions, {
    fromDay: req.fromDay,
    today: localDate(user.timeZone, at),
  });
  if (!row) {
    throw await refusal(db, userPlan.id, req.fromDay, () =>
      badRequest(
        `You are on the last day of "${plan.title}". Complete the plan to finish it.`,
        'last_day',
      ),
    );
  }
  await recordReadingDay(db, user.id, user.timeZone, at);
  return shapeOne(db, plan, row);
}

/** POST /api/plans/previous: back one day of Today's plan, never below day 1; 409 from a stale day. */
export async function previous(db: Db, user: UserRow, req: MoveRequest = {}): Promise<UserPlan> {
  const { plan, userPlan } = await currentPlan(db, user, req.fromDay);
  const row = await repo.previousDay(db, userPlan.id, {
    fromDay: req.fromDay,
    today: localDate(user.timeZone, now()),
  });
  if (!row) {
    throw await refusal(db, userPlan.id, req.fromDay, () =>
      badRequest('Already on the first day', 'first_day'),
    );
  }
  return shapeOne(db, plan, row);
}

/** POST /api/plans/complete: finishes Today's plan on its last day; counts as a reading day. */
export async function complete(db: Db, user: UserRow, req: MoveRequest = {}): Promise<UserPlan> {
  const { plan, userPlan, sessions } = await currentPlan(db, user, req.fromDay);
  const at = now();
  const row = await db.transaction(async (tx) => {
    const done = await repo.completeUserPlan(tx, userPlan.id, sessions, at, req.fromDay);
    if (!done) {
      throw await refusal(tx, userPlan.id, req.fromDay, () =>
        badRequest(
          `You can complete "${plan.title}" on its last day: you are on day ${userPlan.currentDay} of ${sessions}.`,
          'not_last_day',
        ),
      );
    }
    await repo.recordActivity(
      tx,
      user.id,
      'plan_completed',
      `Completed the plan "${plan.title}"`,
      at,
    );
    return done;
  });
  await recordReadingDay(db, user.id, user.timeZone, at);
  return shapeOne(db, plan, row);
}

/** POST /api/plans/{id}/rate: 1-5 stars on a completed plan, stored × 10. */
export async function ratePlan(
  db: Db,
  user: UserRow,
  planId: number,
  stars: number,
): Promise<{ rating: number }> {
  const plan = await repo.findVisiblePlan(db, planId, user.id);
  if (!plan) throw notFound('Reading plan not found', 'plan_not_found');
  const row = await repo.rateUserPlan(db, user.id, plan.id, stars * 10);
  if (!row) throw badRequest('You can rate a plan after completing it', 'not_completed');
  return { rating: row.rating ?? stars * 10 };
}
