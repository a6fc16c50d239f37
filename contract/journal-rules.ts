// Journal limits, messages and titles without zod: the web's first load imports these (decision 092).

/** Longest reflection we store (decision 021): about 3,000 words, far beyond any daily entry. */
export const JOURNAL_CONTENT_MAX = 20_000;
export const JOURNAL_TITLE_MAX = 200;
export const JOURNAL_REFERENCE_MAX = 200;
/** One page of the journal list or a notebook view (decision 099): entries per page, default and most. */
export const JOURNAL_LIST_DEFAULT = 50;
export const JOURNAL_LIST_MAX = 100;
/** Response header naming the next page's cursor (absent on the last page; decision 099). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * Writes (create, update, delete together) one reader may make per minute (decision 099): a
 * reader saving by hand makes a few; a script making hundreds is stopped.
 */
export const JOURNAL_WRITES_PER_MINUTE = 60;
export const JOURNAL_RATE_LIMITED =
  'You are saving very quickly. Please wait a minute and try again.';

/**
 * Storage cap per reader (decision 099). A full page (about 2,000 characters, 350 words) every
 * day for 50 years is 36.5 million characters and 18,250 entries: inside both numbers, while a
 * script filling a database is stopped at a known size.
 */
export const JOURNAL_MAX_ENTRIES = 20_000;
export const JOURNAL_MAX_CHARACTERS = 40_000_000;
export const JOURNAL_FULL_CODE = 'journal_full';
export const JOURNAL_FULL =
  'Your journal has reached its storage limit (20,000 entries or 40 million characters). Export or delete older entries to keep writing.';

export const REFLECTION_EMPTY = 'Reflection cannot be empty';
export const REFLECTION_TOO_LONG = 'Reflection is too long (maximum 20,000 characters)';
/** PostgreSQL text cannot hold NUL, and no keyboard types one: a 400 with this message, never a 500. */
export const REFLECTION_NUL = 'Reflection contains a null character, which cannot be saved';

/** The default title: 'Bible Reading - {reference}', or 'Bible Reading' without one. */
export function defaultJournalTitle(reference: string | null | undefined): string {
  const ref = reference?.trim();
  return ref ? `Bible Reading - ${ref}` : 'Bible Reading';
}

/** Longest search text of the Journal's search box (decision 128). */
export const JOURNAL_SEARCH_MAX = 200;
