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

/**
 * The translations a reader may read Today in (decision 122), the default first. `short` is
 * what the reading card and the notebook show; `name` is the full title for menus and screen
 * readers.
 */
export const READER_TRANSLATIONS = [
  { id: 'kjv', short: 'KJV', name: 'King James Version' },
  { id: 'web', short: 'WEB', name: 'World English Bible' },
] as const;
export type ReaderTranslation = (typeof READER_TRANSLATIONS)[number]['id'];

/** Every reader starts on the KJV, and a signed-out visitor only ever sees it. */
export const DEFAULT_TRANSLATION: ReaderTranslation = 'kjv';

/** Whether a value (a select's string, say) is one of the translations a reader can choose. */
export const isReaderTranslation = (value: string): value is ReaderTranslation =>
  READER_TRANSLATIONS.some((t) => t.id === value);

/** 400 message for a translation the app does not serve. */
export const UNKNOWN_TRANSLATION =
  "Please choose a translation the app offers: 'kjv' (King James Version) or 'web' (World English Bible).";

/** The short and full names of a translation id (an unknown id is shown as it is, upper-cased). */
export function translationNames(id: string): { short: string; name: string } {
  const known = READER_TRANSLATIONS.find((t) => t.id === id);
  return known ?? { short: id.toUpperCase(), name: id.toUpperCase() };
}

/**
 * Reading comfort (decision 127): the reading card's text size, smallest first. `label` is what
 * the controls show; the sizes themselves live in the passage styles.
 */
export const TEXT_SIZES = [
  { id: 's', label: 'Small' },
  { id: 'm', label: 'Medium' },
  { id: 'l', label: 'Large' },
  { id: 'xl', label: 'Extra large' },
] as const;
export type TextSize = (typeof TEXT_SIZES)[number]['id'];
export const DEFAULT_TEXT_SIZE: TextSize = 'm';

/** The reading card's line spacing, tightest first. */
export const LINE_SPACINGS = [
  { id: 'normal', label: 'Normal' },
  { id: 'relaxed', label: 'Relaxed' },
  { id: 'loose', label: 'Loose' },
] as const;
export type LineSpacing = (typeof LINE_SPACINGS)[number]['id'];
export const DEFAULT_LINE_SPACING: LineSpacing = 'normal';

export const isTextSize = (value: string): value is TextSize =>
  TEXT_SIZES.some((s) => s.id === value);
export const isLineSpacing = (value: string): value is LineSpacing =>
  LINE_SPACINGS.some((s) => s.id === value);

/** 400 messages for a size or spacing the reading card does not offer. */
export const UNKNOWN_TEXT_SIZE = "Please choose a text size the app offers: 's', 'm', 'l' or 'xl'.";
export const UNKNOWN_LINE_SPACING =
  "Please choose a line spacing the app offers: 'normal', 'relaxed' or 'loose'.";
