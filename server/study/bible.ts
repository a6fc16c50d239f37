import { readStudyTextAsync, readStudyTextSync } from './data-files.ts';
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
 * A translation as kept in memory: each verse's record as its JSON text, parsed when asked
 * for. Held as objects, the tagged KJV costs about 100 MB of heap; as 31,102 strings, about a
 * tenth of that, and a verse parses in microseconds (decision 119).
 */
interface CompactBible {
  source: BibleFile['source'];
  verses: Map<string, string>;
  titles: BibleFile['titles'];
  headings: BibleFile['headings'];
  subscriptions: BibleFile['subscriptions'];
}

const bibles = new Map<StudyTranslation, CompactBible>();

const fileName = (translation: StudyTranslation) =>
  translation === 'web' ? 'web.json.gz' : 'kjv.json.gz';

/** Index just past the JSON value that starts at `i`. */
function valueEnd(s: string, i: number): number {
  const c = s[i];
  if (c === '"') {
    let j = i + 1;
    while (s[j] !== '"') j += s[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '{' || c === '[') {
    let depth = 0;
    let j = i;
    for (;;) {
      const ch = s[j];
      if (ch === '"') {
        j = valueEnd(s, j);
        continue;
      }
      if (ch === '{' || ch === '[') depth++;
      else if (ch === '}' || ch === ']') {
        depth--;
        if (depth === 0) return j + 1;
      }
      j++;
    }
  }
  let j = i;
  while (j < s.length && !',}]'.includes(s[j] as string)) j++;
  return j;
}

const skipSpace = (s: string, i: number) => {
  while (/\s/.test(s[i] ?? '')) i++;
  return i;
};

/** The members of the JSON object at `i`: each key with where its raw value starts and ends. */
function members(s: string, i: number): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  let j = skipSpace(s, i + 1);
  while (s[j] !== '}') {
    const keyEnd = valueEnd(s, j);
    const key = JSON.parse(s.slice(j, keyEnd)) as string;
    j = skipSpace(s, skipSpace(s, keyEnd) + 1); // past ':'
    const end = valueEnd(s, j);
    out.set(key, [j, end]);
    j = skipSpace(s, end);
    if (s[j] === ',') j = skipSpace(s, j + 1);
  }
  return out;
}

/**
 * A translation's file read piece by piece: each verse's record is kept as its own JSON text,
 * never built as objects, so loading costs little more than the text itself.
 */
export function compactBible(name: string, text: string): CompactBible {
  const top = members(text, skipSpace(text, 0));
  const raw = <T>(key: string): T => {
    const at = top.get(key);
    if (!at) throw new Error(`${name}: no "${key}"`);
    return JSON.parse(text.slice(at[0], at[1])) as T;
  };
  const format = raw<number>('format');
  if (format !== STUDY_DATA_FORMAT) {
    throw new Error(
      `${name}: data format ${format}, expected ${STUDY_DATA_FORMAT} (run npm run data:import)`,
    );
  }
  const at = top.get('verses');
  if (!at) throw new Error(`${name}: no "verses"`);
  const verses = new Map<string, string>();
  for (const [reference, [from, to]] of members(text, at[0])) {
    verses.set(reference, text.slice(from, to));
  }
  return {
    source: raw<BibleFile['source']>('source'),
    verses,
    titles: raw<BibleFile['titles']>('titles'),
    headings: raw<BibleFile['headings']>('headings'),
    subscriptions: raw<BibleFile['subscriptions']>('subscriptions'),
  };
}

function bible(translation: StudyTranslation): CompactBible {
  let held = bibles.get(translation);
  if (!held) {
    held = compactBible(fileName(translation), readStudyTextSync(fileName(translation)));
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
    const text = await readStudyTextAsync(fileName(translation));
    if (!bibles.has(translation)) {
      bibles.set(translation, compactBible(fileName(translation), text));
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

/** A heading that stands before a verse (Psalm 119's 'א ALEPH.'), if any. */
export function headingBefore(
  reference: string,
  translation: StudyTranslation = 'kjv',
): string | undefined {
  return bible(translation).headings[reference];
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
