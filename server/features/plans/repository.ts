import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { forReads } from '../../db/statements.ts';
import type { Executor, Tx } from '../../db/transaction.ts';
import { insertActivity } from '../../users/activity-repository.ts';
import { lockUserById } from '../../users/users-repository.ts';
import { planCompletions, planSessions, plans, userPlans } from '../../db/schema/index.ts';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
export type UserPlanRow = typeof userPlans.$inferSelect;
export type SessionRow = typeof planSessions.$inferSelect;
export type NewSession = Omit<typeof planSessions.$inferInsert, 'planId'>;
export type { Executor, Tx };

/** A plan as the public lists show it. */
export interface PublicPlanRow {
  id: number;
  type: PlanRow['type'];
  title: string;
  description: string;
  planType: PlanRow['planType'];
  usageCount: number;
  rating: number | null;
  sessionCount: number;
}

const notDeleted = isNull(plans.deletedAt);
const publicPlan = and(eq(plans.isPublic, true), notDeleted);

/** A plan the reader may see: public, or their own; never a deleted one. */
export async function findVisiblePlan(
  db: Executor,
  planId: number,
  userId: string,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.id, planId),
        notDeleted,
        or(eq(plans.isPublic, true), eq(plans.ownerId, userId)),
      ),
    )
    .limit(1);
  return row;
}

/** The reader's plans: every plan they activated, plus the plans they created and never activated. */
export async function listReaderPlans(
  db: Executor,
  userId: string,
): Promise<{ plan: PlanRow; userPlan: UserPlanRow | null }[]> {
  const used = await db
    .select({ plan: plans, userPlan: userPlans })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(and(eq(userPlans.userId, userId), notDeleted));
  const owned = await db
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.ownerId, userId),
        notDeleted,
        sql`not exists (select 1 from user_plans up where up.plan_id = "plans"."id" and up.user_id = ${userId})`,
      ),
    );
  return [...used, ...owned.map((plan) => ({ plan, userPlan: null }))];
}

/** The sessions of the given plans, by plan then day. */
export async function sessionsOf(db: Executor, planIds: number[]): Promise<SessionRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(planSessions)
    .where(inArray(planSessions.planId, planIds))
    .orderBy(asc(planSessions.planId), asc(planSessions.day));
}

/** Number of sessions of a plan. */
export async function sessionCount(db: Executor, planId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(planSessions)
    .where(eq(planSessions.planId, planId));
  return Number(row?.n ?? 0);
}

/** The reader's active plans, the most recently activated first (that one is Today's plan). */
export async function activePlans(
  db: Executor,
  userId: string,
): Promise<{ plan: PlanRow; userPlan: UserPlanRow }[]> {
  return db
    .select({ plan: plans, userPlan: userPlans })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(
      and(
        eq(userPlans.userId, userId),
        eq(userPlans.isActive, true),
        isNull(userPlans.completedAt),
        notDeleted,
      ),
    )
    .orderBy(desc(userPlans.activatedAt), desc(userPlans.id));
}

/** Serialises a reader's plan changes (creation limit, activation limit) across app instances. */
export async function lockReader(tx: Tx, userId: string): Promise<void> {
  await lockUserById(tx, userId);
}

/** The reader's row for a plan, if they ever activated it. */
export async function findUserPlan(
  db: Executor,
  userId: string,
  planId: number,
): Promise<UserPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(userPlans)
    .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, planId)))
    .limit(1);
  return row;
}

export async function insertUserPlan(
  db: Executor,
  values: typeof userPlans.$inferInsert,
): Promise<UserPlanRow> {
  const [row] = await db.insert(userPlans).values(values).returning();
  return row!;
}

export async function updateUserPlan(
  db: Executor,
  id: number,
  values: Partial<typeof userPlans.$inferInsert>,
): Promise<UserPlanRow> {
  const [row] = await db.update(userPlans).set(values).where(eq(userPlans.id, id)).returning();
  return row!;
}

/** Pauses the given user plans (progress is kept). */
export async function deactivateUserPlans(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(userPlans).set({ isActive: false }).where(inArray(userPlans.id, ids));
}

/** Where a move starts: the day it expects (when the caller said), and the reader's local date. */
export interface MoveFrom {
  fromDay?: number | undefined;
  today: string;
}

// A move from a day the plan has left changes nothing, so a stale window cannot skip a day.
const fromDayIs = (fromDay: number | undefined) =>
  fromDay === undefined ? undefined : eq(userPlans.currentDay, fromDay);

