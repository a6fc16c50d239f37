import { chapterNote } from '../../notes/notes.ts';
import { BOOKS } from '../../scripture/books.ts';
import { verseAt, verseId } from '../../scripture/kjv.ts';

/**
 * The study notes divide every chapter into sections (a story, a speech, a stanza), each with
 * its first and last verse. A passage built from a few verses Nave's cites is read as the
 * section(s) those verses sit in, so a day never stops mid-scene or runs on into the next story.
 */

/** The longest unit read whole: a daily reading, or one chapter when that is longer. */
export const STORY_MAX = 40;

/**
 * The first and last verse ids of the note sections that hold verses `from`..`to` (ids of one
 * book), or null when a chapter has no note or no section holds a verse.
 */
export function sectionsAround(from: number, to: number): [number, number] | null {
  const first = verseAt(from);
  const last = verseAt(to);
  if (!first || !last || first.book !== last.book) return null;
  const start = sectionOf(first.book, first.chapter, first.verse);
  const end = sectionOf(last.book, last.chapter, last.verse);
  if (!start || !end) return null;
  return [
    verseId(first.book, first.chapter, start.start),
    verseId(last.book, last.chapter, end.end),
  ];
}

function sectionOf(
  book: number,
  chapter: number,
  verse: number,
): { start: number; end: number } | undefined {
  const note = chapterNote(BOOKS[book]!.name, chapter);
  return note?.sections.find((s) => s.start <= verse && verse <= s.end);
}

/**
 * Whether a unit of `from`..`to` may be read in one sitting of at most `cap` verses: within the
 * cap, and no longer than STORY_MAX unless it stays inside one chapter.
 */
export function unitFits(from: number, to: number, cap: number): boolean {
  const length = to - from + 1;
  if (length > cap) return false;
  if (length <= STORY_MAX) return true;
  const a = verseAt(from);
  const b = verseAt(to);
  return !!a && !!b && a.book === b.book && a.chapter === b.chapter;
}
