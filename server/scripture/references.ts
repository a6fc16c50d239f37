import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as english from 'bible-passage-reference-parser/esm/lang/en.js';
import { BOOKS, bookIndexFromOsis } from './books.ts';
import { ScriptureError, assertTranslation } from './errors.ts';
import { verseCount } from './kjv.ts';

/** A run of consecutive verses inside one book. */
export interface PassageRange {
  /** Canonical English name, e.g. 'Song of Solomon'. */
  book: string;
  /** Canonical order, 0 (Genesis) to 65 (Revelation). */
  bookIndex: number;
  startChapter: number;
  startVerse: number;
  endChapter: number;
  endVerse: number;
}

/** A reference understood: its normalised display form and the verse ranges it names. */
export interface ParsedReference {
  /** e.g. 'Exodus 16:1-36', 'Psalm 23', 'Psalms 42-43', 'John 3:16-4:2', 'Exodus 16:1-5; Numbers 11:4-9'. */
  reference: string;
  ranges: PassageRange[];
}

export const MAX_REFERENCE_LENGTH = 200;

// The parser's output, reduced to what we read. Its published typings are loose, so the
// shapes are declared here and checked as they are read.
interface RawPoint {
  b?: string;
  c?: number;
  v?: number;
}
interface RawNode {
  osis?: string;
  indices?: [number, number];
  absolute_indices?: [number, number];
  start?: RawPoint;
  end?: RawPoint;
  valid?: { valid: boolean; messages: Record<string, unknown> };
  entities?: RawNode[];
}

let parser: bcv_parser | undefined;

function getParser(): bcv_parser {
  if (!parser) {
    parser = new bcv_parser(english);
    parser.set_options({
      versification_system: 'kjv',
      // Keep invalid passages so we can say what is wrong with them.
      invalid_passage_strategy: 'include',
      invalid_sequence_strategy: 'include',
      sequence_combination_strategy: 'separate',
      consecutive_combination_strategy: 'separate',
      osis_compaction_strategy: 'bcv',
      passage_existence_strategy: 'bcv',
      // A book on its own ('Ruth') means the whole book.
      book_alone_strategy: 'full',
      book_range_strategy: 'include',
      captive_end_digits_strategy: 'include',
      zero_chapter_strategy: 'error',
      zero_verse_strategy: 'error',
      testaments: 'on',
      warn_level: 'none',
    });
  }
  return parser;
}

