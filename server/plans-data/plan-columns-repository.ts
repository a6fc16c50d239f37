import { QueryBuilder } from 'drizzle-orm/pg-core';
import { planSessions, plans } from '../db/schema/index.ts';

// The plan columns another table's query may join, so that query stays one statement (decision 181).
// PostgreSQL folds each subquery into the join: the plan is that of a join on the table itself.

/** Each plan's type, deleted plans included; join on `id`. */
export const planTypes = new QueryBuilder()
  .select({ id: plans.id, planType: plans.planType })
  .from(plans)
  .as('p');

/** Each plan day's curated insight (raw: read it with parsePlanSessionInsight); join on `planId` and `day`. */
export const planDayInsights = new QueryBuilder()
  .select({ planId: planSessions.planId, day: planSessions.day, insight: planSessions.insight })
  .from(planSessions)
  .as('ps');
