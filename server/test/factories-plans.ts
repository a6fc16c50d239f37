import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { planSessions, plans, userPlans } from '../db/schema/index.ts';

type NewPlan = typeof plans.$inferInsert;
type PlanRow = typeof plans.$inferSelect;
type PlanSessionRow = typeof planSessions.$inferSelect;
type UserPlanRow = typeof userPlans.$inferSelect;

export interface SessionInput {
  reference: string;
  title?: string;
  description?: string;
  /** Curated insight ({summary, themes, questions}) or any jsonb, to test odd data. */
  insight?: unknown;
}

let counter = 0;

/** Inserts a plan and its sessions (day 1..n in the given order); override any plan column. */
export async function createPlanWithSessions(
  db: Db,
  opts: { sessions: SessionInput[] } & Partial<NewPlan>,
): Promise<{ plan: PlanRow; sessions: PlanSessionRow[] }> {
  const { sessions, ...overrides } = opts;
  counter += 1;
  const [plan] = await db
    .insert(plans)
    .values({
      title: `Test Plan ${counter}`,
      description: 'A plan made by a test',
      type: 'book',
      planType: 'daily',
      ...overrides,
    })
    .returning();
  const rows = sessions.length
    ? await db
        .insert(planSessions)
        .values(
          sessions.map((s, i) => ({
            planId: plan!.id,
            day: i + 1,
            reference: s.reference,
            title: s.title ?? `Day ${i + 1}`,
            description: s.description ?? `Read ${s.reference}`,
            insight: s.insight ?? null,
          })),
        )
        .returning()
    : [];
  return { plan: plan!, sessions: rows.sort((a, b) => a.day - b.day) };
}

/**
 * Makes the plan the reader's active plan at the given day (creating or updating the user_plans
 * row); `activatedAt` orders several active plans (most recent wins).
 */
export async function activatePlan(
  db: Db,
  userId: string,
  planId: number,
  day = 1,
  opts: { activatedAt?: Date; completedAt?: Date | null; isActive?: boolean } = {},
): Promise<UserPlanRow> {
  const values = {
    isActive: opts.isActive ?? true,
    currentDay: day,
    activatedAt: opts.activatedAt ?? new Date(),
    completedAt: opts.completedAt ?? null,
  };
  const [existing] = await db
    .select({ id: userPlans.id })
    .from(userPlans)
    .where(and(eq(userPlans.userId, userId), eq(userPlans.planId, planId)));
  const [row] = existing
    ? await db.update(userPlans).set(values).where(eq(userPlans.id, existing.id)).returning()
    : await db
        .insert(userPlans)
        .values({ userId, planId, ...values })
        .returning();
  return row!;
}
