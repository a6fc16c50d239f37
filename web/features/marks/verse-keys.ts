import { bookByName, type BibleBook } from '@contract/bible-rules.ts';
import type { Mark } from '@contract/marks.ts';
import type { VerseMarkState } from '@/lib/verse-marks.ts';

/** A verse in canonical terms. */
export interface VersePlace {
  book: BibleBook;
  chapter: number;
  verse: number;
}

const START = /^(.+?)\s+\d/;
const KEY = /^(?:(.+) )?(\d+):(\d+)$/;

/** The book a reference starts with ('Psalm 46' → Psalms), or undefined. */
/** A run of verses in one chapter, by canonical place. */
export interface VerseRun {
  book: VersePlace['book'];
  chapter: number;
  start: number;
  end: number;
}

export function firstBookOf(reference: string): BibleBook | undefined {
  const name = START.exec(reference.trim())?.[1];
  return name ? bookByName(name) : undefined;
}

/** A passage verse key ('46:10', 'Psalms 47:1') in canonical terms; undefined for a title (verse 0). */
export function placeOf(key: string, first: BibleBook | undefined): VersePlace | undefined {
  const m = KEY.exec(key);
  if (!m) return undefined;
  const book = m[1] ? bookByName(m[1]) : first;
  const verse = Number(m[3]);
  if (!book || verse < 1) return undefined;
  return { book, chapter: Number(m[2]), verse };
}

export const covers = (mark: Mark, place: VersePlace) =>
  mark.book === place.book.name &&
  mark.chapter === place.chapter &&
  mark.verseStart <= place.verse &&
  place.verse <= mark.verseEnd;

/** A verse's marks as the passage shows them: the newest highlight covering it gives the colour. */
export function stateOf(
  marks: readonly Mark[],
  place: VersePlace,
  selected: boolean,
): VerseMarkState {
  let color: VerseMarkState['color'] = null;
  let newest = '';
  let bookmarked = false;
  let notes = 0;
  for (const m of marks) {
    if (!covers(m, place)) continue;
    if (m.kind === 'highlight' && m.updatedAt > newest) {
      newest = m.updatedAt;
      color = m.color;
    } else if (m.kind === 'bookmark') bookmarked = true;
    else if (m.kind === 'note') notes += 1;
  }
  return { color, bookmarked, notes, selected };
}
