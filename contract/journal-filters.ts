import { z } from 'zod';
import { JOURNAL_REFERENCE_MAX, JOURNAL_SEARCH_MAX } from './journal-rules.ts';
import { pageQuerySchema } from './journal-paging.ts';

// The Journal's filters and the "you wrote on this passage" note (issue 17 item 4, decision 128).
// Every reader may use them, free tier included: it is their own writing.

/** Longest book name a filter accepts ('Song of Solomon' is the longest real one). */
export const JOURNAL_BOOK_MAX = 40;

const optionalFilter = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    // An empty box is no filter at all.
    .transform((v) => (v ? v : undefined));

/**
 * GET /api/journal/entries?limit=&cursor=&book=&q=&entry=: one page of the reader's entries,
 * newest first, narrowed by a book of the Bible, by words in the title or text, or to one entry
 * (the note on Today links to it). Filters combine; without them the list is the whole journal.
 */
export const journalFilterQuerySchema = pageQuerySchema.extend({
  book: optionalFilter(
    JOURNAL_BOOK_MAX,
    `A book name can be at most ${JOURNAL_BOOK_MAX} characters`,
  ),
  q: optionalFilter(
    JOURNAL_SEARCH_MAX,
    `Search text can be at most ${JOURNAL_SEARCH_MAX} characters`,
  ),
  entry: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type JournalFilterQuery = z.infer<typeof journalFilterQuerySchema>;

export const UNKNOWN_BOOK_CODE = 'unknown_book';

/** GET /api/journal/books: the books the reader has written on, in canonical order. */
export const journalBooksSchema = z.object({
  books: z.array(z.object({ book: z.string(), entries: z.number().int() })),
});
export type JournalBooks = z.infer<typeof journalBooksSchema>;

/** GET /api/journal/earlier?reference=&readingId=: the passage read today, and its reading. */
export const earlierEntryQuerySchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, 'Please give the passage, e.g. Exodus 16')
    .max(JOURNAL_REFERENCE_MAX, `A reference can be at most ${JOURNAL_REFERENCE_MAX} characters`),
  /** Today's reading: reflections written on it are not "earlier". */
  readingId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type EarlierEntryQuery = z.infer<typeof earlierEntryQuerySchema>;

/** The most recent earlier entry on an overlapping passage, and how many other such entries exist. */
export const earlierEntrySchema = z.object({
  entry: z
    .object({
      id: z.number().int(),
      title: z.string(),
      /** The first non-blank line of the reflection, shortened to a sentence or so. */
      firstLine: z.string(),
      reference: z.string(),
      /** 'yyyy-MM-dd': the entry's read date, else the reader's local date when it was written. */
      date: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
  /** Other earlier entries on overlapping passages (0 when `entry` is the only one, or null). */
  more: z.number().int(),
  /** The book of the passage asked about, for a link to the Journal filtered by it. */
  book: z.string().nullable(),
});
export type EarlierEntry = z.infer<typeof earlierEntrySchema>;
