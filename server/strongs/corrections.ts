/**
 * Cross-references in the dictionaries' data that are plainly wrong, and what they should be.
 *
 * Every entry's cross-references (the `strongs` package's Hebrew and Greek XML) were compared
 * with CrossWire's SWORD dictionaries StrongsHebrew 3.0 and StrongsGreek 3.0 (Debian packages
 * sword-dict-strongs-hebrew and sword-dict-strongs-greek; `npx tsx scripts/strongs-crossrefs.ts`
 * prints every difference). Most differences are the SWORD text's own misprints (Hebrew H50
 * 'from H7171' for H7771): only the ones listed here, where the package's number names a word
 * that cannot be meant, are changed, and the list is kept in docs/strongs-corrections.md. The
 * tables are applied when the dictionaries are read (`hebrew-lexicon.ts`, `greek-lexicon.ts`);
 * a test checks that each one still finds the number it corrects.
 */

export interface CrossReferenceFix {
  /** The entry whose text holds the wrong reference. */
  entry: number;
  /** The number the data cites. */
  wrong: number;
  /**
   * What stands there instead: another number ('H584' for Hebrew, 'G3303' or 'H5689' for
   * Greek), plain text (a verse number the data mistook for a dictionary number), or nothing.
   */
  right: { number: string } | { text: string } | null;
  /** A note of the entry that belongs to the wrongly cited word and is dropped with it. */
  drop?: 'explanation';
  /** Why, in a few words (shown in docs/strongs-corrections.md). */
  why: string;
}

export const HEBREW_FIXES: readonly CrossReferenceFix[] = [
  { entry: 585, wrong: 585, right: { number: 'H584' }, why: 'cites itself; from ʼânach, to sigh' },
  {
    entry: 889,
    wrong: 877,
    right: { number: 'H887' },
    why: "'a stench' comes from bâʼash, to stink, not bôʼr, a cistern",
  },
  {
    entry: 1256,
    wrong: 8050,
    right: { number: 'H3050' },
    why: "'Jah has created': the second part is Yâhh, not Samuel",
  },
  {
    entry: 1992,
    wrong: 1981,
    right: { number: 'H1931' },
    why: "'they' is the plural of hûwʼ, he, not the Aramaic verb hălak",
  },
  {
    entry: 2421,
    wrong: 2421,
    right: { number: 'H2424' },
    why: 'cites itself; compare chayûwth, life',
  },
  {
    entry: 2470,
    wrong: 2470,
    right: null,
    why: 'cites itself among the roots to compare; the other two stay',
  },
  {
    entry: 2673,
    wrong: 2086,
    right: { number: 'H2686' },
    why: "'to cut in two': compare châtsats, to divide, not zêd, arrogant",
  },
  {
    entry: 2687,
    wrong: 2687,
    right: { number: 'H2686' },
    why: 'cites itself; from châtsats, to divide',
  },
  {
    entry: 3628,
    wrong: 3627,
    right: { number: 'H3607' },
    why: "'a prison' comes from kâlâʼ, to restrain, not kᵉlîy, a vessel",
  },
  {
    entry: 3916,
    wrong: 3815,
    right: { number: 'H3915' },
    drop: 'explanation',
    why: "the Aramaic for 'night' corresponds to layil, night, not the name Lael (whose gloss it carried)",
  },
  {
    entry: 4023,
    wrong: 12,
    right: { text: '12:11' },
    why: 'a verse reference (Zechariah 12:11) read as a dictionary number',
  },
  {
    entry: 4192,
    wrong: 48,
    right: { text: '48:14)' },
    why: 'a verse reference (Psalm 48:14) read as a dictionary number',
  },
  {
    entry: 4559,
    wrong: 4437,
    right: { number: 'H4557' },
    why: "'enumeration' is the feminine of mispâr, number (SWORD's H4457 is wrong too)",
  },
  {
    entry: 5375,
    wrong: 7,
    right: { text: 'Hebrew verse 7' },
    why: "Psalm 4:6's verse number in the Hebrew Bible read as a dictionary number",
  },
  {
    entry: 5612,
    wrong: 9,
    right: { text: 'Hebrew verse 9' },
    why: "Psalm 56:8's verse number in the Hebrew Bible read as a dictionary number",
  },
  {
    entry: 5771,
    wrong: 7,
    right: { text: 'Hebrew verse 7' },
    why: "Psalm 51:5's verse number in the Hebrew Bible read as a dictionary number",
  },
  {
    entry: 5963,
    wrong: 1960,
    right: { number: 'H1690' },
    why: 'Diblathaim is the dual of dᵉbêlâh, a cake of figs, not huyᵉdâh, a song',
  },
  {
    entry: 6634,
    wrong: 6623,
    right: { number: 'H6633' },
    why: "'to please, will' corresponds to tsâbâʼ, not pithrôwn, an interpretation",
  },
  {
    entry: 7417,
    wrong: 77,
    right: { text: 'Hebrew verse 77' },
    why: "1 Chronicles 6:62's verse number in the Hebrew Bible read as a dictionary number",
  },
];

