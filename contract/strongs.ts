import { z } from 'zod';
import { bibleTranslationSchema } from './bible.ts';

export * from './strongs-rules.ts';

/** Path of GET /api/strongs/:number, e.g. 'H4057' or 'G26' (case and leading zeros are free). */
export const strongsParamsSchema = z.object({
  number: z.string().trim().min(1).max(20),
});
export type StrongsParams = z.infer<typeof strongsParamsSchema>;

/** Most verses one GET /api/strongs/:number returns, and how many it returns by default. */
export const STRONGS_VERSES_MAX_LIMIT = 1000;
export const STRONGS_VERSES_DEFAULT_LIMIT = 50;

/** Query of GET /api/strongs/:number: `limit` caps the verses returned (1-1000, default 50). */
export const strongsEntryQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(STRONGS_VERSES_MAX_LIMIT, `limit must be at most ${STRONGS_VERSES_MAX_LIMIT}`)
    .default(STRONGS_VERSES_DEFAULT_LIMIT),
});
export type StrongsEntryQuery = z.infer<typeof strongsEntryQuerySchema>;

/** A verse where the word occurs. */
export const strongsVerseSchema = z.object({
  reference: z.string(),
  text: z.string(),
});

/**
 * A Strong's dictionary entry. `number` starts with H (Hebrew) or G (Greek);
 * `partOfSpeech` is null for Greek words (the public-domain Greek data has none); `verses` lists
 * the first `limit` occurrences in canonical order and `totalVerses` counts them all (decisions
 * 008 and 119).
 */
export const strongsEntrySchema = z.object({
  number: z.string(),
  original: z.string(),
  transliteration: z.string(),
  partOfSpeech: z.string().nullable(),
  definition: z.string(),
  verses: z.array(strongsVerseSchema),
  totalVerses: z.number().int().nonnegative(),
});
export type StrongsEntryResponse = z.infer<typeof strongsEntrySchema>;

/**
 * Query of GET /api/strongs/words: a passage reference in any common form ('Ex 16') and the
 * translation it is read in (KJV when left out).
 */
export const strongsWordsQuerySchema = z.object({
  ref: z.string().trim().min(1, 'Please enter a Bible reference').max(200),
  translation: bibleTranslationSchema.optional(),
});
export type StrongsWordsQuery = z.infer<typeof strongsWordsQuerySchema>;

/** A clickable word: where it is in the verse text as the passage gives it, and its number. */
export const strongsWordSpanSchema = z.tuple([
  z.number().int().nonnegative(),
  z.number().int().nonnegative(),
  z.string(),
]);

/**
 * The clickable words of a passage (decision 119): `verses` maps a verse key to that verse's
 * words as [start, end, number], where start and end (exclusive) are offsets in the verse's
 * text as the passage body gives it after 'N ' (the '*' of the translators' italics counted).
 * Each word opens the number its own tag in the verse gives. A verse key is 'chapter:verse'
 * ('16:15'); a Psalm's title is verse 0 ('3:0'); when a passage spans several books, verses of
 * every book after the first are keyed 'Book chapter:verse'. Verses without a clickable word
 * are left out.
 */
export const strongsWordsResponseSchema = z.object({
  reference: z.string(),
  translation: bibleTranslationSchema,
  verses: z.record(z.string(), z.array(strongsWordSpanSchema)),
});
export type StrongsWordsResponse = z.infer<typeof strongsWordsResponseSchema>;
