import { z } from 'zod';

/** Path of GET /api/strongs/:number, e.g. 'H4057' or 'G26' (case and leading zeros are free). */
export const strongsParamsSchema = z.object({
  number: z.string().trim().min(1).max(20),
});
export type StrongsParams = z.infer<typeof strongsParamsSchema>;

/** A verse where the word occurs. */
export const strongsVerseSchema = z.object({
  reference: z.string(),
  text: z.string(),
});

/**
 * A Strong's dictionary entry (spec §3). `number` starts with H (Hebrew) or G (Greek);
 * `partOfSpeech` is null for Greek words (the public-domain Greek data has none); `verses` lists
 * every occurrence in canonical order (Hebrew only for now; Greek entries have none).
 */
export const strongsEntrySchema = z.object({
  number: z.string(),
  original: z.string(),
  transliteration: z.string(),
  partOfSpeech: z.string().nullable(),
  definition: z.string(),
  verses: z.array(strongsVerseSchema),
});
export type StrongsEntryResponse = z.infer<typeof strongsEntrySchema>;
