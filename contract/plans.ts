import { z } from 'zod';
import {
  PLAN_COLLECTIONS,
  PLAN_KINDS,
  PLAN_TYPES,
  MAX_PLAN_SESSIONS,
  MAX_QUERY_LENGTH,
  MAX_TOPIC_LENGTH,
  MIN_PLAN_SESSIONS,
  RATING_MESSAGE,
  SEARCH_MIN_LENGTH,
  SESSIONS_MESSAGE,
  TOPIC_REQUIRED_MESSAGE,
  normalizeText,
} from './plans-rules.ts';

export * from './plans-rules.ts';

export const planKindSchema = z.enum(PLAN_KINDS);
export const planTypeSchema = z.enum(PLAN_TYPES);

const cleanText = z.string().transform(normalizeText);

/** One day of a plan's schedule (User plan: reference, title, description, insight.summary). */
export const scheduleEntrySchema = z.object({
  day: z.number().int(),
  reference: z.string(),
  title: z.string(),
  description: z.string(),
  insight: z.object({ summary: z.string() }).nullable(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** A plan as the reader has it (User plan). `id` is the plan's id. */
export const userPlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: planKindSchema,
  planType: planTypeSchema,
  isActive: z.boolean(),
  /** 1-based. */
  currentDay: z.number().int(),
  /**
   * sessionCount / 7, so that the spec's "totalWeeks × 7" is the plan's length (decision 101):
   * whole for plans of whole weeks, fractional otherwise (3 sessions: 3/7). Show days with
   * scheduleDayCount(totalWeeks).
   */
  totalWeeks: z.number().nonnegative(),
  schedule: z.array(scheduleEntrySchema),
  /**
   * ISO timestamp, or null while not completed. Study Again clears it; the earlier completions
   * stay in timesCompleted and lastCompletedAt (decision 124).
   */
  completedAt: z.string().nullable(),
  /** How many times the reader finished the plan (0 for a plan never finished). */
  timesCompleted: z.number().int().nonnegative(),
  /** ISO timestamp of the latest completion, kept while the reader studies the plan again. */
  lastCompletedAt: z.string().nullable(),
  /** The reader's own rating × 10 (1-5 stars → 10-50), or null. */
  rating: z.number().int().nullable(),
  sessionCount: z.number().int(),
  /** True for plans readers created; false for the curated plans that ship with the app. */
  isCustom: z.boolean(),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

/** A plan anyone may use (Public plan): top rated, most popular, search results. */
export const publicPlanSchema = z.object({
  id: z.number().int(),
  type: planKindSchema,
  title: z.string(),
  description: z.string(),
  /** Readers who have activated the plan. */
  usageCount: z.number().int(),
  /** Mean of readers' ratings × 10, rounded; null when nobody rated it. */
  rating: z.number().int().nullable(),
  planType: planTypeSchema,
  sessionCount: z.number().int(),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;

/** One plan of the browsable catalogue (GET /api/plans/catalogue). */
export const cataloguePlanSchema = publicPlanSchema.extend({
  collection: z.enum(PLAN_COLLECTIONS),
  /** Day 1 falls on 1 January: starting can follow the calendar. */
  calendar: z.boolean(),
  /** The reader started it at some time (it is, or was, one of their plans). */
  tried: z.boolean(),
});
export type CataloguePlan = z.infer<typeof cataloguePlanSchema>;
export const planCatalogueSchema = z.object({ plans: z.array(cataloguePlanSchema) });
export type PlanCatalogue = z.infer<typeof planCatalogueSchema>;

/** GET /api/plans/{id}: a plan's detail before starting it. */
export const planDetailSchema = z.object({
  plan: cataloguePlanSchema,
  schedule: z.array(scheduleEntrySchema),
  /** Minutes a day at an unhurried reading pace, rounded; the mean over the plan's days. */
  minutesPerDay: z.number().int(),
  /** For a calendar plan, the day of the reader's date today; else null. */
  calendarDay: z.number().int().nullable(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

/** GET /api/plans. */
export const plansOverviewSchema = z.object({
  /** The reader's plans: active ones first, the one Today follows (most recently activated) at the top. */
  userPlans: z.array(userPlanSchema),
  topRated: z.array(publicPlanSchema),
  topActive: z.array(publicPlanSchema),
  /** Plans an admin featured, then curated plans (decision 102): the Featured Plans row and Today's starters. */
  featured: z.array(publicPlanSchema),
  /** The plan Today follows: the most recently activated active plan, or null. */
  activePlanId: z.number().int().nullable(),
});
export type PlansOverview = z.infer<typeof plansOverviewSchema>;

/** GET /api/plans/search?q= (q: 2-200 characters after trimming). */
export const planSearchQuerySchema = z.object({
  q: cleanText.pipe(
    z
      .string()
      .min(SEARCH_MIN_LENGTH, `Search needs at least ${SEARCH_MIN_LENGTH} characters`)
      .max(MAX_QUERY_LENGTH, `Search can be at most ${MAX_QUERY_LENGTH} characters`),
  ),
});
export const planSearchResultSchema = z.object({ plans: z.array(publicPlanSchema) });
export type PlanSearchResult = z.infer<typeof planSearchResultSchema>;

/** GET /api/plans/suggestions?q= (fewer than 3 characters gives no suggestions; over 200 is refused). */
export const planSuggestionsQuerySchema = z.object({
  q: cleanText
    .pipe(z.string().max(MAX_QUERY_LENGTH, `Search can be at most ${MAX_QUERY_LENGTH} characters`))
    .default(''),
});
export const planSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type PlanSuggestions = z.infer<typeof planSuggestionsSchema>;

const sessionsField = z
  .number({ error: SESSIONS_MESSAGE })
  .int(SESSIONS_MESSAGE)
  .min(MIN_PLAN_SESSIONS, SESSIONS_MESSAGE)
  .max(MAX_PLAN_SESSIONS, SESSIONS_MESSAGE);

/** POST /api/plans: the Create Plan dialog. */
export const createPlanSchema = z.object({
  type: planKindSchema,
  content: cleanText.pipe(
    z
      .string()
      .min(1, TOPIC_REQUIRED_MESSAGE)
      .max(MAX_TOPIC_LENGTH, `A plan topic can be at most ${MAX_TOPIC_LENGTH} characters`),
  ),
  sessions: sessionsField.nullish(),
  planType: planTypeSchema,
});
export type CreatePlanInput = z.input<typeof createPlanSchema>;

/** Path parameter of /api/plans/{id}/…. */
export const planIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Plan id must be a positive whole number' })
    .int('Plan id must be a positive whole number')
    .positive('Plan id must be a positive whole number')
    .max(2_147_483_647, 'Plan id must be a positive whole number'),
});

/** POST /api/plans/{id}/activate: the plan, and any plans paused to stay within the tier's active limit. */
export const activatePlanResultSchema = z.object({
  plan: userPlanSchema,
  paused: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type ActivatePlanResult = z.infer<typeof activatePlanResultSchema>;

/** POST /api/plans/{id}/rate: 1-5 stars. */
export const ratePlanSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
});
/** The stored rating, scaled by 10 (4 stars → 40). */
export const ratePlanResultSchema = z.object({ rating: z.number().int() });
export type RatePlanResult = z.infer<typeof ratePlanResultSchema>;

/**
 * POST /api/plans/advance, /previous and /complete: the day the reader moves from. Optional for
 * old clients; when given and the plan is no longer on that day (another window moved it), the
 * call answers 409 'plan_moved_on' and changes nothing (decision 101).
 */
export const planMoveSchema = z
  .object({
    fromDay: z
      .number({ error: 'fromDay must be a day number' })
      .int('fromDay must be a day number')
      .positive('fromDay must be a day number')
      .max(100_000, 'fromDay must be a day number'),
  })
  .partial()
  // No body at all (old clients) arrives as null.
  .nullish();
export type PlanMoveInput = z.infer<typeof planMoveSchema>;

const dayField = z
  .number({ error: 'Choose a day by its number' })
  .int('Choose a day by its number')
  .positive('Choose a day by its number')
  .max(100_000, 'Choose a day by its number');

/**
 * POST /api/plans/{id}/activate: optionally the day to start on (decision 159), e.g. the day of
 * today's date on a yearly plan. No body starts at day 1 (or resumes where the reader left off).
 */
export const activatePlanSchema = z.object({ startDay: dayField }).partial().nullish();
export type ActivatePlanInput = z.infer<typeof activatePlanSchema>;

/** POST /api/plans/{id}/day: moves the reader's active plan to a chosen day (decision 159). */
export const planDaySchema = z.object({ day: dayField, fromDay: dayField.optional() });
export type PlanDayInput = z.infer<typeof planDaySchema>;
