/** Zod-free account rules, safe for the web's first load (decision 092). */

/** Longest first or last name the profile accepts (after trimming). */
export const NAME_MAX = 60;

/** True when the runtime knows the IANA time zone (the session plugin and the sign-in sync use it). */
export function isValidTimeZone(tz: string): boolean {
  if (tz.length === 0 || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const EXPORT_FORMATS = ['json', 'markdown'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The download's file name for a format and day (yyyy-MM-dd). */
export function exportFileName(format: ExportFormat, day: string): string {
  return `lamplight-export-${day}.${format === 'json' ? 'json' : 'md'}`;
}

export const EMAIL_MISMATCH = 'The email you typed does not match your account.';

/** Whether the typed confirmation matches the account's email (trimmed, any case). */
export function emailMatches(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}
