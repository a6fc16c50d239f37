import { z } from 'zod';
import { bibleTranslationSchema, type BibleTranslation } from './bible.ts';
import { pageQuerySchema } from './journal-paging.ts';
import {
  JOURNAL_CONTENT_MAX,
  JOURNAL_REFERENCE_MAX,
  JOURNAL_TITLE_MAX,
  REFLECTION_EMPTY,
  REFLECTION_NUL,
  REFLECTION_TOO_LONG,
} from './journal-rules.ts';

export * from './journal-rules.ts';

/** A reflection's text: non-blank after trimming and at most JOURNAL_CONTENT_MAX characters (trimmed). */
export const reflectionContentSchema = z
  .string()
  .trim()
  .min(1, REFLECTION_EMPTY)
  .max(JOURNAL_CONTENT_MAX, REFLECTION_TOO_LONG)
  .refine((v) => !v.includes('\u0000'), REFLECTION_NUL);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date in the form yyyy-MM-dd')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'must be a real calendar date');

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    // PostgreSQL text cannot hold NUL: a 400, never a database error.
    .refine((v) => !v.includes('\u0000'), 'cannot contain a null character')
    .nullable()
    .optional();

/**
 * Body of POST /api/journal/entries. `content` is only type-checked here; the server applies
 * reflectionContentSchema itself so the 400 carries its exact message.
 */
export const createJournalEntrySchema = z.object({
  readingId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  content: z.string(),
  title: optionalText(JOURNAL_TITLE_MAX),
  reference: optionalText(JOURNAL_REFERENCE_MAX),
  readDate: isoDate.nullable().optional(),
  /**
   * The translation of the reading the reflection was written on (decision 122); when omitted,
   * the reader's chosen translation.
   */
  translation: bibleTranslationSchema.optional(),
  /**
   * An idempotency key the app makes once per reflection (decision 131): sending the same key again
   * (a retry after a lost answer, or the offline queue) answers the entry already saved.
   */
  clientId: z.string().uuid().optional(),
});
export type CreateJournalEntryInput = z.infer<typeof createJournalEntrySchema>;

/** Body of PUT /api/journal/entries/{id}: omitted fields stay as they are; null clears. */
export const updateJournalEntrySchema = z.object({
  content: z.string(),
  title: optionalText(JOURNAL_TITLE_MAX),
  reference: optionalText(JOURNAL_REFERENCE_MAX),
  readDate: isoDate.nullable().optional(),
});
export type UpdateJournalEntryInput = z.infer<typeof updateJournalEntrySchema>;

/** A journal entry. Dates: readDate 'yyyy-MM-dd'; createdAt/updatedAt ISO 8601. */
export const journalEntrySchema = z.object({
  id: z.number().int(),
  readingId: z.number().int().nullable(),
  content: z.string(),
  title: z.string(),
  reference: z.string().nullable(),
  readDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  planTitle: z.string().nullable(),
  /** The translation the reader was reading when they wrote it; 'kjv' for older entries. */
  translation: bibleTranslationSchema,
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalEntryListSchema = z.array(journalEntrySchema);

export const journalEntryParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const journalReadingParamsSchema = z.object({
  readingId: z.coerce.number().int().positive().max(2_147_483_647),
});
/** GET /api/journal/entries?limit=&cursor= (decision 099). */
export const journalListQuerySchema = pageQuerySchema;

/** The fields of a stored journal entry that the API shows. */
export interface JournalEntryRecord {
  id: number;
  readingId: number | null;
  content: string;
  title: string;
  reference: string | null;
  readDate: string | null;
  createdAt: Date;
  updatedAt: Date;
  planTitle: string | null;
  translation: BibleTranslation;
}

/** Shapes a stored entry as the API's JournalEntry. */
export function toJournalEntry(row: JournalEntryRecord): JournalEntry {
  return {
    id: row.id,
    readingId: row.readingId,
    content: row.content,
    title: row.title,
    reference: row.reference,
    readDate: row.readDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    planTitle: row.planTitle,
    translation: row.translation,
  };
}