/** Moves to the next day unless already on the last one (or not on `fromDay`); undefined when it could not. */
export async function advanceDay(
  db: Executor,
  id: number,
  sessions: number,
  from: MoveFrom,
): Promise<UserPlanRow | undefined> {
  const [row] = await db
    .update(userPlans)
    .set({ currentDay: sql`${userPlans.currentDay} + 1`, daySetOn: from.today, movedOn: null })
    .where(and(eq(userPlans.id, id), lt(userPlans.currentDay, sessions), fromDayIs(from.fromDay)))
    .returning();
  return row;
}

/**
 * Puts an active, unfinished plan on `day` (when it is on `fromDay`, if given), set today, with its
 * schedule re-based; undefined when it could not.
 */
export async function setDay(
  db: Executor,
  id: number,
  day: number,
  from: MoveFrom & { scheduleStart: string },
): Promise<UserPlanRow | undefined> {
  const [row] = await db
    .update(userPlans)
    .set({
      currentDay: day,
      daySetOn: from.today,
      movedOn: null,
      scheduleStart: from.scheduleStart,
    })
    .where(
      and(
        eq(userPlans.id, id),
        eq(userPlans.isActive, true),
        isNull(userPlans.completedAt),
        fromDayIs(from.fromDay),
      ),
    )
    .returning();
  return row;
}

/** Moves back a day unless on day 1 (or not on `fromDay`); undefined when it could not. */
export async function previousDay(
  db: Executor,
  id: number,
  from: MoveFrom,
): Promise<UserPlanRow | undefined> {
  const [row] = await db
    .update(userPlans)
    .set({ currentDay: sql`${userPlans.currentDay} - 1`, daySetOn: from.today, movedOn: null })
    .where(and(eq(userPlans.id, id), sql`${userPlans.currentDay} > 1`, fromDayIs(from.fromDay)))
    .returning();
  return row;
}

/** Completes the plan when the reader is on its last day (and on `fromDay`); undefined when they are not. */
export async function completeUserPlan(
  db: Executor,
  id: number,
  sessions: number,
  at: Date,
  fromDay?: number,
): Promise<UserPlanRow | undefined> {
  const [row] = await db
    .update(userPlans)
    .set({ completedAt: at, isActive: false })
    .where(
      and(
        eq(userPlans.id, id),
        gte(userPlans.currentDay, sessions),
        isNull(userPlans.completedAt),
        fromDayIs(fromDay),
      ),
    )
    .returning();
  return row;
}

/** One more time the reader finished the plan (decision 124); kept when they study it again. */
export async function recordCompletion(
  db: Executor,
  userId: string,
  planId: number,
  at: Date,
): Promise<void> {
  await db.insert(planCompletions).values({ userId, planId, completedAt: at });
}

/** How often the reader finished a plan, and when they last did. */
export interface CompletionSummary {
  count: number;
  lastAt: Date;
}

/** The reader's completions per plan (only plans they finished at least once are in the map). */
export async function completionsOf(
  db: Executor,
  userId: string,
  planIds?: number[],
): Promise<Map<number, CompletionSummary>> {
  if (planIds && planIds.length === 0) return new Map();
  const rows = await db
    .select({
      planId: planCompletions.planId,
      n: count(),
      lastAt: max(planCompletions.completedAt),
    })
    .from(planCompletions)
    .where(
      and(
        eq(planCompletions.userId, userId),
        planIds ? inArray(planCompletions.planId, planIds) : undefined,
      ),
    )
    .groupBy(planCompletions.planId);
  return new Map(
    rows
      .filter((r) => r.lastAt !== null)
      .map((r) => [r.planId, { count: Number(r.n), lastAt: new Date(r.lastAt!) }]),
  );
}

/** The reader's row for a plan by its id. */
export async function findUserPlanById(db: Executor, id: number): Promise<UserPlanRow | undefined> {
  const [row] = await db.select().from(userPlans).where(eq(userPlans.id, id)).limit(1);
  return row;
}

/**
 * Stores the reader's rating of a plan they completed, now or before they studied it again
 * (decision 124); undefined when they never completed it.
 */
