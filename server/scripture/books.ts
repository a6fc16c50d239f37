import {
  BIBLE_BOOKS,
  BOOK_ALIASES,
  FIRST_NEW_TESTAMENT_BOOK,
  type BibleBook,
  type BibleTestament,
} from '@contract/bible-rules.ts';

/** The two testaments of the Protestant canon. */
export type Testament = BibleTestament;

/** One canonical book: its English name, OSIS code, testament and chapter count (KJV). */
export type BookInfo = BibleBook;

/** The 66 books of the Protestant canon in canonical order: the contract's table. */
export const BOOKS: readonly BookInfo[] = BIBLE_BOOKS;

// The contract's other names, and the Roman ordinals morphhb writes ("I Samuel"); matched
// case-insensitively, like the canonical names and OSIS codes.
const byKey = new Map<string, number>();
BOOKS.forEach((b, i) => {
  byKey.set(b.name.toLowerCase(), i);
  byKey.set(b.osis.toLowerCase(), i);
  const roman = b.name.replace(/^1 /, 'I ').replace(/^2 /, 'II ').replace(/^3 /, 'III ');
  byKey.set(roman.toLowerCase(), i);
});
for (const [alias, name] of Object.entries(BOOK_ALIASES)) {
  byKey.set(alias, byKey.get(name.toLowerCase()) as number);
}

/**
 * Canonical index (0-65) of a book given its canonical name, OSIS code or a known alias
 * (case-insensitive); -1 when the name is not a book. Abbreviations are the reference
 * parser's job: see parseReference.
 */
export function bookIndex(name: string): number {
  if (typeof name !== 'string') return -1;
  return byKey.get(name.trim().replace(/\s+/g, ' ').toLowerCase()) ?? -1;
}

/** Canonical index of a book from its OSIS code (exact), or -1. */
export function bookIndexFromOsis(osis: string): number {
  const i = byKey.get(osis.toLowerCase());
  return i !== undefined && BOOKS[i]?.osis === osis ? i : -1;
}

/** True when the book (any name bookIndex accepts) is in the Old Testament. */
export function isOldTestament(book: string): boolean {
  const i = bookIndex(book);
  return i >= 0 && i < FIRST_NEW_TESTAMENT_BOOK;
}
