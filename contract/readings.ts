import { z } from 'zod';
import { insightResponseSchema } from './insights.ts';

/** A passage insight (spec §3): markdown summary, key themes, reflection questions. */
export const insightSchema = z.object({
  summary: z.string(),
  themes: z.array(z.object({ title: z.string(), description: z.string() })),
  questions: z.array(z.string()),
});
export type Insight = z.infer<typeof insightSchema>;

/** Shown as the passage body when the scripture service cannot serve the reference (spec §2). */
export const PASSAGE_UNAVAILABLE = 'This passage is temporarily unavailable.';

/** GET /api/readings/today and POST /api/readings/refresh (spec §3 fields, then plan context). */
export const todayReadingSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  passage: z.string(),
  /** The reader's local date ('yyyy-MM-dd') when this plan day was first opened. */
  readDate: z.string(),
  aiInsight: insightResponseSchema.nullable(),
  planId: z.number().int().nullable(),
  planTitle: z.string().nullable(),
  day: z.number().int(),
  /** Number of days (sessions) in the plan. */
  totalDays: z.number().int(),
  /** The plan session's description for this day. */
  description: z.string(),
});
export type TodayReading = z.infer<typeof todayReadingSchema>;

export const readingIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Message of GET /api/readings/{id}/insights when the reading has no insight (404). */
export const NO_SESSION_INSIGHT = 'No session insight available for this reading.';
