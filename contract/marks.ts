import { z } from 'zod';
import {
  HIGHLIGHT_COLORS,
  MARK_KINDS,
  MARK_NOTE_EMPTY,
  MARK_NOTE_MAX,
  MARK_NOTE_TOO_LONG,
  MARK_VERSES_MAX,
} from './marks-rules.ts';

export * from './marks-rules.ts';

const noNul = (v: string) => !v.includes('\u0000');

/** A note's text: trimmed, not blank, at most MARK_NOTE_MAX characters, no NUL (PostgreSQL refuses it). */
export const markNoteSchema = z
  .string()
  .trim()
  .min(1, MARK_NOTE_EMPTY)
  .max(MARK_NOTE_MAX, MARK_NOTE_TOO_LONG)
  .refine(noNul, 'Note contains a null character, which cannot be saved');

export const highlightColorSchema = z.enum(HIGHLIGHT_COLORS, {
  message: `Please choose one of the highlight colours: ${HIGHLIGHT_COLORS.join(', ')}`,
});

/** The verses a mark covers: one verse or a run of verses in one chapter, by canonical book. */
export const markVersesSchema = z
  .object({
    /** A book's canonical name ('Psalms', 'Song of Solomon'), 'Psalm', or its address form ('1-kings'). */
    book: z.string().min(1).max(40),
    chapter: z.number().int().min(1).max(150),
    verseStart: z.number().int().min(1).max(176),
    verseEnd: z.number().int().min(1).max(176),
  })
  .refine((v) => v.verseEnd >= v.verseStart, {
    message: 'The last verse must not come before the first',
    path: ['verseEnd'],
  })
  .refine((v) => v.verseEnd - v.verseStart < MARK_VERSES_MAX, {
    message: `A mark covers at most ${MARK_VERSES_MAX} verses`,
    path: ['verseEnd'],
  });

/**
 * Body of POST /api/marks. A highlight takes a colour, a note its text, a bookmark neither. A highlight or
 * bookmark on verses that already carry one is the same mark (decision 164): the colour is replaced.
 */
export const createMarkSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('highlight'),
      verses: markVersesSchema,
      color: highlightColorSchema,
      clientId: z.string().uuid().optional(),
    }),
    z.object({
      kind: z.literal('bookmark'),
      verses: markVersesSchema,
      clientId: z.string().uuid().optional(),
    }),
    z.object({
      kind: z.literal('note'),
      verses: markVersesSchema,
      /** Only type-checked here: the server applies markNoteSchema so the 400 carries its message. */
      note: z.string(),
      clientId: z.string().uuid().optional(),
    }),
  ],
  { message: `kind must be one of: ${MARK_KINDS.join(', ')}` },
);
export type CreateMarkInput = z.infer<typeof createMarkSchema>;

/** Body of PATCH /api/marks/{id}: a highlight's colour or a note's text. */
export const updateMarkSchema = z
  .object({ color: highlightColorSchema.optional(), note: z.string().optional() })
  .refine((v) => v.color !== undefined || v.note !== undefined, 'Send a color or a note to change');
export type UpdateMarkInput = z.infer<typeof updateMarkSchema>;

export const markParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A mark as the API shows it. */
export const markSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MARK_KINDS),
  book: z.string(),
  /** Its address form, for links: '/bible/{slug}/{chapter}#v{verseStart}'. */
  slug: z.string(),
  chapter: z.number().int(),
  verseStart: z.number().int(),
  verseEnd: z.number().int(),
  /** 'Psalm 46:10'. */
  reference: z.string(),
  color: z.enum(HIGHLIGHT_COLORS).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Mark = z.infer<typeof markSchema>;

/** GET /api/marks: the list, narrowed and ordered. */
export const markListQuerySchema = z.object({
  kind: z.enum(MARK_KINDS).optional(),
  color: highlightColorSchema.optional(),
  book: z.string().min(1).max(40).optional(),
  /** 'book': canonical order of the verses; 'date': newest first. */
  sort: z.enum(['book', 'date']).default('date'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  offset: z.coerce.number().int().min(0).max(5_000).default(0),
});
export type MarkListQuery = z.infer<typeof markListQuerySchema>;

export const markListSchema = z.object({
  marks: z.array(markSchema),
  /** Every mark matching the filters, over all pages. */
  total: z.number().int(),
  /** The books the reader has marks in, canonical order (for the filter). */
  books: z.array(z.string()),
});
export type MarkList = z.infer<typeof markListSchema>;

/** GET /api/marks/passage?reference=: the reader's marks touching a passage (Today's, or a chapter). */
export const markPassageQuerySchema = z.object({ reference: z.string().min(1).max(200) });
export const markPassageSchema = z.object({ marks: z.array(markSchema) });
export type MarkPassage = z.infer<typeof markPassageSchema>;
