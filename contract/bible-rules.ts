/**
 * The 66 books of the Protestant canon: the one table of names, OSIS codes, testaments and chapter
 * counts. The Bible reader's addresses (/bible/{slug}/{chapter}), the scripture service
 * (server/scripture/books.ts) and the book-name recognisers all read it.
 */

export type BibleTestament = 'old' | 'new';

export interface BibleBook {
  /** Canonical English name used everywhere in Lamplight, e.g. 'Song of Solomon'. */
  readonly name: string;
  /** OSIS code, as the reference parser reports it, e.g. 'Song'. */
  readonly osis: string;
  /** Its address form: lower case, spaces as hyphens, e.g. 'song-of-solomon', '1-kings'. */
  readonly slug: string;
  readonly testament: BibleTestament;
  /** Number of chapters in the KJV. */
  readonly chapters: number;
}

// name, OSIS code and chapter count (KJV), in canonical order; Matthew (index 39) opens the New
// Testament.
const TABLE: ReadonlyArray<readonly [string, string, number]> = [
  ['Genesis', 'Gen', 50],
  ['Exodus', 'Exod', 40],
  ['Leviticus', 'Lev', 27],
  ['Numbers', 'Num', 36],
  ['Deuteronomy', 'Deut', 34],
  ['Joshua', 'Josh', 24],
  ['Judges', 'Judg', 21],
  ['Ruth', 'Ruth', 4],
  ['1 Samuel', '1Sam', 31],
  ['2 Samuel', '2Sam', 24],
  ['1 Kings', '1Kgs', 22],
  ['2 Kings', '2Kgs', 25],
  ['1 Chronicles', '1Chr', 29],
  ['2 Chronicles', '2Chr', 36],
  ['Ezra', 'Ezra', 10],
  ['Nehemiah', 'Neh', 13],
  ['Esther', 'Esth', 10],
  ['Job', 'Job', 42],
  ['Psalms', 'Ps', 150],
  ['Proverbs', 'Prov', 31],
  ['Ecclesiastes', 'Eccl', 12],
  ['Song of Solomon', 'Song', 8],
  ['Isaiah', 'Isa', 66],
  ['Jeremiah', 'Jer', 52],
  ['Lamentations', 'Lam', 5],
  ['Ezekiel', 'Ezek', 48],
  ['Daniel', 'Dan', 12],
  ['Hosea', 'Hos', 14],
  ['Joel', 'Joel', 3],
  ['Amos', 'Amos', 9],
  ['Obadiah', 'Obad', 1],
  ['Jonah', 'Jonah', 4],
  ['Micah', 'Mic', 7],
  ['Nahum', 'Nah', 3],
  ['Habakkuk', 'Hab', 3],
  ['Zephaniah', 'Zeph', 3],
  ['Haggai', 'Hag', 2],
  ['Zechariah', 'Zech', 14],
  ['Malachi', 'Mal', 4],
  ['Matthew', 'Matt', 28],
  ['Mark', 'Mark', 16],
  ['Luke', 'Luke', 24],
  ['John', 'John', 21],
  ['Acts', 'Acts', 28],
  ['Romans', 'Rom', 16],
  ['1 Corinthians', '1Cor', 16],
  ['2 Corinthians', '2Cor', 13],
  ['Galatians', 'Gal', 6],
  ['Ephesians', 'Eph', 6],
  ['Philippians', 'Phil', 4],
  ['Colossians', 'Col', 4],
  ['1 Thessalonians', '1Thess', 5],
  ['2 Thessalonians', '2Thess', 3],
  ['1 Timothy', '1Tim', 6],
  ['2 Timothy', '2Tim', 4],
  ['Titus', 'Titus', 3],
  ['Philemon', 'Phlm', 1],
  ['Hebrews', 'Heb', 13],
  ['James', 'Jas', 5],
  ['1 Peter', '1Pet', 5],
  ['2 Peter', '2Pet', 3],
  ['1 John', '1John', 5],
  ['2 John', '2John', 1],
  ['3 John', '3John', 1],
  ['Jude', 'Jude', 1],
  ['Revelation', 'Rev', 22],
];

/** The address form of a book name: 'Song of Solomon' → 'song-of-solomon'. */
export function slugOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Index of Matthew: books before it are the Old Testament. */
export const FIRST_NEW_TESTAMENT_BOOK = 39;

/** The 66 books in canonical order (0 = Genesis, 65 = Revelation). */
export const BIBLE_BOOKS: readonly BibleBook[] = Object.freeze(
  TABLE.map(([name, osis, chapters], i) =>
    Object.freeze({
      name,
      osis,
      slug: slugOf(name),
      testament: i < FIRST_NEW_TESTAMENT_BOOK ? ('old' as const) : ('new' as const),
      chapters,
    }),
  ),
);

/**
 * Other names for the same books that sources and readers use (the kjv package says "Solomon's
 * Song", readers write "Psalm 23"), lower case, to the canonical name.
 */
export const BOOK_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  "solomon's song": 'Song of Solomon',
  'song of songs': 'Song of Solomon',
  psalm: 'Psalms',
  revelations: 'Revelation',
});

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

/** The hint a search of single letters gets instead of results ('a' is in a fifth of all verses). */
export const SEARCH_TOO_SHORT =
  'Type at least two letters to search: a single letter is in thousands of verses.';

/** True when no word of a Bible search has two letters or more ('a', 'I', 'a b'): such a search is refused. */
export function isSearchTooShort(q: string): boolean {
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 && words.every((w) => [...w].length < 2);
}
