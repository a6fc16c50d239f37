import { z } from 'zod';
import { journalEntrySchema } from './journal.ts';

/** 403 body when the reader's tier has no notebook (spec §6). */
export const NOTEBOOK_LOCKED_MESSAGE = 'Notebook access requires a Basic or Premium membership.';
export const NOTEBOOK_LOCKED_CODE = 'notebook_locked';
/** The last by-book group: entries whose reference names no Bible book. */
export const OTHER_BOOK = 'Other';
export const NOTEBOOK_SEARCH_MAX = 200;
/** Most results a search returns, best first. */
export const NOTEBOOK_SEARCH_LIMIT = 50;

/** GET /api/notebook/by-date: newest date first; date null is shown as 'Unknown Date'. */
export const notebookByDateSchema = z.array(
  z.object({ date: z.string().nullable(), entries: z.array(journalEntrySchema) }),
);
export type NotebookDateGroup = z.infer<typeof notebookByDateSchema>[number];

/** GET /api/notebook/by-session: sessionKey is '{planId}:{day}', or 'unplanned:…' outside plans. */
export const notebookBySessionSchema = z.array(
  z.object({
    sessionKey: z.string(),
    planTitle: z.string().nullable(),
    reference: z.string().nullable(),
    entries: z.array(journalEntrySchema),
  }),
);
export type NotebookSessionGroup = z.infer<typeof notebookBySessionSchema>[number];

/** GET /api/notebook/by-book: books in canonical order, then 'Other'. */
export const notebookByBookSchema = z.array(
  z.object({ book: z.string(), entries: z.array(journalEntrySchema) }),
);
export type NotebookBookGroup = z.infer<typeof notebookByBookSchema>[number];

export const notebookSearchQuerySchema = z.object({
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
