import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { bookIndex, isOldTestament } from '../scripture/books.ts';
import { getVerse, preloadKjv, verseId, verseReference, verseTextById } from '../scripture/kjv.ts';
import { psalmTitle, psalmTitleTokens, verseRecord } from '../scripture/bible.ts';
import { strongsOccurrences } from '../study/occurrences.ts';
import { sameWord, textWords, verseNumbers } from '../study/verse-words.ts';
import { LruMemo } from '../lib/lru.ts';
import type { LexiconEntry } from './entry.ts';
import { parseGreekLexicon } from './greek-lexicon.ts';
import { parseHebrewLexicon } from './hebrew-lexicon.ts';
import {
  buildHebrewOccurrences,
  numbersInVerse,
  versesWithNumber,
  type HebrewOccurrences,
} from './hebrew-occurrences.ts';
import { normalizeStrongsNumber, splitStrongsNumber } from './numbers.ts';

/** A verse where a word occurs. */
export interface StrongsVerse {
  /** e.g. 'Exodus 16:4' */
  reference: string;
  /** KJV text, italics as *emphasis*. */
  text: string;
}

/** A Strong's entry as the API serves it. */
export interface StrongsEntry {
  number: string;
  original: string;
  transliteration: string;
  partOfSpeech: string | null;
  definition: string;
  /**
   * Every verse where the word occurs: Greek from the KJV's own word tags in canonical order
   * (decision 119); Hebrew from OSHB's tags of the Hebrew text, the verses whose English shows
   * the word first and the rest after, each part in canonical order, and a word of a Psalm's
   * title as 'Psalm 3, title' (decision 151).
   */
  verses: StrongsVerse[];
}

interface StrongsData {
  hebrew: Map<number, LexiconEntry>;
  greek: Map<number, LexiconEntry>;
  occurrences: HebrewOccurrences;
}

/** Minimal logger shape (Fastify's and pino's loggers fit). */
export interface WarmLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

let loading: Promise<StrongsData> | undefined;
let loaded: StrongsData | undefined;

// Yield to the event loop between chunks so requests keep flowing while we build.
const pause = () => nextTurn().then(() => undefined);

async function load(): Promise<StrongsData> {
  const resolve = createRequire(import.meta.url).resolve;
  const [hebrewXml, greekXml, morphhb] = await Promise.all([
    readFile(resolve('strongs/hebrew/StrongHebrewG.xml'), 'utf8'),
    readFile(resolve('strongs/greek/StrongsGreekDictionaryXML_1.4/strongsgreek.xml'), 'utf8'),
    readFile(resolve('morphhb/index.js'), 'utf8'),
  ]);
  await preloadKjv();
  await pause();
  const hebrew = await parseHebrewLexicon(hebrewXml, pause);
  const greek = await parseGreekLexicon(greekXml, pause);
  const occurrences = await buildHebrewOccurrences(morphhb, pause);
  loaded = { hebrew, greek, occurrences };
  return loaded;
}

/** The lexicon and occurrence index, loaded once on first use (a memoised promise). */
function data(): Promise<StrongsData> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined; // let a later call try again
    throw err;
  });
  return loading;
}

/** True once the lexicon is in memory. */
export function isStrongsReady(): boolean {
  return loaded !== undefined;
}

/**
 * Loads the lexicon in the background (call after the server listens). Never rejects: a
 * failure is logged and the next lookup tries again.
 */
export async function warmStrongs(log?: WarmLogger): Promise<void> {
  const started = performance.now();
  const rss = process.memoryUsage().rss;
  try {
    await data();
    log?.info(
      {
        ms: Math.round(performance.now() - started),
        rssDeltaMb: Math.round((process.memoryUsage().rss - rss) / 1e6),
      },
      "Strong's lexicon loaded",
    );
  } catch (err) {
    log?.error({ err }, "Strong's lexicon failed to load");
  }
}

function entryOf(d: StrongsData, canonical: string): LexiconEntry | undefined {
  const { language, n } = splitStrongsNumber(canonical);
  return (language === 'H' ? d.hebrew : d.greek).get(n);
}

/**
 * The dictionary entry for a Strong's number in any accepted spelling ('H4057', 'h04057',
 * 'G26'…), with every verse where it occurs; null when malformed or not in the dictionary.
 */
