import { z } from 'zod';

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
 * A Strong's dictionary entry (spec §3). `number` starts with H (Hebrew) or G (Greek);
 * `partOfSpeech` is null for Greek words (the public-domain Greek data has none); `verses` lists
 * the first `limit` occurrences in canonical order and `totalVerses` counts them all (Hebrew
 * only for now; Greek entries have none). See decision 008.
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

/** Query of GET /api/strongs/words: a passage reference in any common form, e.g. 'Ex 16'. */
export const strongsWordsQuerySchema = z.object({
  ref: z.string().trim().min(1, 'Please enter a Bible reference').max(200),
});
export type StrongsWordsQuery = z.infer<typeof strongsWordsQuerySchema>;

/**
 * The Strong's numbers behind the words of a passage (decision 007): `words` maps a verse key to
 * that verse's word keys and their numbers, e.g. { '16:15': { manna: 'H4478' } }. A verse key is
 * 'chapter:verse' ('16:15'); when a passage spans several books, verses of every book after the
 * first are keyed 'Book chapter:verse' ('Numbers 11:7'). Word keys come from
 * `strongsWordTokens`. Verses without a matched word are left out; New Testament passages have
 * none (no tagged Greek text yet, decision 004).
 */
export const strongsWordsResponseSchema = z.object({
  reference: z.string(),
  words: z.record(z.string(), z.record(z.string(), z.string())),
});
export type StrongsWordsResponse = z.infer<typeof strongsWordsResponseSchema>;
