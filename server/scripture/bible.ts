import { readStudyBytesAsync, readStudyBytesSync } from './data-files.ts';
import { STUDY_DATA_FORMAT } from './format.ts';
import type { BibleFile, Token, VerseNote, VerseRecord } from './format.ts';

export type StudyTranslation = 'kjv' | 'web';

/** A word of a verse as the reader sees it. */
export interface StudyWord {
  text: string;
  /** Canonical Strong's numbers its tag gives ('H3117'); empty when untagged. */
  strongs: string[];
  /** The translators' italics (supplied words): never clickable. */
  italics: boolean;
  /** Words of Jesus. */
  jesus: boolean;
  /** The divine name (LORD in small capitals). */
  divineName: boolean;
}

/** A verse split into plain runs and words, with its notes. */
export interface StudyVerse {
  reference: string;
  /** Plain strings (spaces, punctuation, untagged words) and words, in reading order. */
  parts: (string | StudyWord)[];
  /** Marginal notes, each placed after the first `after` parts. */
  notes: VerseNote[];
  paragraph: boolean;
}

/**
 * A translation's verses as kept in memory (decision 140): the unzipped file's UTF-8 bytes, held once
 * outside the JavaScript heap, and where each verse's JSON record starts and ends in them; a record is
 * decoded and parsed when asked for (a few microseconds). The tagged KJV so costs its file size, 11 MB,
 * instead of about 24 MB of heap as 31,102 strings sliced from the file's text (a two-byte string, as the
 * text holds Hebrew letters), and about 100 MB as objects (decision 119).
 */
export class PackedVerses {
  constructor(
    private readonly bytes: Buffer,
    private readonly index: Map<string, number>,
    private readonly starts: Uint32Array,
    private readonly ends: Uint32Array,
  ) {}

  get size(): number {
    return this.index.size;
  }

  /** A verse's record as JSON text, or undefined when the translation lacks the verse. */
  get(reference: string): string | undefined {
    const i = this.index.get(reference);
    return i === undefined ? undefined : this.at(i);
  }

  /** Verse references in the file's (canonical) order. */
  keys(): IterableIterator<string> {
    return this.index.keys();
  }

  *[Symbol.iterator](): Generator<[reference: string, json: string]> {
    for (const [reference, i] of this.index) yield [reference, this.at(i)];
  }

  private at(i: number): string {
    return this.bytes.toString('utf8', this.starts[i], this.ends[i]);
  }
}

interface CompactBible {
  source: BibleFile['source'];
  verses: PackedVerses;
  titles: BibleFile['titles'];
  headings: BibleFile['headings'];
  subscriptions: BibleFile['subscriptions'];
}

const bibles = new Map<StudyTranslation, CompactBible>();

const fileName = (translation: StudyTranslation) =>
  translation === 'web' ? 'web.json.gz' : 'kjv.json.gz';

// The scanner reads UTF-8 bytes: every byte JSON's structure uses is ASCII, and no byte of a
// multi-byte character is, so byte offsets found this way always fall between characters.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/** Index just past the JSON value that starts at `i`. */
function valueEnd(b: Uint8Array, i: number): number {
  const c = b[i];
  if (c === QUOTE) {
    let j = i + 1;
    while (b[j] !== QUOTE) j += b[j] === BACKSLASH ? 2 : 1;
    return j + 1;
  }
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    let depth = 0;
    let j = i;
    for (;;) {
      const ch = b[j];
      if (ch === QUOTE) {
        j = valueEnd(b, j);
        continue;
      }
      if (ch === OPEN_BRACE || ch === OPEN_BRACKET) depth++;
      else if (ch === CLOSE_BRACE || ch === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) return j + 1;
      }
      j++;
    }
  }
  let j = i;
  while (j < b.length && b[j] !== COMMA && b[j] !== CLOSE_BRACE && b[j] !== CLOSE_BRACKET) j++;
  return j;
}

/** JSON's white space: space, tab, line feed, carriage return. */
const skipSpace = (b: Uint8Array, i: number) => {
  while (b[i] === 0x20 || b[i] === 0x09 || b[i] === 0x0a || b[i] === 0x0d) i++;
  return i;
};

/** The members of the JSON object at `i`: each key with where its raw value starts and ends. */
function members(b: Buffer, i: number): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  let j = skipSpace(b, i + 1);
  while (b[j] !== CLOSE_BRACE) {
    const keyEnd = valueEnd(b, j);
    const key = JSON.parse(b.toString('utf8', j, keyEnd)) as string;
    j = skipSpace(b, skipSpace(b, keyEnd) + 1); // past ':'
    const end = valueEnd(b, j);
    out.set(key, [j, end]);
    j = skipSpace(b, end);
    if (b[j] === COMMA) j = skipSpace(b, j + 1);
  }
  return out;
}

/**
 * A translation's file read piece by piece: each verse's record stays as its bytes in the file,
 * never built as objects or strings, so loading costs little more than the file itself.
 */
