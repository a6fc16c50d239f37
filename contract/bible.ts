import { z } from 'zod';

/** Translations the scripture service serves: King James Version and World English Bible. */
export const bibleTranslationSchema = z.enum(['kjv', 'web']);
export type BibleTranslation = z.infer<typeof bibleTranslationSchema>;

/**
 * A section heading from Lamplight's study notes (decision 149), shown as a sub-heading above the
 * verse it names when the reader keeps section headings on. It is beside the passage, never in
 * it: the passage text stays the translation's own, byte for byte.
 */
export const sectionHeadingSchema = z.object({
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
});
export type SectionHeading = z.infer<typeof sectionHeadingSchema>;

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

/** Query of GET /api/bible/notes: the same as the passage's. */
export const passageNotesQuerySchema = passageQuerySchema;

/** A translators' marginal note, placed after the character at offset `at` of its verse. */
export const passageNoteSchema = z.object({
  at: z.number().int().nonnegative(),
  text: z.string(),
});

/**
 * The marginal notes of a passage (decision 119): `verses` maps a verse key ('chapter:verse',
 * 'Book chapter:verse' for later books, as for the Strong's words) to its notes, where `at` is an
 * offset in the verse's text as the passage body gives it after 'N '. Verses without notes are
 * left out.
 */
export const passageNotesResponseSchema = z.object({
  reference: z.string(),
  translation: bibleTranslationSchema,
  verses: z.record(z.string(), z.array(passageNoteSchema)),
});
export type PassageNotesResponse = z.infer<typeof passageNotesResponseSchema>;