export async function lookup(number: string): Promise<StrongsEntry | null> {
  const canonical = normalizeStrongsNumber(number);
  if (!canonical) return null;
  const d = await data();
  return entries.get(canonical, () => buildEntry(d, canonical));
}

/**
 * Entries never change: the most recently asked are kept with their verse lists, so a popular
 * word (H3068 has 6,000 verses) is not gathered again on every request.
 */
const entries = new LruMemo<StrongsEntry | null>(500);

function buildEntry(d: StrongsData, canonical: string): StrongsEntry | null {
  const entry = entryOf(d, canonical);
  if (!entry) return null;
  const verses: StrongsVerse[] = [];
  if (canonical[0] === 'H') {
    // Verses whose English shows the word (the KJV's tags of the verse carry the number, or a
    // Psalm's title does) come first, so the examples the dialog opens with show it; then the
    // verses where only the Hebrew has it ('not' H408 in "Fear not" is untagged in the KJV).
    const later: StrongsVerse[] = [];
    for (const id of versesWithNumber(d.occurrences, Number(canonical.slice(1)))) {
      const reference = verseReference(id) ?? '';
      const title = titleInstead(reference, canonical);
      if (title) verses.push(title);
      else {
        const verse = { reference, text: verseTextById(id) ?? '' };
        if (showsWord(verse, canonical, entry.kjvRenderings)) verses.push(verse);
        else later.push(verse);
      }
    }
    verses.push(...later);
  } else {
    for (const reference of strongsOccurrences(canonical)) {
      const m = /^(.+) (\d+):(\d+)$/.exec(reference);
      const text = m ? getVerse(m[1] as string, Number(m[2]), Number(m[3])) : undefined;
      if (text !== undefined) verses.push({ reference, text });
    }
  }
  return {
    number: entry.number,
    original: entry.original,
    transliteration: entry.transliteration,
    partOfSpeech: entry.partOfSpeech,
    definition: entry.definition,
    verses,
  };
}

/**
 * A Psalm's title, when the word is in it rather than in verse 1. The Hebrew text counts a
 * Psalm's title as its first verse, so OSHB's tags of 'Psalms 3:1' include the title's words
 * ('Psalm' H4210, 'Michtam' H4387); the reader sees them in the title, which is listed as
 * 'Psalm 3, title'.
 */
function titleInstead(reference: string, number: string): StrongsVerse | undefined {
  const m = /^Psalms (\d+):1$/.exec(reference);
  if (!m) return undefined;
  const chapter = Number(m[1]);
  const title = psalmTitleTokens(chapter);
  if (!title || !verseNumbers(title).has(number)) return undefined;
  if (verseNumbers(verseRecord(reference)?.w ?? []).has(number)) return undefined;
  const text = psalmTitle(chapter)?.text;
  return text ? { reference: `Psalm ${chapter}, title`, text } : undefined;
}

/**
 * Whether a verse's English shows a Hebrew word: the KJV's tags of the verse carry its number,
 * or the verse has one of the words the dictionary says the KJV renders it by ('destruction' for
 * H10 in Proverbs 27:20, which the KJV module tags H11).
 */
export function showsWord(
  verse: StrongsVerse,
  number: string,
  renderings: readonly string[],
): boolean {
  if (verseNumbers(verseRecord(verse.reference)?.w ?? []).has(number)) return true;
  const words = renderings.flatMap((r) => r.toLowerCase().match(/[a-z]{3,}/g) ?? []);
  return textWords(verse.text).some((w) => words.some((r) => sameWord(r, w.key)));
}

/** The full lexicon entry (with KJV renderings and pronunciation), or null. */
export async function lexiconEntry(number: string): Promise<LexiconEntry | null> {
  const canonical = normalizeStrongsNumber(number);
  if (!canonical) return null;
  return entryOf(await data(), canonical) ?? null;
}

/**
 * Hebrew Strong's numbers tagged in an Old Testament verse (OSHB morphhb), in order of first
 * appearance, e.g. ['H3068', 'H559', …]; empty for New Testament or unknown verses.
 */
export async function strongsNumbersInVerse(
  book: string,
  chapter: number,
  verse: number,
): Promise<string[]> {
  const b = bookIndex(book);
  if (b < 0 || !isOldTestament(book)) return [];
  const id = verseId(b, chapter, verse);
  if (id < 0) return [];
  const d = await data();
  return Array.from(numbersInVerse(d.occurrences, id), (n) => `H${n}`);
}
