import { bookIndex } from './books.ts';
import { canonicalBookOf } from './references.ts';

/** Where 'Other' sorts in the notebook by book: after every book of the canon (decision 099, 138). */
export const OTHER_BOOK_INDEX = 999_999;

/**
 * The canonical index of the first book a free-text reference names ('Romans 8' → 44), or
 * OTHER_BOOK_INDEX when there is none or the parser cannot read it. Stored on each journal entry
 * when written (decision 138), so the notebook by book sorts in SQL.
 */
export function bookOrderOf(reference: string | null | undefined): number {
  const text = reference?.trim();
  const book = text ? canonicalBookOf(text) : null;
  const index = book ? bookIndex(book) : -1;
  return index >= 0 ? index : OTHER_BOOK_INDEX;
}
