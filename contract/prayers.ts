import { z } from 'zod';
import {
  PRAYER_ANSWER_MAX,
  PRAYER_DETAILS_MAX,
  PRAYER_TITLE_EMPTY,
  PRAYER_TITLE_MAX,
} from './marks-rules.ts';

const noNul = (v: string) => !v.includes('\u0000');
const NUL = 'cannot contain a null character';

const title = z.string().trim().min(1, PRAYER_TITLE_EMPTY).max(PRAYER_TITLE_MAX).refine(noNul, NUL);
const details = z.string().trim().max(PRAYER_DETAILS_MAX).refine(noNul, NUL).nullable().optional();
/** A linked passage, free text checked by the server's reference parser ('Philippians 4:6-7'). */
const reference = z.string().trim().max(200).refine(noNul, NUL).nullable().optional();

/** Body of POST /api/prayers. */
export const createPrayerSchema = z.object({
  title,
  details,
  reference,
  clientId: z.string().uuid().optional(),
});
export type CreatePrayerInput = z.infer<typeof createPrayerSchema>;

/** Body of PATCH /api/prayers/{id}: omitted fields stay; `answered` marks it answered (or, null, active again). */
export const updatePrayerSchema = z.object({
  title: title.optional(),
  details,
  reference,
  answered: z
    .object({
      note: z.string().trim().max(PRAYER_ANSWER_MAX).refine(noNul, NUL).nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type UpdatePrayerInput = z.infer<typeof updatePrayerSchema>;

export const prayerParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const prayerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  details: z.string().nullable(),
  reference: z.string().nullable(),
  /** The reader's local date the prayer was added, 'yyyy-MM-dd'. */
  askedOn: z.string(),
  /** The reader's local date it was answered, or null while it is active. */
  answeredOn: z.string().nullable(),
  answerNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prayer = z.infer<typeof prayerSchema>;

export const prayerListSchema = z.object({
  active: z.array(prayerSchema),
  answered: z.array(prayerSchema),
});
export type PrayerList = z.infer<typeof prayerListSchema>;

/** GET /api/prayers/summary: Today's one line. */
export const prayerSummarySchema = z.object({ active: z.number().int() });
export type PrayerSummary = z.infer<typeof prayerSummarySchema>;

/** GET /api/recall/chapter/{book}/{chapter}: what the reader wrote touching a chapter's verses. */
export const recallChapterParamsSchema = z.object({
  book: z.string().min(1).max(40),
  chapter: z.coerce.number().int().min(1).max(150),
});
export const recallItemSchema = z.object({
  kind: z.enum(['reflection', 'note', 'prayer']),
  id: z.number().int(),
  title: z.string(),
  reference: z.string(),
  /** The first verse of the chapter it touches (where the marker sits). */
  verse: z.number().int(),
  date: z.string(),
});
export type RecallItem = z.infer<typeof recallItemSchema>;
export const recallChapterSchema = z.object({ items: z.array(recallItemSchema) });
export type RecallChapter = z.infer<typeof recallChapterSchema>;

/** GET /api/recall/on-this-day: what the reader wrote a year, two years… ago today. */
export const onThisDayItemSchema = z.object({
  yearsAgo: z.number().int(),
  date: z.string(),
  kind: z.enum(['reflection', 'note', 'prayer']),
  id: z.number().int(),
  title: z.string(),
  reference: z.string().nullable(),
  firstLine: z.string(),
});
export type OnThisDayItem = z.infer<typeof onThisDayItemSchema>;
export const onThisDaySchema = z.object({ items: z.array(onThisDayItemSchema) });
export type OnThisDay = z.infer<typeof onThisDaySchema>;
