import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { MIN_TOP_RATED_RATERS } from '@contract/plans-rules.ts';
import { forReads } from '../../db/statements.ts';
import { plans, userPlans } from '../../db/schema/index.ts';
import { publicPlansByIds, type Executor, type PublicPlanRow } from './repository.ts';

// The public catalogue rows of /plans (decision 102): Featured Plans and Top Rated.

const publicPlan = and(eq(plans.isPublic, true), isNull(plans.deletedAt));

/**
 * Public plans rated by at least MIN_TOP_RATED_RATERS readers other than the plan's author,
 * best mean (of those readers) first, then most ratings. An author rating their own plan, even
 * with friends, cannot lift it into the list.
 */
export async function topRatedPlans(db: Executor, limit: number): Promise<PublicPlanRow[]> {
  // Replica-tolerant: the public catalogue (decision 134).
  const read = forReads(db);
  const mean = sql`avg(${userPlans.rating})`;
  const rows = await read
    .select({ id: plans.id })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(
      and(
        publicPlan,
        isNotNull(userPlans.rating),
        or(isNull(plans.ownerId), sql`${userPlans.userId} <> ${plans.ownerId}`),
      ),
    )
    .groupBy(plans.id)
    .having(sql`count(distinct ${userPlans.userId}) >= ${MIN_TOP_RATED_RATERS}`)
    .orderBy(sql`round(${mean}) desc`, sql`count(*) desc`, asc(plans.id))
    .limit(limit);
  return publicPlansByIds(
    read,
    rows.map((r) => r.id),
  );
}

/**
 * The Featured Plans row and Today's starter plans: the plans an admin featured, then curated
 * plans to fill the row (so a new deployment, where nobody has featured anything, still shows
 * the curated plans).
 */
export async function featuredRow(db: Executor, limit: number): Promise<PublicPlanRow[]> {
  // Replica-tolerant: the public catalogue (decision 134).
  const read = forReads(db);
  const rows = await read
    .select({ id: plans.id })
    .from(plans)
    .where(and(publicPlan, or(eq(plans.isFeatured, true), eq(plans.isCurated, true))))
    .orderBy(desc(plans.isFeatured), desc(plans.isCurated), asc(plans.id))
    .limit(limit);
  return publicPlansByIds(
    read,
    rows.map((r) => r.id),
  );
}
