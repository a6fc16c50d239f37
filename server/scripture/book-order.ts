import { bookIndex } from './books.ts';
import { parseReference } from './references.ts';

/** Where 'Other' sorts in the notebook by book: after every book of the canon (decision 099, 138). */
export const OTHER_BOOK_INDEX = 999_999;

/**
 * The canonical index of the first book a free-text reference names ('Romans 8' → 44), or
 * OTHER_BOOK_INDEX when there is none or the parser cannot read it. Stored on each journal entry
 * when written (decision 138), so the notebook by book sorts in SQL.
 */
export function bookOrderOf(reference: string | null | undefined): number {
  return bookOrdersOf(reference)[0]!;
}

/**
 * The canonical index of every book a reference names, in its order, without repeats ('Genesis 1;
 * Matthew 1; Ezra 1; Acts 1' → [0, 39, 14, 43]), or [OTHER_BOOK_INDEX]: an entry on a day of several
 * readings files under each book read (decision 160). Never empty.
 */
export function bookOrdersOf(reference: string | null | undefined): number[] {
  const text = reference?.trim();
  let books: string[] = [];
  if (text) {
    try {
      books = parseReference(text).ranges.map((r) => r.book);
    } catch {
      books = [];
    }
  }
  const indexes = [...new Set(books.map((b) => bookIndex(b)).filter((i) => i >= 0))];
  return indexes.length > 0 ? indexes : [OTHER_BOOK_INDEX];
}

/** The stored book columns of an entry with this reference (decision 138, 160). */
export function bookColumnsOf(reference: string | null | undefined): {
  bookIndex: number;
  bookIndexes: number[];
} {
  const bookIndexes = bookOrdersOf(reference);
  return { bookIndex: bookIndexes[0]!, bookIndexes };
}
