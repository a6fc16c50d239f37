/**
 * The 66 books as the Bible reader's addresses name them (/bible/{slug}/{chapter}): one table so
 * the web and the server agree. Names and chapter counts are the scripture service's
 * (server/scripture/books.ts, which a server test holds this table to).
 */

export type BibleTestament = 'old' | 'new';

export interface BibleBook {
  /** Canonical English name, e.g. 'Song of Solomon'. */
  readonly name: string;
  /** Its address form: lower case, spaces as hyphens, e.g. 'song-of-solomon', '1-kings'. */
  readonly slug: string;
  readonly testament: BibleTestament;
  readonly chapters: number;
}

// name and chapter count, in canonical order; Matthew (index 39) opens the New Testament.
const TABLE: ReadonlyArray<readonly [string, number]> = [
  ['Genesis', 50],
  ['Exodus', 40],
  ['Leviticus', 27],
  ['Numbers', 36],
  ['Deuteronomy', 34],
  ['Joshua', 24],
  ['Judges', 21],
  ['Ruth', 4],
  ['1 Samuel', 31],
  ['2 Samuel', 24],
  ['1 Kings', 22],
  ['2 Kings', 25],
  ['1 Chronicles', 29],
  ['2 Chronicles', 36],
  ['Ezra', 10],
  ['Nehemiah', 13],
  ['Esther', 10],
  ['Job', 42],
  ['Psalms', 150],
  ['Proverbs', 31],
  ['Ecclesiastes', 12],
  ['Song of Solomon', 8],
  ['Isaiah', 66],
  ['Jeremiah', 52],
  ['Lamentations', 5],
  ['Ezekiel', 48],
  ['Daniel', 12],
  ['Hosea', 14],
  ['Joel', 3],
  ['Amos', 9],
  ['Obadiah', 1],
  ['Jonah', 4],
  ['Micah', 7],
  ['Nahum', 3],
  ['Habakkuk', 3],
  ['Zephaniah', 3],
  ['Haggai', 2],
  ['Zechariah', 14],
  ['Malachi', 4],
  ['Matthew', 28],
  ['Mark', 16],
  ['Luke', 24],
  ['John', 21],
  ['Acts', 28],
  ['Romans', 16],
  ['1 Corinthians', 16],
  ['2 Corinthians', 13],
  ['Galatians', 6],
  ['Ephesians', 6],
  ['Philippians', 4],
  ['Colossians', 4],
  ['1 Thessalonians', 5],
  ['2 Thessalonians', 3],
  ['1 Timothy', 6],
  ['2 Timothy', 4],
  ['Titus', 3],
  ['Philemon', 1],
  ['Hebrews', 13],
  ['James', 5],
  ['1 Peter', 5],
  ['2 Peter', 3],
  ['1 John', 5],
  ['2 John', 1],
  ['3 John', 1],
  ['Jude', 1],
  ['Revelation', 22],
];

/** The address form of a book name: 'Song of Solomon' → 'song-of-solomon'. */
export function slugOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The 66 books in canonical order. */
export const BIBLE_BOOKS: readonly BibleBook[] = TABLE.map(([name, chapters], i) => ({
  name,
  slug: slugOf(name),
  testament: i < 39 ? 'old' : 'new',
  chapters,
}));

const bySlug = new Map(BIBLE_BOOKS.map((b) => [b.slug, b]));
const byName = new Map(BIBLE_BOOKS.map((b) => [b.name.toLowerCase(), b]));

/** The book an address names ('1-kings'), or undefined. */
export function bookBySlug(slug: string): BibleBook | undefined {
  return bySlug.get(slug.toLowerCase());
}

/** The book of a canonical name ('1 Kings', 'Psalm' for one Psalm), or undefined. */
export function bookByName(name: string): BibleBook | undefined {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return byName.get(key === 'psalm' ? 'psalms' : key);
}

/** The reader's address of a chapter, and of a verse in it: '/bible/exodus/16#v4'. */
export function chapterPath(book: BibleBook | string, chapter: number, verse?: number): string {
  const slug = typeof book === 'string' ? book : book.slug;
  return `/bible/${slug}/${chapter}${verse ? `#v${verse}` : ''}`;
}

/** Display name of a chapter: 'Psalm 23' for one Psalm, 'Exodus 16' otherwise. */
export function chapterName(book: BibleBook, chapter: number): string {
  return `${book.name === 'Psalms' ? 'Psalm' : book.name} ${chapter}`;
}

/** The last page a Bible search shows: its first 1,000 verses, the best by rank (decision 154). */
export const MAX_SEARCH_PAGES = 50;