export const GREEK_FIXES: readonly CrossReferenceFix[] = [
  { entry: 25, wrong: 5689, right: { number: 'H5689' }, why: 'a Hebrew word (ʻâgab); no G5689' },
  { entry: 137, wrong: 5869, right: { number: 'H5869' }, why: 'Hebrew ʻayin, a spring; no G5869' },
  { entry: 592, wrong: 223, right: { number: 'G1223' }, why: 'compound of dia, not Alexander' },
  { entry: 971, wrong: 979, right: { number: 'G970' }, why: 'from bia, force, not bios, life' },
  { entry: 1510, wrong: 1527, right: { number: 'G1526' }, why: "eisi, 'they are', is G1526" },
  { entry: 2552, wrong: 2256, right: { number: 'G2556' }, why: 'from kakos, evil' },
  {
    entry: 3156,
    wrong: 3164,
    right: { number: 'G3161' },
    why: 'a shorter Mattathias, not machomai',
  },
  { entry: 3160, wrong: 4992, right: { number: 'H4992' }, why: 'the Hebrew name Mattattah' },
  {
    entry: 3304,
    wrong: 3203,
    right: { number: 'G3303' },
    why: 'from men; G3203 is an unused number',
  },
  {
    entry: 3305,
    wrong: 3203,
    right: { number: 'G3303' },
    why: 'from men; G3203 is an unused number',
  },
  { entry: 3532, wrong: 2994, right: { number: 'G2992' }, why: 'from laos, people, not Laodicean' },
  { entry: 3642, wrong: 6590, right: { number: 'G5590' }, why: 'from psuchē, soul; no G6590' },
  { entry: 4460, wrong: 7343, right: { number: 'H7343' }, why: 'of Hebrew origin (Rachab)' },
  { entry: 4460, wrong: 4477, right: { number: 'G4477' }, why: 'compare the Greek Rhachab' },
  { entry: 5043, wrong: 5098, right: { number: 'G5088' }, why: 'from tiktō, to bear, not timōria' },
];

function byEntry(table: readonly CrossReferenceFix[]): Map<number, Map<number, CrossReferenceFix>> {
  const map = new Map<number, Map<number, CrossReferenceFix>>();
  for (const fix of table) {
    const fixes = map.get(fix.entry) ?? new Map<number, CrossReferenceFix>();
    fixes.set(fix.wrong, fix);
    map.set(fix.entry, fixes);
  }
  return map;
}

/** The fixes of each entry, keyed by the wrong number. */
export const HEBREW_FIXES_BY_ENTRY = byEntry(HEBREW_FIXES);
export const GREEK_FIXES_BY_ENTRY = byEntry(GREEK_FIXES);