export async function rateUserPlan(
  db: Executor,
  userId: string,
  planId: number,
  rating: number,
): Promise<UserPlanRow | undefined> {
  const [row] = await db
    .update(userPlans)
    .set({ rating })
    .where(
      and(
        eq(userPlans.userId, userId),
        eq(userPlans.planId, planId),
        or(
          isNotNull(userPlans.completedAt),
          exists(
            db
              .select({ one: sql`1` })
              .from(planCompletions)
              .where(and(eq(planCompletions.userId, userId), eq(planCompletions.planId, planId))),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

/** Inserts a plan and its sessions (call inside a transaction). */
export async function insertPlan(tx: Tx, plan: NewPlan, sessions: NewSession[]): Promise<PlanRow> {
  const [row] = await tx.insert(plans).values(plan).returning();
  if (sessions.length > 0) {
    await tx.insert(planSessions).values(sessions.map((s) => ({ ...s, planId: row!.id })));
  }
  return row!;
}

/** Inserts a plan unless its slug exists; returns the new row, or undefined when it existed. */
export async function insertPlanIfNewSlug(
  tx: Tx,
  plan: NewPlan,
  sessions: NewSession[],
): Promise<PlanRow | undefined> {
  const [row] = await tx
    .insert(plans)
    .values(plan)
    .onConflictDoNothing({ target: plans.slug })
    .returning();
  if (!row) return undefined;
  if (sessions.length > 0) {
    await tx.insert(planSessions).values(sessions.map((s) => ({ ...s, planId: row.id })));
  }
  return row;
}

/** A curated plan by slug with its sessions in day order, its row locked until the transaction ends. */
export async function lockPlanBySlug(
  tx: Tx,
  slug: string,
): Promise<{ plan: PlanRow; sessions: SessionRow[] } | undefined> {
  const [plan] = await tx.select().from(plans).where(eq(plans.slug, slug)).for('update');
  if (!plan) return undefined;
  const sessions = await tx
    .select()
    .from(planSessions)
    .where(eq(planSessions.planId, plan.id))
    .orderBy(asc(planSessions.day));
  return { plan, sessions };
}

/** Adds days to a plan and gives it a new title and description (a curated plan's new release). */
export async function extendPlan(
  tx: Tx,
  planId: number,
  text: { title: string; description: string },
  sessions: NewSession[],
): Promise<void> {
  await tx
    .update(plans)
    .set({ ...text, updatedAt: new Date() })
    .where(eq(plans.id, planId));
  if (sessions.length > 0) {
    await tx.insert(planSessions).values(sessions.map((s) => ({ ...s, planId })));
  }
}

/** One line of the reader's recent activity (admin user detail). */
export async function recordActivity(
  db: Executor,
  userId: string,
  action: 'plan_activated' | 'plan_completed' | 'plan_created',
  description: string,
  at: Date,
): Promise<void> {
  await insertActivity(db, { userId, action, description, createdAt: at });
}

// ── Public lists ────────────────────────────────────────────────────────────────────────────

// The mean rating leaves out the author's own rating of their plan (decision 102).
// Per-plan figures as correlated subqueries: each is an index lookup (user_plans_plan_idx,
// plan_sessions_plan_day_idx), so a page of plans never aggregates the whole table.
// Written with explicit table names: in a single-table query Drizzle leaves columns unqualified,
// and an unqualified "id" inside the subquery would be the subquery's own.
const usageCount = sql<number>`(select count(*)::int from user_plans up where up.plan_id = "plans"."id")`;
const meanRating = sql<
  number | null
>`(select round(avg(up.rating))::int from user_plans up where up.plan_id = "plans"."id" and up.user_id is distinct from "plans"."owner_id")`;
const sessionTotal = sql<number>`(select count(*)::int from plan_sessions ps where ps.plan_id = "plans"."id")`;

const publicColumns = {
  id: plans.id,
  type: plans.type,
  title: plans.title,
  description: plans.description,
  planType: plans.planType,
  usageCount: usageCount.mapWith(Number),
  rating: meanRating.mapWith((v: unknown) => (v === null ? null : Number(v))),
  sessionCount: sessionTotal.mapWith(Number),
};

/** The public plans with these ids, in the order given. */
export async function publicPlansByIds(db: Executor, ids: number[]): Promise<PublicPlanRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(publicColumns).from(plans).where(inArray(plans.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is PublicPlanRow => Boolean(r));
}

/** The browsable catalogue (decision 159): every public curated or featured plan, oldest first, with its slug. */
export async function cataloguePlans(
  db: Executor,
): Promise<(PublicPlanRow & { slug: string | null })[]> {
  // Replica-tolerant: the public catalogue (decision 134).
  return forReads(db)
    .select({ ...publicColumns, slug: plans.slug })
    .from(plans)
    .where(and(publicPlan, or(eq(plans.isCurated, true), eq(plans.isFeatured, true))))
    .orderBy(asc(plans.id));
}

/** The ids of the plans a reader ever started. */
export async function triedPlanIds(db: Executor, userId: string): Promise<Set<number>> {
  const rows = await db
    .select({ planId: userPlans.planId })
    .from(userPlans)
    .where(eq(userPlans.userId, userId));
  return new Set(rows.map((r) => r.planId));
}

/** Public plans by how many readers use them; featured, then curated plans fill the list when few are used. */
export async function topActivePlans(db: Executor, limit: number): Promise<PublicPlanRow[]> {
  // Replica-tolerant: the public catalogue (decision 134).
  const read = forReads(db);
  const used = await read
    .select({ id: plans.id })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(publicPlan)
    .groupBy(plans.id)
    .orderBy(sql`count(*) desc`, desc(plans.isFeatured), asc(plans.id))
    .limit(limit);
  const ids = used.map((r) => r.id);
  if (ids.length < limit) {
    const fill = await read
      .select({ id: plans.id })
      .from(plans)
      .where(and(publicPlan, ids.length > 0 ? notInArray(plans.id, ids) : undefined))
      .orderBy(desc(plans.isFeatured), desc(plans.isCurated), asc(plans.id))
      .limit(limit - ids.length);
    ids.push(...fill.map((r) => r.id));
  }
  return publicPlansByIds(read, ids);
}

/** Featured public plans (the Top Rated list before anyone has rated). */
export async function featuredPlans(db: Executor, limit: number): Promise<PublicPlanRow[]> {
  // Replica-tolerant: the public catalogue (decision 134).
  const read = forReads(db);
  const rows = await read
    .select({ id: plans.id })
    .from(plans)
    .where(and(publicPlan, eq(plans.isFeatured, true)))
    .orderBy(asc(plans.id))
    .limit(limit);
  return publicPlansByIds(
    read,
    rows.map((r) => r.id),
  );
}

/**
 * The search words as a tsquery: each word matches as a prefix of the stemmed index ('wild'
 * finds 'Wilderness'), and a half-typed word longer than its stored stem ('wildern' against
 * 'wilder') also matches by its shorter forms. Words must be letters and digits only, so they
 * cannot break the tsquery syntax.
 */
function tsQueryOf(terms: string[]): SQL {
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

/**
 * Full-text search of public plans' title and description (the plans_search_idx expression),
 * ranked by ts_rank (title above description), then by readers. `terms` are non-empty words of
 * letters and digits only (see searchTerms); every one must match.
 */
export async function searchPublicPlans(
  db: Executor,
  terms: string[],
  limit: number,
): Promise<PublicPlanRow[]> {
  // Replica-tolerant: the public catalogue (decision 134).
  const read = forReads(db);
  const query = tsQueryOf(terms);
  // The filter uses the indexed expression; the ranking (only for matches) weighs the title higher.
  const vector = sql`to_tsvector('english', ${plans.title} || ' ' || ${plans.description})`;
  const weighted = sql`setweight(to_tsvector('english', ${plans.title}), 'A') || setweight(to_tsvector('english', ${plans.description}), 'B')`;
  return read
    .select(publicColumns)
    .from(plans)
    .where(and(publicPlan, sql`${vector} @@ (${query})`))
    .orderBy(sql`ts_rank(${weighted}, (${query})) desc`, sql`${usageCount} desc`, asc(plans.id))
    .limit(limit);
}

/** Distinct public plan titles containing the text (case-insensitive), prefix matches first. */
export async function publicTitlesContaining(
  db: Executor,
  text: string,
  limit: number,
): Promise<string[]> {
  // Replica-tolerant: the public catalogue (decision 134).
  const read = forReads(db);
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const prefix = sql`${plans.title} ilike ${`${escaped}%`} escape '\\'`;
  const rows = await read
    .select({ title: plans.title })
    .from(plans)
    .where(and(publicPlan, sql`${plans.title} ilike ${`%${escaped}%`} escape '\\'`))
    .orderBy(sql`(${prefix}) desc`, sql`length(${plans.title})`, asc(plans.title))
    .limit(limit * 4);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { title } of rows) {
    const key = title.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(title);
    if (out.length >= limit) break;
  }
  return out;
}
