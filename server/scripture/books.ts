/** The two testaments of the Protestant canon. */
export type Testament = 'old' | 'new';

/** One canonical book: its English name, OSIS code, testament and chapter count (KJV). */
export interface BookInfo {
  /** Canonical English name used everywhere in Lamplight, e.g. 'Song of Solomon'. */
  readonly name: string;
  /** OSIS code, as the reference parser reports it, e.g. 'Song'. */
  readonly osis: string;
  readonly testament: Testament;
  /** Number of chapters in the KJV. */
  readonly chapters: number;
}

// name, OSIS code, chapter count; the order is the canonical order (0 = Genesis, 65 = Revelation).
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

/** Index of Matthew: books before it are the Old Testament. */
const FIRST_NEW_TESTAMENT_BOOK = 39;

/** The 66 books of the Protestant canon in canonical order. */
export const BOOKS: readonly BookInfo[] = Object.freeze(
  TABLE.map(([name, osis, chapters], i) =>
    Object.freeze({
      name,
      osis,
      chapters,
      testament: (i < FIRST_NEW_TESTAMENT_BOOK ? 'old' : 'new') as Testament,
    }),
  ),
);

// Names other sources use for the same book (the kjv package says "Solomon's Song";
// morphhb says "I Samuel"); matched case-insensitively, like the canonical names.
const ALIASES: Record<string, string> = {
  "solomon's song": 'Song of Solomon',
  'song of songs': 'Song of Solomon',
  psalm: 'Psalms',
  revelations: 'Revelation',
};

const byKey = new Map<string, number>();
BOOKS.forEach((b, i) => {
  byKey.set(b.name.toLowerCase(), i);
  byKey.set(b.osis.toLowerCase(), i);
  const roman = b.name.replace(/^1 /, 'I ').replace(/^2 /, 'II ').replace(/^3 /, 'III ');
  byKey.set(roman.toLowerCase(), i);
});
for (const [alias, name] of Object.entries(ALIASES)) {
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
