import { BIBLE_BOOKS, bookByName, chapterPath, type BibleBook } from '@contract/bible-rules.ts';

/**
 * Bible references in text the app shows ('Exodus 16:4', 'Psalm 23', '1 Cor 13:4-7'), found so
 * they can link to the Bible reader. Only a book name (or a common short form) followed by a
 * chapter that exists counts: 'Job' alone, or 'Mark 99', stays plain text.
 */

// Short forms people and models write, to the book they name: the contract's OSIS codes as
// written in prose ('1Cor' → '1 cor'; 'Song' is left out, an everyday word), and a few more.
const OTHER_FORMS: Record<string, string> = {
  ex: 'Exodus',
  psalm: 'Psalms',
  'song of songs': 'Song of Solomon',
  mt: 'Matthew',
  mk: 'Mark',
  lk: 'Luke',
  jn: 'John',
  '1 jn': '1 John',
};
const SHORT_FORMS: Record<string, string> = {
  ...Object.fromEntries(
    BIBLE_BOOKS.filter((b) => b.osis !== 'Song')
      .map((b) => [b.osis.replace(/^(\d)/, '$1 ').toLowerCase(), b.name] as const)
      .filter(([short, name]) => short !== name.toLowerCase()),
  ),
  ...OTHER_FORMS,
};

const names = new Map<string, BibleBook>();
for (const book of BIBLE_BOOKS) names.set(book.name.toLowerCase(), book);
for (const [short, name] of Object.entries(SHORT_FORMS)) {
  const book = bookByName(name);
  if (book) names.set(short, book);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Written as in print, with capitals ('Job 3', not 'a good job 3 times'): the books' own names,
// and short forms with a capital after each space ('1 Cor'). Longest first, so '1 John' wins
// over 'John'.
const written = [
  ...BIBLE_BOOKS.map((b) => b.name),
  ...Object.keys(SHORT_FORMS).map((short) =>
    short.replace(
      /(^|\s)([a-z])/g,
      (_m, space: string, c: string) =>
        space + (short === 'song of songs' && space ? c : c.toUpperCase()),
    ),
  ),
];
const alternatives = written
  .sort((a, b) => b.length - a.length)
  .map((n) => escape(n).replace(/ /g, '\\s+'));
const REFERENCE = new RegExp(
  `(?<![\\p{L}\\d])(${alternatives.join('|')})\\.?\\s+(\\d{1,3})(?:\\s*[:.]\\s*(\\d{1,3})(?:\\s*[-–]\\s*\\d{1,3}(?:\\s*:\\s*\\d{1,3})?)?|\\s*[-–]\\s*\\d{1,3})?(?![\\p{L}\\d])`,
  'gu',
);

export interface FoundReference {
  /** Where it stands in the text: [start, end). */
  start: number;
  end: number;
  /** The reader's address: '/bible/exodus/16#v4'. */
  href: string;
}

function hrefOf(match: RegExpExecArray): string | null {
  const book = names.get((match[1] ?? '').toLowerCase().replace(/\s+/g, ' '));
  if (!book) return null;
  let chapter = Number(match[2]);
  let verse = match[3] ? Number(match[3]) : undefined;
  // 'Jude 5' is a verse of a one-chapter book.
  if (book.chapters === 1 && verse === undefined && chapter > 1) {
    verse = chapter;
    chapter = 1;
  }
  if (chapter < 1 || chapter > book.chapters || verse === 0) return null;
  return chapterPath(book, chapter, verse);
}

/** Every reference in a text, in order. */
export function findReferences(text: string): FoundReference[] {
  const out: FoundReference[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const href = hrefOf(match);
    if (href) out.push({ start: match.index, end: match.index + match[0].length, href });
  }
  return out;
}

/** The reader's address of a reference ('Genesis 1:1-2:3' → '/bible/genesis/1#v1'): its first place. */
export function referenceHref(reference: string): string | null {
  return findReferences(reference)[0]?.href ?? null;
}

/** Text split into plain runs and references with their addresses. */
export function splitReferences(text: string): { text: string; href?: string }[] {
  const pieces: { text: string; href?: string }[] = [];
  let at = 0;
  for (const found of findReferences(text)) {
    if (found.start > at) pieces.push({ text: text.slice(at, found.start) });
    pieces.push({ text: text.slice(found.start, found.end), href: found.href });
    at = found.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/** Markdown with its references as links to the reader (not those already inside a link). */
export function linkReferencesInMarkdown(markdown: string): string {
  let out = '';
  let at = 0;
  for (const found of findReferences(markdown)) {
    const before = markdown.slice(0, found.start);
    // Inside a link's text or address already: leave it.
    if (/\[[^\]]*$/.test(before) || /\]\([^)]*$/.test(before)) continue;
    out += `${markdown.slice(at, found.start)}[${markdown.slice(found.start, found.end)}](${found.href})`;
    at = found.end;
  }
  return out + markdown.slice(at);
}
