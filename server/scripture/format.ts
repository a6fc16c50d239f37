/**
 * The shapes of the committed study data files (server/study/study-data/*.json.gz), written by
 * `npm run data:import` (scripts/data-import.ts): the tagged Bibles here, the commentaries and
 * Nave's in server/study/format.ts. Bump STUDY_DATA_FORMAT when any shape changes, so a stale
 * file is refused, not misread.
 */
export const STUDY_DATA_FORMAT = 2;

/**
 * One piece of a verse, in reading order:
 * - a string: plain text with no tag (spaces, punctuation, untagged words);
 * - [text, strongs]: a tagged word; strongs is one or more canonical numbers ('H3117',
 *   'G26 G3588') separated by spaces;
 * - [text, strongs, flags]: the same with flags, any of 'i' (the translators' italics, never
 *   clickable), 'j' (words of Jesus), 'd' (the divine name, small capitals); strongs may be ''.
 */
export type Token = string | [string, string] | [string, string, string];

/** A marginal note, placed after the first `after` tokens of its verse. */
export interface VerseNote {
  after: number;
  text: string;
}

export interface VerseRecord {
  w: Token[];
  notes?: VerseNote[];
  /** 1 when a paragraph starts at this verse. */
  p?: 1;
}

/** Where a file came from: the SWORD module's name and version (its .conf file). */
export interface ModuleSource {
  module: string;
  version: string;
  date: string;
  licence: string;
}

export interface BibleFile {
  format: number;
  translation: 'kjv' | 'web';
  source: ModuleSource;
  /** Keyed 'Book C:V' (canonical book names), in canonical order. */
  verses: Record<string, VerseRecord>;
  /** Psalm titles, keyed 'Psalms N'. */
  titles: Record<string, Token[]>;
  /**
   * Headings that stand before a verse, in the module's order, keyed 'Book C:V' (Psalm 119's
   * letters; the WEB's 'BOOK 2' before Psalm 42). Keyed 'Psalms C:0' when they stand before
   * the Psalm's title (format 2; format 1 held one string per verse).
   */
  headings: Record<string, string[]>;
  /** Closing notes after a verse (the KJV's epistle subscriptions), keyed 'Book C:V'. */
  subscriptions: Record<string, string>;
}
