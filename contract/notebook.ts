import { z } from 'zod';
import { pageQuerySchema } from './journal-paging.ts';
import { journalEntrySchema } from './journal.ts';

/** 403 body when the reader's tier has no notebook. */
export const NOTEBOOK_LOCKED_MESSAGE = 'Notebook access requires a Basic or Premium membership.';
export const NOTEBOOK_LOCKED_CODE = 'notebook_locked';
/** The last by-book group: entries whose reference names no Bible book. */
export const OTHER_BOOK = 'Other';
export const NOTEBOOK_SEARCH_MAX = 200;

/** ?limit=&cursor= of the three grouped views (decision 099). */
export const notebookPageQuerySchema = pageQuerySchema;

/**
 * Every group carries `total`: how many entries it holds across all pages (decision 099). A
 * page holds at most `limit` entries, so a group may begin on one page and continue on the
 * next (the same key again at the top of that page); the web joins them.
 */
const total = z.number().int().nonnegative();

/** GET /api/notebook/by-date: newest date first; date null is shown as 'Unknown Date'. */
export const notebookByDateSchema = z.array(
  z.object({ date: z.string().nullable(), total, entries: z.array(journalEntrySchema) }),
);
export type NotebookDateGroup = z.infer<typeof notebookByDateSchema>[number];

/** GET /api/notebook/by-session: sessionKey is '{planId}:{day}', or 'unplanned:…' outside plans. */
export const notebookBySessionSchema = z.array(
  z.object({
    sessionKey: z.string(),
    planTitle: z.string().nullable(),
    reference: z.string().nullable(),
    total,
    entries: z.array(journalEntrySchema),
  }),
);
export type NotebookSessionGroup = z.infer<typeof notebookBySessionSchema>[number];

/** GET /api/notebook/by-book: books in canonical order, then 'Other'. */
export const notebookByBookSchema = z.array(
  z.object({ book: z.string(), total, entries: z.array(journalEntrySchema) }),
);
export type NotebookBookGroup = z.infer<typeof notebookByBookSchema>[number];

/** GET /api/notebook/search?q=&limit=&cursor=: pages of results, best first. */
export const notebookSearchQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .min(1, 'Please enter something to search for')
    .max(NOTEBOOK_SEARCH_MAX, `Search text can be at most ${NOTEBOOK_SEARCH_MAX} characters`),
});
export const notebookSearchResultSchema = z.object({ entries: z.array(journalEntrySchema) });
export type NotebookSearchResult = z.infer<typeof notebookSearchResultSchema>;

export const EXPORT_FORMATS = ['markdown', 'json'] as const;
export const notebookExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('markdown'),
});

/** The JSON export file. */
export const notebookExportSchema = z.object({
  app: z.literal('Lamplight'),
  exportedAt: z.string(),
  entries: z.array(journalEntrySchema),
});
export type NotebookExport = z.infer<typeof notebookExportSchema>;