export function compactBible(name: string, data: string | Buffer): CompactBible {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const top = members(bytes, skipSpace(bytes, 0));
  const raw = <T>(key: string): T => {
    const at = top.get(key);
    if (!at) throw new Error(`${name}: no "${key}"`);
    return JSON.parse(bytes.toString('utf8', at[0], at[1])) as T;
  };
  const format = raw<number>('format');
  if (format !== STUDY_DATA_FORMAT) {
    throw new Error(
      `${name}: data format ${format}, expected ${STUDY_DATA_FORMAT} (run npm run data:import)`,
    );
  }
  const at = top.get('verses');
  if (!at) throw new Error(`${name}: no "verses"`);
  const found = members(bytes, at[0]);
  const index = new Map<string, number>();
  const starts = new Uint32Array(found.size);
  const ends = new Uint32Array(found.size);
  for (const [reference, [from, to]] of found) {
    starts[index.size] = from;
    ends[index.size] = to;
    index.set(reference, index.size);
  }
  return {
    source: raw<BibleFile['source']>('source'),
    verses: new PackedVerses(bytes, index, starts, ends),
    titles: raw<BibleFile['titles']>('titles'),
    headings: raw<BibleFile['headings']>('headings'),
    subscriptions: raw<BibleFile['subscriptions']>('subscriptions'),
  };
}

function bible(translation: StudyTranslation): CompactBible {
  let held = bibles.get(translation);
  if (!held) {
    held = compactBible(fileName(translation), readStudyBytesSync(fileName(translation)));
    bibles.set(translation, held);
  }
  return held;
}

/**
 * Loads a translation's tagged text ahead of its first reader (the read and unzip off the
 * event loop). Never rejects: on failure the first use loads it and reports the problem.
 */
export async function warmBible(translation: StudyTranslation = 'kjv'): Promise<void> {
  try {
    if (bibles.has(translation)) return;
    const bytes = await readStudyBytesAsync(fileName(translation));
    if (!bibles.has(translation)) {
      bibles.set(translation, compactBible(fileName(translation), bytes));
    }
  } catch {
    // bible() reads it on first use and throws there.
  }
}

/** Every verse of a translation with its record, in canonical order (parses each once). */
export function* eachVerse(
  translation: StudyTranslation = 'kjv',
): Generator<[reference: string, record: VerseRecord]> {
  for (const [reference, json] of bible(translation).verses) {
    yield [reference, JSON.parse(json) as VerseRecord];
  }
}

function word(token: Exclude<Token, string>): StudyWord {
  const flags = token[2] ?? '';
  return {
    text: token[0],
    strongs: token[1] ? token[1].split(' ') : [],
    italics: flags.includes('i'),
    jesus: flags.includes('j'),
    divineName: flags.includes('d'),
  };
}

function toParts(tokens: Token[]): (string | StudyWord)[] {
  return tokens.map((t) => (typeof t === 'string' ? t : word(t)));
}

/** Plain text of tokens (no markup). */
export function tokensText(tokens: Token[]): string {
  return tokens.map((t) => (typeof t === 'string' ? t : t[0])).join('');
}

/** The raw record of a verse ('Genesis 1:5'), or undefined when the translation lacks it. */
export function verseRecord(
  reference: string,
  translation: StudyTranslation = 'kjv',
): VerseRecord | undefined {
  const json = bible(translation).verses.get(reference);
  return json === undefined ? undefined : (JSON.parse(json) as VerseRecord);
}

/** A verse's words with their Strong's numbers, e.g. studyVerse('Genesis 1:5'). */
export function studyVerse(
  reference: string,
  translation: StudyTranslation = 'kjv',
): StudyVerse | undefined {
  const record = verseRecord(reference, translation);
  if (!record) return undefined;
  return {
    reference,
    parts: toParts(record.w),
    notes: record.notes ?? [],
    paragraph: record.p === 1,
  };
}

/** A verse's plain text. */
export function studyVerseText(
  reference: string,
  translation: StudyTranslation = 'kjv',
): string | undefined {
  const record = verseRecord(reference, translation);
  return record ? tokensText(record.w) : undefined;
}

/** Every verse reference of a translation, in canonical order. */
export function verseReferences(translation: StudyTranslation = 'kjv'): string[] {
  return [...bible(translation).verses.keys()];
}

/** A Psalm's title (spoken before verse 1), as words with their Strong's numbers. */
export function psalmTitle(
  chapter: number,
  translation: StudyTranslation = 'kjv',
): { text: string; parts: (string | StudyWord)[] } | undefined {
  const tokens = bible(translation).titles[`Psalms ${chapter}`];
  return tokens ? { text: tokensText(tokens), parts: toParts(tokens) } : undefined;
}

/** The tagged tokens of a Psalm's title, if it has one. */
export function psalmTitleTokens(
  chapter: number,
  translation: StudyTranslation = 'kjv',
): readonly Token[] | undefined {
  return bible(translation).titles[`Psalms ${chapter}`];
}

const NO_HEADINGS: readonly string[] = Object.freeze([]);

/**
 * The headings that stand before a verse, in order (Psalm 119's 'א ALEPH.', the WEB's
 * 'BOOK 1' before Psalm 1); 'Psalms 42:0' gives those that stand before the Psalm's title.
 */
export function headingsBefore(
  reference: string,
  translation: StudyTranslation = 'kjv',
): readonly string[] {
  return bible(translation).headings[reference] ?? NO_HEADINGS;
}

/** A closing line after a verse (the KJV's epistle subscriptions), if any. */
export function subscriptionAfter(
  reference: string,
  translation: StudyTranslation = 'kjv',
): string | undefined {
  return bible(translation).subscriptions[reference];
}

/** Where the data came from (module, version, date, licence). */
export function bibleSource(translation: StudyTranslation = 'kjv'): BibleFile['source'] {
  return bible(translation).source;
}

/**
 * Whether a word opens a Strong's entry: it has a number and is not one of the translators'
 * supplied words. (32 KJV words inside the italics still carry a tag, e.g. Gen 17:23 "that is
 * male" H2145; they are never clickable.)
 */
export function isClickable(word: StudyWord): boolean {
  return word.strongs.length > 0 && !word.italics;
}
