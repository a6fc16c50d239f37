import { BIBLE_BOOKS, bookBySlug } from '@contract/bible-rules.ts';
import { LruMemo } from '../../lib/lru.ts';
import { BOOKS, bookIndex } from '../../scripture/books.ts';
import { verseCount, verseId } from '../../scripture/kjv.ts';
import { parseReference } from '../../scripture/references.ts';

/** The canonical index of a book named by its name ('Psalms', 'Psalm', 'Ps') or address form; -1 if none. */
export function bookIndexOf(name: string): number {
  const bySlug = bookBySlug(name);
  if (bySlug) return BIBLE_BOOKS.indexOf(bySlug);
  return bookIndex(name);
}

export function bookName(index: number): string {
  return BOOKS[index]?.name ?? 'Unknown';
}

export function bookSlug(index: number): string {
  return BIBLE_BOOKS[index]?.slug ?? '';
}

/** The dense ids of a run of verses in one chapter, or null when the chapter or a verse does not exist. */
export function verseSpan(
  index: number,
  chapter: number,
  start: number,
  end: number,
): [number, number] | null {
  if (index < 0 || chapter > 150 || end > verseCount(index, chapter)) return null;
  const first = verseId(index, chapter, start);
  const last = verseId(index, chapter, end);
  return first < 0 || last < first ? null : [first, last];
}

const memo = new LruMemo<[number, number][] | null>(5_000);

/** The verse spans (dense ids) a free-text reference names, or null when it is not one we can read. */
export function spansOf(reference: string): [number, number][] | null {
  const key = reference.trim().replace(/\s+/g, ' ');
  return memo.get(key, () => {
    try {
      const spans: [number, number][] = [];
      for (const r of parseReference(key).ranges) {
        const first = verseId(r.bookIndex, r.startChapter, r.startVerse);
        const last = verseId(r.bookIndex, r.endChapter, r.endVerse);
        if (first >= 0 && last >= first) spans.push([first, last]);
      }
      return spans.length ? spans : null;
    } catch {
      return null;
    }
  });
}

/** Whether two lists of spans share a verse. */
export function overlaps(a: [number, number][], b: [number, number][]): boolean {
  return a.some(([a1, a2]) => b.some(([b1, b2]) => a1 <= b2 && b1 <= a2));
}
