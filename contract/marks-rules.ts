// Marks and prayers: limits, colours and messages without zod, so the web's reading card can import them.

/** The highlight colours a reader may choose; each has a light and a dark shade that keep the text readable. */
export const HIGHLIGHT_COLORS = ['yellow', 'green', 'blue', 'pink'] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

/** What a mark is: a coloured highlight, a bookmark, or a note on the verses. */
export const MARK_KINDS = ['highlight', 'bookmark', 'note'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** Marks one reader may keep, all kinds together: far beyond a lifetime of reading, a wall against scripts. */
export const MARKS_MAX = 5_000;
export const MARKS_FULL_CODE = 'marks_full';
export const MARKS_FULL =
  'You have reached the limit of 5,000 marks. Remove some highlights, bookmarks or notes to add more.';

/** Prayers one reader may keep open at once; answered ones do not count. */
export const ACTIVE_PRAYERS_MAX = 500;
/** Every prayer, answered or not. */
export const PRAYERS_MAX = 5_000;
export const PRAYERS_FULL_CODE = 'prayers_full';
export const ACTIVE_PRAYERS_FULL =
  'You have 500 prayers on your active list, the most it holds. Mark some as answered or remove them to add more.';
export const PRAYERS_FULL =
  'Your prayer list has reached its limit of 5,000 prayers. Remove older ones to add more.';

/** Writes of marks (and, separately, of prayers) per reader per minute: as journal writes (decision 099). */
export const MARK_WRITES_PER_MINUTE = 60;
export const MARKS_RATE_LIMITED =
  'You are marking very quickly. Please wait a minute and try again.';
export const PRAYERS_RATE_LIMITED =
  'You are saving prayers very quickly. Please wait a minute and try again.';

/** A verse note: the same limits as a reflection. */
export const MARK_NOTE_MAX = 20_000;
export const MARK_NOTE_EMPTY = 'Note cannot be empty';
export const MARK_NOTE_TOO_LONG = 'Note is too long (maximum 20,000 characters)';

export const PRAYER_TITLE_MAX = 200;
export const PRAYER_DETAILS_MAX = 5_000;
export const PRAYER_ANSWER_MAX = 1_000;
export const PRAYER_TITLE_EMPTY = 'Please give the prayer a title';

/** Verses one mark may cover: a whole chapter at most (Psalm 119 has 176). */
export const MARK_VERSES_MAX = 176;

/** 'Psalm 46:10', 'Psalm 46:9-11' for a run in one chapter. */
export function markReference(book: string, chapter: number, first: number, last: number): string {
  const name = book === 'Psalms' ? 'Psalm' : book;
  return `${name} ${chapter}:${first}${last > first ? `-${last}` : ''}`;
}
