import { z } from 'zod';
import {
  EXPORT_FORMATS,
  EMAIL_MISMATCH,
  NAME_MAX,
  LINE_SPACINGS,
  READER_TRANSLATIONS,
  TEXT_SIZES,
  UNKNOWN_LINE_SPACING,
  UNKNOWN_TEXT_SIZE,
  UNKNOWN_TRANSLATION,
  isValidTimeZone,
  type LineSpacing,
  type ReaderTranslation,
  type TextSize,
} from './account-rules.ts';

export * from './account-rules.ts';

/** A name part: trimmed, at most NAME_MAX characters; blank (or null) means "not given". */
const namePart = (label: string) =>
  z
    .string()
    .trim()
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    // PostgreSQL text cannot hold NUL, and no name needs a control character: a 400, never a 500.
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), `${label} cannot contain control characters`)
    .nullable()
    .transform((v) => (v ? v : null));

export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isValidTimeZone, 'Please choose a time zone from the list');

/** Body of PATCH /api/account: omitted fields stay as they are. */
export const updateProfileSchema = z.object({
  firstName: namePart('First name').optional(),
  lastName: namePart('Last name').optional(),
  timeZone: timeZoneSchema.optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** The profile form on /account (the fields as the reader types them). */
export const profileFormSchema = z.object({
  firstName: z.string().trim().max(NAME_MAX, `First name must be at most ${NAME_MAX} characters`),
  lastName: z.string().trim().max(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`),
  timeZone: timeZoneSchema,
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** A translation the reader may choose: 'kjv' or 'web' (decision 122). */
export const readerTranslationSchema = z.enum(
  READER_TRANSLATIONS.map((t) => t.id) as [ReaderTranslation, ...ReaderTranslation[]],
  { message: UNKNOWN_TRANSLATION },
);

/** Body of PUT /api/account/translation, and its answer. */
export const translationSettingSchema = z.object({ translation: readerTranslationSchema });
export type TranslationSetting = z.infer<typeof translationSettingSchema>;

/**
 * The reading card's text size and line spacing (decision 127): the body of
 * PUT /api/account/reading-comfort, its answer, and part of the reader's own User.
 */
export const readingComfortSchema = z.object({
  textSize: z.enum(TEXT_SIZES.map((s) => s.id) as [TextSize, ...TextSize[]], {
    message: UNKNOWN_TEXT_SIZE,
  }),
  lineSpacing: z.enum(LINE_SPACINGS.map((s) => s.id) as [LineSpacing, ...LineSpacing[]], {
    message: UNKNOWN_LINE_SPACING,
  }),
});
export type ReadingComfort = z.infer<typeof readingComfortSchema>;

/**
 * "Study notes only" (decision 148): the body of PUT /api/account/study-notes-only and its answer.
 * On, the reader gets Lamplight's study notes and never a model-written insight.
 */
export const studyNotesOnlySchema = z.object(
  { studyNotesOnly: z.boolean({ error: 'studyNotesOnly must be true or false' }) },
  { error: 'studyNotesOnly must be true or false' },
);
export type StudyNotesOnly = z.infer<typeof studyNotesOnlySchema>;

/** GET /api/account: the account's settings that the User shape does not carry. */
export const accountSchema = z.object({
  timeZone: z.string(),
  /** The translation Today is read in (decision 122); 'kjv' until the reader chooses. */
  translation: readerTranslationSchema,
  /** The reading card's text size and line spacing (decision 127); also on the reader's User. */
  readingComfort: readingComfortSchema,
  /** The reader wants the study notes only, never a model-written insight (decision 148). */
  studyNotesOnly: z.boolean(),
  /** How the reader signs in: provider ids ('password', 'google'…), never a hash or subject. */
  signInMethods: z.array(z.object({ provider: z.string(), hasPassword: z.boolean() })),
});
export type Account = z.infer<typeof accountSchema>;

/** Query of GET /api/account/export. */
export const exportQuerySchema = z.object({
  format: z
    .enum(EXPORT_FORMATS, { message: "format must be 'json' or 'markdown'" })
    .default('json'),
});

/** Body of DELETE /api/account: the reader types their email to confirm. */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string().max(320, EMAIL_MISMATCH),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
