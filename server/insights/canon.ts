import { BOOKS } from '../scripture/books.ts';

/** The traditional sections of the Protestant canon. */
export type CanonSection =
  | 'Law'
  | 'History'
  | 'Poetry and Wisdom'
  | 'Major Prophets'
  | 'Minor Prophets'
  | 'Gospels'
  | 'Acts'
  | 'Pauline Epistles'
  | 'General Epistles'
  | 'Apocalypse';

// [section, first book index, last book index] in canonical order (0 = Genesis).
const SECTIONS: ReadonlyArray<readonly [CanonSection, number, number, string]> = [
  ['Law', 0, 4, 'the five books of the Law (the Torah or Pentateuch)'],
  ['History', 5, 16, 'the historical books'],
  ['Poetry and Wisdom', 17, 21, 'the books of poetry and wisdom'],
  ['Major Prophets', 22, 26, 'the Major Prophets'],
  ['Minor Prophets', 27, 38, 'the twelve Minor Prophets'],
  ['Gospels', 39, 42, 'the four Gospels'],
  ['Acts', 43, 43, 'the history of the early church'],
  // Hebrews is counted with the General Epistles: its author is not named in the letter.
  ['Pauline Epistles', 44, 56, 'the letters of Paul'],
  ['General Epistles', 57, 64, 'the General Epistles'],
  ['Apocalypse', 65, 65, 'apocalyptic prophecy'],
];

/** Where a book sits in the canon. */
export interface CanonPlace {
  book: string;
  testament: 'Old Testament' | 'New Testament';
  section: CanonSection;
  /** e.g. 'the five books of the Law (the Torah or Pentateuch)' */
  sectionDescription: string;
  /** 1-based position in the whole Bible (1-66). */
  position: number;
  /** 1-based position in its testament (1-39 or 1-27). */
  positionInTestament: number;
  testamentSize: number;
  /** 1-based position in its section, and the section's size. */
  positionInSection: number;
  sectionSize: number;
  chapters: number;
}

/** The canonical place of a book by its canonical index (0-65). */
export function canonPlace(bookIndex: number): CanonPlace {
  const book = BOOKS[bookIndex];
  const section = SECTIONS.find(([, from, to]) => bookIndex >= from && bookIndex <= to);
  if (!book || !section) throw new RangeError(`no book at index ${bookIndex}`);
  const [name, from, to, description] = section;
  const old = book.testament === 'old';
  return {
    book: book.name,
    testament: old ? 'Old Testament' : 'New Testament',
    section: name,
    sectionDescription: description,
    position: bookIndex + 1,
    positionInTestament: old ? bookIndex + 1 : bookIndex - 38,
    testamentSize: old ? 39 : 27,
    positionInSection: bookIndex - from + 1,
    sectionSize: to - from + 1,
    chapters: book.chapters,
  };
}

/** English ordinal: 1 → '1st', 2 → '2nd', 23 → '23rd'. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}
