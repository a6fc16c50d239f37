// Journal limits, messages and titles without zod: the web's first load imports these (decision 092).

/** Longest reflection we store (decision 021): about 3,000 words, far beyond any daily entry. */
export const JOURNAL_CONTENT_MAX = 20_000;
export const JOURNAL_TITLE_MAX = 200;
export const JOURNAL_REFERENCE_MAX = 200;
export const JOURNAL_LIST_DEFAULT = 50;
export const JOURNAL_LIST_MAX = 200;

export const REFLECTION_EMPTY = 'Reflection cannot be empty';
export const REFLECTION_TOO_LONG = 'Reflection is too long (maximum 20,000 characters)';

/** The default title (spec §7): 'Bible Reading - {reference}', or 'Bible Reading' without one. */
export function defaultJournalTitle(reference: string | null | undefined): string {
  const ref = reference?.trim();
  return ref ? `Bible Reading - ${ref}` : 'Bible Reading';
}
