import { LruMemo } from '../../lib/lru.ts';
import { verseId } from '../../scripture/kjv.ts';
import { parseReference } from '../../scripture/references.ts';

/** What a stored reference names: its books (canonical names, in order) and verse spans. */
export interface PassageSpans {
  books: string[];
  /** Inclusive [first, last] dense verse ids (0 = Genesis 1:1), one per range of the reference. */
  spans: [number, number][];
}

// Entries reuse a few references (a plan's passages are shared by every reader of it), and the
// parser costs a fraction of a millisecond each: keep the answers, including "not a reference".
const memo = new LruMemo<PassageSpans | null>(5_000);

/**
 * The books and verse spans of a free-text reference ('Psalm 23', 'Psalms 23:1-3', 'Exodus
 * 16:1-18; Numbers 11'), or null when it is not one we can read.
 */
export function passageSpans(reference: string): PassageSpans | null {
  const key = reference.trim().replace(/\s+/g, ' ');
  return memo.get(key, () => {
    try {
      const { ranges } = parseReference(key);
      const books: string[] = [];
      const spans: [number, number][] = [];
      for (const r of ranges) {
        const first = verseId(r.bookIndex, r.startChapter, r.startVerse);
        const last = verseId(r.bookIndex, r.endChapter, r.endVerse);
        if (first < 0 || last < first) continue;
        spans.push([first, last]);
        if (!books.includes(r.book)) books.push(r.book);
      }
      return spans.length ? { books, spans } : null;
    } catch {
      return null;
    }
  });
}

/** True when the two passages share at least one verse. */
export function sharesAVerse(a: PassageSpans, b: PassageSpans): boolean {
  return a.spans.some(([aFirst, aLast]) =>
    b.spans.some(([bFirst, bLast]) => aFirst <= bLast && bFirst <= aLast),
  );
}