/** Dashes, control characters and odd spaces that people paste into references. */
function clean(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Input as it may be quoted back in a message: short and printable. */
function quoted(input: string): string {
  const shown = input.length > 60 ? `${input.slice(0, 57)}...` : input;
  return `"${shown}"`;
}

function notRecognised(input: string): ScriptureError {
  return new ScriptureError(
    'invalid_reference',
    `${quoted(input)} is not a Bible reference we recognise`,
  );
}

/** Every leaf of the parser's entity tree: the nodes that carry a validity verdict. */
function leaves(nodes: RawNode[] | undefined, out: RawNode[] = []): RawNode[] {
  for (const node of nodes ?? []) {
    if (node.valid) out.push(node);
    else leaves(node.entities, out);
  }
  return out;
}

/** Explains why the parser found a passage invalid or truncated it; null when it is fine. */
function problem(leaf: RawNode, input: string): ScriptureError | null {
  const messages = leaf.valid?.messages ?? {};
  const b = bookIndexFromOsis(leaf.start?.b ?? '');
  const book = BOOKS[b];
  const c = leaf.start?.c;
  const v = leaf.start?.v;
  const error = (message: string) => new ScriptureError('invalid_reference', message);
  if (!book) return leaf.valid?.valid ? null : notRecognised(input);
  if ('start_chapter_not_exist' in messages || 'start_chapter_is_zero' in messages) {
    return error(
      `${book.name} ${c} does not exist: ${book.name} has ${plural(book.chapters, 'chapter')}`,
    );
  }
  if ('start_verse_not_exist' in messages || 'start_verse_is_zero' in messages) {
    const count = verseCount(b, c ?? 0);
    const single = book.chapters === 1;
    const what = single ? `${book.name} ${v}` : `${book.name} ${c}:${v}`;
    const where = single ? book.name : `${book.name} ${c}`;
    return error(`${what} does not exist: ${where} has ${plural(count, 'verse')}`);
  }
  if ('end_chapter_not_exist' in messages) {
    return error(
      `${quoted(input)} goes past the end of ${book.name}, which has ${plural(book.chapters, 'chapter')}`,
    );
  }
  if ('end_verse_not_exist' in messages) {
    const endBook = BOOKS[bookIndexFromOsis(leaf.end?.b ?? '')] ?? book;
    const endC = leaf.end?.c ?? 0;
    const count = verseCount(BOOKS.indexOf(endBook), endC);
    return error(
      `${quoted(input)} goes past the end of ${endBook.name} ${endC}, which has ${plural(count, 'verse')}`,
    );
  }
  return leaf.valid?.valid ? null : notRecognised(input);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Splits a range that crosses books into one range per book. */
function perBook(start: Required<RawPoint>, end: Required<RawPoint>): PassageRange[] {
  const first = bookIndexFromOsis(start.b);
  const last = bookIndexFromOsis(end.b);
  if (first < 0 || last < first) return [];
  const out: PassageRange[] = [];
  for (let b = first; b <= last; b++) {
    const book = BOOKS[b] as (typeof BOOKS)[number];
    const endChapter = b === last ? end.c : book.chapters;
    out.push({
      book: book.name,
      bookIndex: b,
      startChapter: b === first ? start.c : 1,
      startVerse: b === first ? start.v : 1,
      endChapter,
      endVerse: b === last ? end.v : verseCount(b, endChapter),
    });
  }
  return out;
}

function isRangeValid(r: PassageRange): boolean {
  const startOk = r.startVerse >= 1 && r.startVerse <= verseCount(r.bookIndex, r.startChapter);
  const endOk = r.endVerse >= 1 && r.endVerse <= verseCount(r.bookIndex, r.endChapter);
  const ordered =
    r.startChapter < r.endChapter ||
    (r.startChapter === r.endChapter && r.startVerse <= r.endVerse);
  return startOk && endOk && ordered;
}

/** Display form of one range; whole chapters are shown without verses unless the reader gave verses. */
export function formatRange(r: PassageRange, verseForm = false): string {
  // One Psalm is 'Psalm 23' (as printed Bibles head it); several are 'Psalms 42-43'.
  const book = r.book === 'Psalms' && r.startChapter === r.endChapter ? 'Psalm' : r.book;
  const wholeChapters = r.startVerse === 1 && r.endVerse === verseCount(r.bookIndex, r.endChapter);
  if (wholeChapters && !verseForm) {
    return r.startChapter === r.endChapter
      ? `${book} ${r.startChapter}`
      : `${book} ${r.startChapter}-${r.endChapter}`;
  }
  if (r.startChapter === r.endChapter) {
    return r.startVerse === r.endVerse
      ? `${book} ${r.startChapter}:${r.startVerse}`
      : `${book} ${r.startChapter}:${r.startVerse}-${r.endVerse}`;
  }
  return `${book} ${r.startChapter}:${r.startVerse}-${r.endChapter}:${r.endVerse}`;
}

/**
 * Parses a reader's reference ('Ex 16', 'John 3:16–4:2', '1 Cor 13:4-7', 'Exodus 16:1-5;
 * Numbers 11:4-9'...) into canonical ranges, or throws ScriptureError('invalid_reference')
 * with a message fit to show. Never throws anything else, whatever the string.
 */
export function parseReference(ref: string, translation: string = 'kjv'): ParsedReference {
  assertTranslation(translation);
  if (typeof ref !== 'string' || !ref.trim()) {
    throw new ScriptureError('invalid_reference', 'Please enter a Bible reference, e.g. John 3:16');
  }
  if (ref.length > MAX_REFERENCE_LENGTH) {
    throw new ScriptureError(
      'invalid_reference',
      `A Bible reference can be at most ${MAX_REFERENCE_LENGTH} characters long`,
    );
  }
  const input = clean(ref);
  if (!input) throw notRecognised(ref);

  let tops: RawNode[];
  try {
    tops = getParser().parse(input).parsed_entities() as unknown as RawNode[];
  } catch {
    throw notRecognised(input);
  }
  const found = leaves(tops);
  if (found.length === 0) throw notRecognised(input);

  // The whole input must be the reference: anything left over besides separators means the
  // parser picked a reference out of other text ("hello John 3:16"), which we do not accept.
  const covered = new Array<boolean>(input.length).fill(false);
  for (const top of tops) {
    const [from, to] = top.indices ?? [0, 0];
    for (let i = Math.max(0, from); i < Math.min(to, input.length); i++) covered[i] = true;
  }
  let rest = '';
  for (let i = 0; i < input.length; i++) rest += covered[i] ? ' ' : input[i];
  if (!/^(?:[\s;,.&]|\band\b)*$/i.test(rest)) throw notRecognised(input);

  const ranges: PassageRange[] = [];
  const shown: string[] = [];
  for (const leaf of found) {
    const bad = problem(leaf, input);
    if (bad) throw bad;
    const { start, end } = leaf;
    if (!start?.b || !end?.b || !start.c || !end.c) throw notRecognised(input);
    const s = { b: start.b, c: start.c, v: start.v ?? 1 };
    const e = { b: end.b, c: end.c, v: end.v ?? 0 };
    if (!end.v) e.v = verseCount(bookIndexFromOsis(e.b), e.c);
    const pieces = perBook(s, e);
    if (pieces.length === 0 || !pieces.every(isRangeValid)) throw notRecognised(input);
    const [from, to] = leaf.absolute_indices ?? [0, input.length];
    const verseForm = /\d\s*[:.]\s*\d/.test(input.slice(from, to));
    for (const piece of pieces) {
      ranges.push(piece);
      shown.push(formatRange(piece, verseForm));
    }
  }
  return { reference: shown.join('; '), ranges };
}

/** Canonical book of a reference, e.g. 'Exodus' for 'Ex 16:4' (grouping by book); null if unparseable. */
export function canonicalBookOf(ref: string): string | null {
  try {
    return parseReference(ref).ranges[0]?.book ?? null;
  } catch {
    return null;
  }
}
