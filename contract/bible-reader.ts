import { MAX_SEARCH_PAGES } from './bible-rules.ts';
import { z } from 'zod';
import { bibleTranslationSchema, sectionHeadingSchema } from './bible.ts';

/** A chapter's place: its book's address form, its number and its display name ('Psalm 24'). */
export const chapterPlaceSchema = z.object({
  book: z.string(),
  chapter: z.number().int().positive(),
  name: z.string(),
});
export type ChapterPlace = z.infer<typeof chapterPlaceSchema>;

/** Path of GET /api/bible/chapters/:book/:chapter: a book's address form and a chapter number. */
export const chapterParamsSchema = z.object({
  book: z.string().trim().min(1).max(40),
  chapter: z.coerce.number({ message: 'The chapter must be a number' }).int().min(1).max(999),
});

export const chapterQuerySchema = z.object({
  translation: bibleTranslationSchema.optional(),
});

/**
 * One chapter for the Bible reader: `passage` in the reading body's format (see
 * passageResponseSchema), `reference` its display name ('Psalm 23'), which the passage, notes
 * and Strong's endpoints also read as the whole chapter,
 * and the chapters before and after it across book boundaries (null at Genesis 1 and
 * Revelation 22).
 */
export const chapterResponseSchema = z.object({
  book: z.string(),
  bookName: z.string(),
  chapter: z.number().int(),
  name: z.string(),
  reference: z.string(),
  translation: bibleTranslationSchema,
  passage: z.string(),
  /** The study notes' section headings for the chapter, beside it (decision 149). Additive. */
  sectionHeadings: z.array(sectionHeadingSchema).optional(),
  verseCount: z.number().int(),
  prev: chapterPlaceSchema.nullable(),
  next: chapterPlaceSchema.nullable(),
});
export type ChapterResponse = z.infer<typeof chapterResponseSchema>;

export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_LENGTH = 200;

/** Query of GET /api/bible/search. Quotes make a phrase; otherwise every word must be there. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Please enter words to search for')
    .max(MAX_SEARCH_LENGTH, `A search can be at most ${MAX_SEARCH_LENGTH} characters long`),
  translation: bibleTranslationSchema.optional(),
  testament: z.enum(['old', 'new']).optional(),
  /** A book's address form, e.g. '1-kings'. */
  book: z.string().trim().max(40).optional(),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(
      MAX_SEARCH_PAGES,
      `A search shows at most ${MAX_SEARCH_PAGES} pages: add a word, a book or a testament to narrow it`,
    )
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One verse found: its plain text and where the searched words are in it ([start, end) offsets). */
export const searchHitSchema = z.object({
  reference: z.string(),
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  translation: bibleTranslationSchema,
  /** 'phrase' when the query was quoted, 'all' otherwise. */
  mode: z.enum(['phrase', 'all']),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(searchHitSchema),
  /** Set when the query reads as a reference ('jn 3 16'): where the reader goes instead. */
  reference: z
    .object({
      name: z.string(),
      book: z.string(),
      chapter: z.number().int(),
      verse: z.number().int().nullable(),
    })
    .nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
