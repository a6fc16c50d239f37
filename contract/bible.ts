import { z } from 'zod';

/** Translations the scripture service serves: King James Version and World English Bible. */
export const bibleTranslationSchema = z.enum(['kjv', 'web']);
export type BibleTranslation = z.infer<typeof bibleTranslationSchema>;

/** Query of GET /api/bible/passage: a reference in any common form, e.g. 'Ex 16:1-36'. */
export const passageQuerySchema = z.object({
  ref: z.string().trim().min(1, 'Please enter a Bible reference').max(200),
  translation: bibleTranslationSchema.optional(),
});
export type PassageQuery = z.infer<typeof passageQuerySchema>;

/**
 * A passage. `reference` is the normalised display form ('Exodus 16:1-36'); `passage` is the
 * reading body: blocks separated by a blank line, each verse 'N text', '## Book C' before each
 * new chapter after the first, '### line' for a Psalm's title or Psalm 119's letter headings;
 * the translators' italics are marked *like this*.
 */
export const passageResponseSchema = z.object({
  reference: z.string(),
  translation: bibleTranslationSchema,
  passage: z.string(),
});
export type PassageResponse = z.infer<typeof passageResponseSchema>;
