import { BOOKS } from '../../../../scripture/books.ts';
import { verseCount } from '../../../../scripture/kjv.ts';
import { formatRange, parseReference } from '../../../../scripture/references.ts';

/** One whole chapter of the KJV and its number of verses. */
export interface Chapter {
  bookIndex: number;
  chapter: number;
  verses: number;
}

/** Every chapter a reference names, in its order; throws unless it names whole chapters only. */
export function chaptersIn(reference: string): Chapter[] {
  const out: Chapter[] = [];
  for (const r of parseReference(reference).ranges) {
    const whole = r.startVerse === 1 && r.endVerse === verseCount(r.bookIndex, r.endChapter);
    if (!whole) throw new Error(`${reference} does not name whole chapters`);
    for (let c = r.startChapter; c <= r.endChapter; c++) {
      out.push({ bookIndex: r.bookIndex, chapter: c, verses: verseCount(r.bookIndex, c) });
    }
  }
  return out;
}

/** Every chapter of the books from `first` to `last` (canonical names), in canonical order. */
export function booksFrom(first: string, last: string = first): Chapter[] {
  const from = BOOKS.findIndex((b) => b.name === first);
  const to = BOOKS.findIndex((b) => b.name === last);
  if (from < 0 || to < from) throw new Error(`no books from ${first} to ${last}`);
  const out: Chapter[] = [];
  for (let b = from; b <= to; b++) {
    for (let c = 1; c <= (BOOKS[b]?.chapters ?? 0); c++) {
      out.push({ bookIndex: b, chapter: c, verses: verseCount(b, c) });
    }
  }
  return out;
}

/**
 * Splits chapters, kept in their order, into `days` runs of nearly equal verse counts: day d ends
 * at the chapter whose running total of verses comes nearest to d / days of the whole (never an
 * empty day). A long chapter (Psalm 119) makes a day of its own and its neighbours take up the
 * slack.
 */
export function balance(chapters: readonly Chapter[], days: number): Chapter[][] {
  if (days < 1 || chapters.length < days) {
    throw new Error(`cannot spread ${chapters.length} chapters over ${days} days`);
  }
  const cumulative: number[] = [];
  let sum = 0;
  for (const c of chapters) cumulative.push((sum += c.verses));
  const out: Chapter[][] = [];
  let start = 0;
  for (let d = 1; d <= days; d++) {
    let end = chapters.length; // exclusive
    if (d < days) {
      const target = (sum * d) / days;
      const lowest = start + 1;
      const highest = chapters.length - (days - d);
      end = lowest;
      let best = Infinity;
      for (let e = lowest; e <= highest; e++) {
        const gap = Math.abs((cumulative[e - 1] ?? 0) - target);
        if (gap < best) {
          best = gap;
          end = e;
        }
        if ((cumulative[e - 1] ?? 0) > target) break;
      }
    }
    out.push(chapters.slice(start, end));
    start = end;
  }
  return out;
}

/**
 * The reference of a run of chapters as Lamplight writes it: consecutive chapters of one book
 * joined ('Genesis 1-3'), books and jumps separated by '; ' ('Genesis 50; Exodus 1-2').
 */
export function referenceOf(chapters: readonly Chapter[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < chapters.length) {
    const first = chapters[i] as Chapter;
    let j = i;
    while (
      j + 1 < chapters.length &&
      chapters[j + 1]?.bookIndex === first.bookIndex &&
      chapters[j + 1]?.chapter === (chapters[j]?.chapter ?? 0) + 1
    ) {
      j++;
    }
    const last = chapters[j] as Chapter;
    const book = BOOKS[first.bookIndex];
    if (!book) throw new Error(`no book ${first.bookIndex}`);
    parts.push(
      formatRange({
        book: book.name,
        bookIndex: first.bookIndex,
        startChapter: first.chapter,
        startVerse: 1,
        endChapter: last.chapter,
        endVerse: verseCount(last.bookIndex, last.chapter),
      }),
    );
    i = j + 1;
  }
  return parts.join('; ');
}

/** A chapter's key for counting: 'Genesis 1'. */
export const chapterKey = (c: Pick<Chapter, 'bookIndex' | 'chapter'>) =>
  `${BOOKS[c.bookIndex]?.name ?? '?'} ${c.chapter}`;
