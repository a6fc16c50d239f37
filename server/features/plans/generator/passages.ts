import { BOOKS } from '../../../scripture/books.ts';
import { kjv, verseAt, verseCount, verseId } from '../../../scripture/kjv.ts';
import { formatRange, parseReference, type PassageRange } from '../../../scripture/references.ts';
import { MAX_SESSION_VERSES } from './shapes.ts';
import { normalizedReference } from './text.ts';

/**
 * Passages the generator may store: checking a reference, counting its verses, and widening a
 * passage so it starts and ends where a thought does.
 */

/**
 * The normalised reference when it parses and holds at most `max` verses, null otherwise. A
 * single passage that starts or ends mid-thought is widened to the nearest thought boundaries
 * when that keeps it within `max`.
 */
export function checkReference(
  reference: unknown,
  max: number = MAX_SESSION_VERSES.session,
): { reference: string; verses: number } | null {
  if (typeof reference !== 'string') return null;
  try {
    const parsed = parseReference(reference);
    let ranges = parsed.ranges;
    const only = ranges.length === 1 ? ranges[0] : undefined;
    if (only) {
      const from = verseId(only.bookIndex, only.startChapter, only.startVerse);
      const to = verseId(only.bookIndex, only.endChapter, only.endVerse);
      const [a, b] = widenToThoughts(from, to, max);
      ranges = [rangeOf(a, b)];
    }
    const verses = countVerses(ranges);
    if (verses < 1 || verses > max) return null;
    return { reference: normalizedReference(ranges.map((r) => formatRange(r)).join('; ')), verses };
  } catch {
    return null;
  }
}

export function countVerses(ranges: PassageRange[]): number {
  let verses = 0;
  for (const r of ranges) {
    verses +=
      verseId(r.bookIndex, r.endChapter, r.endVerse) -
      verseId(r.bookIndex, r.startChapter, r.startVerse) +
      1;
  }
  return verses;
}

/** How good a break falls just before a verse: 3 a chapter, 2 a paragraph, 1 a sentence, 0 none. */
export function breakQuality(id: number): number {
  const at = verseAt(id)!;
  if (at.verse === 1) return 3;
  if (isPsalm(at.book)) {
    // The Psalms have no paragraph marks; Psalm 119 falls in stanzas of eight verses.
    if (at.chapter === 119 && at.verse % 8 === 1) return 2;
    return endsSentence(id - 1) ? 1 : 0;
  }
  if (kjv().paragraphStart[id]) return 2;
  return endsSentence(id - 1) ? 1 : 0;
}

const PSALMS = BOOKS.findIndex((b) => b.name === 'Psalms');
export const isPsalm = (book: number) => book === PSALMS;

/** True when the verse ends a sentence (or its chapter). */
function endsSentence(id: number): boolean {
  const at = verseAt(id);
  if (!at) return true;
  if (at.verse === verseCount(at.book, at.chapter)) return true;
  return /[.?!][)'"’”]*$/.test((kjv().texts[id] ?? '').trim());
}

/**
 * Widens [from, to] (one chapter or across chapters of one book) so it starts where a thought
 * starts and ends where one ends, never past `max` verses: a passage never opens mid-sentence.
 * In the Psalms a passage of a short psalm becomes the whole psalm.
 */
export function widenToThoughts(from: number, to: number, max: number): [number, number] {
  const first = verseAt(from)!;
  const last = verseAt(to)!;
  if (first.book !== last.book) return [from, to];
  const chapterFirst = verseId(first.book, first.chapter, 1);
  const chapterLast = verseId(last.book, last.chapter, verseCount(last.book, last.chapter));
  if (isPsalm(first.book) && first.chapter === last.chapter && chapterLast - chapterFirst < max) {
    return [chapterFirst, chapterLast];
  }
  let a = from;
  let b = to;
  const room = () => max - (b - a + 1);
  // Opening mid-sentence: back to the nearest sentence start, or a paragraph start just before it.
  if (breakQuality(a) < 1) {
    let p = a;
    while (p > chapterFirst && breakQuality(p) < 1 && room() - (a - p) > 0) p--;
    if (breakQuality(p) >= 1) {
      a = p;
      for (let q = a; q > chapterFirst && a - q < 3 && room() - (a - q) > 0;) {
        q--;
        if (breakQuality(q) >= 2) {
          a = q;
          break;
        }
      }
    }
  }
  while (b < chapterLast && !endsSentence(b) && room() > 0) b++;
  return [a, b];
}

export function rangeOf(from: number, to: number): PassageRange {
  const a = verseAt(from)!;
  const b = verseAt(to)!;
  return {
    book: BOOKS[a.book]!.name,
    bookIndex: a.book,
    startChapter: a.chapter,
    startVerse: a.verse,
    endChapter: b.chapter,
    endVerse: b.verse,
  };
}
