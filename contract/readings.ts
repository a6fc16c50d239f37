import { z } from 'zod';
import { bibleTranslationSchema, sectionHeadingSchema } from './bible.ts';
import { insightResponseSchema } from './insights.ts';

/** A passage insight: markdown summary, key themes, reflection questions. */
export const insightSchema = z.object({
  summary: z.string(),
  themes: z.array(z.object({ title: z.string(), description: z.string() })),
  questions: z.array(z.string()),
});
export type Insight = z.infer<typeof insightSchema>;

/** Shown as the passage body when the scripture service cannot serve the reference. */
export const PASSAGE_UNAVAILABLE = 'This passage is temporarily unavailable.';

/** GET /api/readings/today and POST /api/readings/refresh (the reading's fields, then plan context). */
export const todayReadingSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  passage: z.string(),
  /** The translation `passage` is in: the reader's chosen one, KJV by default (decision 122). */
  translation: bibleTranslationSchema,
  /** The study notes' section headings for the passage, beside it (decision 149). Additive. */
  sectionHeadings: z.array(sectionHeadingSchema).optional(),
  /**
   * The reader's local date ('yyyy-MM-dd') of this reading: a new local day on the same plan day
   * is a new reading with the new date (decision 101).
   */
  readDate: z.string(),
  aiInsight: insightResponseSchema.nullable(),
  planId: z.number().int().nullable(),
  planTitle: z.string().nullable(),
  day: z.number().int(),
  /** Number of days (sessions) in the plan. */
  totalDays: z.number().int(),
  /** The plan session's description for this day. */
  description: z.string(),
  /**
   * Set (to the day now shown) on the local day Today moved the reader on by itself, because they
   * had finished the previous day on an earlier date: "Moved on to Day N" (decision 101). Additive.
   */
  movedOn: z.number().int().nullable().optional(),
  /**
   * Days the reader is behind a one-day-per-day schedule of this plan (0 when on time or ahead).
   * Additive (decision 101).
   */
  daysBehind: z.number().int().min(0).optional(),
  /** The reader's local date now ('yyyy-MM-dd'), in their stored time zone. Additive. */
  today: z.string().optional(),
});
export type TodayReading = z.infer<typeof todayReadingSchema>;

export const readingIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Message of GET /api/readings/{id}/insights when the reading has no insight (404). */
export const NO_SESSION_INSIGHT = 'No session insight available for this reading.';

/**
 * POST /api/readings/start-from-today: keeps the plan and its progress and re-bases its daily
 * schedule so the reader is no longer behind (decision 101). `fromDay`, the day the reader saw,
 * guards against a stale window (409 when the plan has moved on).
 */
export const startFromTodaySchema = z
  .object({ fromDay: z.number().int().positive().max(100_000).optional() })
  // No body at all arrives as null.
  .nullish();
export type StartFromTodayInput = z.infer<typeof startFromTodaySchema>;
