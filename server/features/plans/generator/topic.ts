import { BOOKS } from '../../../scripture/books.ts';
import { verseCount } from '../../../scripture/kjv.ts';
import { parseReference, type PassageRange } from '../../../scripture/references.ts';
import { BOOK_ALIASES } from '@contract/bible-rules.ts';
import { isFillerWord, isStopWord, topicWords } from '../words.ts';
import { normalizeText } from '@contract/plans.ts';
import type { Analysis } from './shapes.ts';
import { labelOf } from './text.ts';

/**
 * Understanding a plan's topic: a reference or a book to walk through, or a theme (with the book
 * it is studied in, if any) and the phrases to look up in Nave's.
 */

const ORDINALS: Record<string, string> = {
  '1': '1',
  '2': '2',
  '3': '3',
  i: '1',
  ii: '2',
  iii: '3',
  first: '1',
  second: '2',
  third: '3',
  '1st': '1',
  '2nd': '2',
  '3rd': '3',
};
/** Book names that are also everyday words: a book only when the topic clearly means the book. */
const AMBIGUOUS = new Set([
  'Acts',
  'Job',
  'Numbers',
  'Judges',
  'Mark',
  'James',
  'Revelation',
  'Lamentations',
  'Jude',
  'Titus',
  'Daniel',
  'Ruth',
  'Amos',
  'Exodus',
  'Genesis',
  'Kings',
  'Chronicles',
  'Hebrews',
  'Proverbs',
]);
/** The contract's other names for books, and the names a topic may give them. */
const EXTRA_NAMES: Record<string, string> = {
  ...BOOK_ALIASES,
  songs: 'Song of Solomon',
  canticles: 'Song of Solomon',
  'acts of the apostles': 'Acts',
  qoheleth: 'Ecclesiastes',
};
const BOOK_LEAD_IN =
  /(?:book|gospel|letter|letters|epistle|epistles|according|in|through|from|of|to)\s+(?:the\s+)?(?:book\s+of\s+|gospel\s+of\s+|gospel\s+according\s+to\s+|letter\s+to\s+the\s+|epistle\s+to\s+the\s+)?$/;

interface BookName {
  phrase: string;
  book: number;
  ambiguous: boolean;
}

let bookNames: BookName[] | undefined;

function names(): BookName[] {
  if (bookNames) return bookNames;
  const out: BookName[] = [];
  BOOKS.forEach((b, i) => {
    const m = /^([123]) (.+)$/.exec(b.name);
    if (m) {
      for (const [word, digit] of Object.entries(ORDINALS)) {
        if (digit === m[1])
          out.push({ phrase: `${word} ${m[2]!.toLowerCase()}`, book: i, ambiguous: false });
      }
    } else {
      out.push({ phrase: b.name.toLowerCase(), book: i, ambiguous: AMBIGUOUS.has(b.name) });
    }
  });
  for (const [phrase, name] of Object.entries(EXTRA_NAMES)) {
    out.push({
      phrase,
      book: BOOKS.findIndex((b) => b.name === name),
      ambiguous: phrase === 'songs',
    });
  }
  bookNames = out.sort((a, b) => b.phrase.length - a.phrase.length);
  return bookNames;
}

function simplify(topic: string): string {
  return topic
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/[^a-z0-9:\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Strips lead-in words ("a study of the book of") from a simplified topic. */
function stripLeadIn(text: string): string {
  const tokens = text.split(' ');
  while (
    tokens.length > 1 &&
    (isStopWord(tokens[0]!) || isFillerWord(tokens[0]!) || tokens[0] === 'according')
  ) {
    tokens.shift();
  }
  while (
    tokens.length > 1 &&
    (isFillerWord(tokens[tokens.length - 1]!) || isStopWord(tokens[tokens.length - 1]!))
  ) {
    tokens.pop();
  }
  return tokens.join(' ');
}

export function analyseTopic(topic: string): Analysis {
  const simple = simplify(topic);
  const core = stripLeadIn(simple);

  // A reference ('Romans 8', 'John 3:1-21', 'Psalms 1-10'): walk through it.
  if (/\d/.test(core) && /[a-z]/.test(core)) {
    try {
      const parsed = parseReference(core);
      return {
        mode: 'walk',
        label: parsed.reference,
        ranges: parsed.ranges,
        wholeBook: wholeBookOf(parsed.ranges),
      };
    } catch {
      // not a reference: read it as a topic
    }
  }

  // A book named in the topic: walk through it, or study the rest of the topic inside it.
  for (const name of names()) {
    const at = findPhrase(simple, name.phrase);
    if (at < 0) continue;
    const before = simple.slice(0, at);
    const rest = `${before} ${simple.slice(at + name.phrase.length)}`;
    const restWords = topicWords(rest).filter((w) => !isFillerWord(w));
    if (name.ambiguous && restWords.length > 0 && !BOOK_LEAD_IN.test(before)) continue;
    const book = BOOKS[name.book]!;
    if (restWords.length === 0) {
      const range: PassageRange = {
        book: book.name,
        bookIndex: name.book,
        startChapter: 1,
        startVerse: 1,
        endChapter: book.chapters,
        endVerse: verseCount(name.book, book.chapters),
      };
      return { mode: 'walk', label: book.name, ranges: [range], wholeBook: book.name };
    }
    return {
      mode: 'theme',
      label: labelOf(rest),
      words: restWords,
      bookIndex: name.book,
      phrases: [stripLeadIn(simplify(rest))],
    };
  }

  return {
    mode: 'theme',
    label: labelOf(topic),
    words: topicWords(topic),
    bookIndex: null,
    phrases: [normalizeText(topic), core],
  };
}

function findPhrase(text: string, phrase: string): number {
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at < 0) return -1;
    const before = at === 0 ? ' ' : text[at - 1]!;
    const after = text[at + phrase.length] ?? ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return at;
    from = at + 1;
  }
}

function wholeBookOf(ranges: PassageRange[]): string | null {
  if (ranges.length !== 1) return null;
  const r = ranges[0]!;
  const book = BOOKS[r.bookIndex]!;
  const whole =
    r.startChapter === 1 &&
    r.startVerse === 1 &&
    r.endChapter === book.chapters &&
    r.endVerse === verseCount(r.bookIndex, book.chapters);
  return whole ? book.name : null;
}
