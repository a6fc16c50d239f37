import { z } from 'zod';

/** Longest first or last name the profile accepts (after trimming). */
export const NAME_MAX = 60;

/** True when the runtime knows the IANA time zone (the same check the session plugin makes). */
export function isValidTimeZone(tz: string): boolean {
  if (tz.length === 0 || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** A name part: trimmed, at most NAME_MAX characters; blank (or null) means "not given". */
const namePart = (label: string) =>
  z
    .string()
    .trim()
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
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

/** GET /api/account: the account's settings that the User shape does not carry. */
export const accountSchema = z.object({
  timeZone: z.string(),
  /** How the reader signs in: provider ids ('password', 'google'…), never a hash or subject. */
  signInMethods: z.array(z.object({ provider: z.string(), hasPassword: z.boolean() })),
});
export type Account = z.infer<typeof accountSchema>;

export const EXPORT_FORMATS = ['json', 'markdown'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Query of GET /api/account/export. */
export const exportQuerySchema = z.object({
  format: z
    .enum(EXPORT_FORMATS, { message: "format must be 'json' or 'markdown'" })
    .default('json'),
});

/** The download's file name for a format and day (yyyy-MM-dd). */
export function exportFileName(format: ExportFormat, day: string): string {
  return `lamplight-export-${day}.${format === 'json' ? 'json' : 'md'}`;
}

export const EMAIL_MISMATCH = 'The email you typed does not match your account.';

/** Body of DELETE /api/account: the reader types their email to confirm. */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string().max(320, EMAIL_MISMATCH),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Whether the typed confirmation matches the account's email (trimmed, any case). */
export function emailMatches(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}
