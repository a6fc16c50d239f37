import { bookIndex } from '../scripture/books.ts';
import { verseId } from '../scripture/kjv.ts';
import { noPause, type Pause } from './entry.ts';
import { HEBREW_MAX } from './numbers.ts';

/**
 * Which Old Testament verses carry which Hebrew Strong's numbers, from the Open Scriptures
 * Hebrew Bible (morphhb, CC BY 4.0). The package's index.js is already in KJV versification
 * (its build script applies the WLC→KJV verse map), so every verse lines up with the KJV
 * text; a test checks all 23,145 Old Testament verses.
 *
 * Held as two compressed-row tables of typed arrays (about 2 MB in all):
 * number → verse ids (ascending, so canonical order) and verse id → numbers (order of first
 * appearance in the verse).
 */
export interface HebrewOccurrences {
  /** numberVerses[numberStart[n] .. numberStart[n + 1]) are the verse ids tagged with Hn. */
  numberStart: Int32Array;
  numberVerses: Int32Array;
  /** verseNumbers[verseStart[id] .. verseStart[id + 1]) are the numbers tagged in verse id. */
  verseStart: Int32Array;
  verseNumbers: Uint16Array;
}

/** A word's lemma field, e.g. 'Hc/H1961', 'Hb/H3117', 'H1961 a', 'Hl' → Strong's numbers. */
export function numbersInLemma(lemma: unknown): number[] {
  if (typeof lemma !== 'string') return [];
  const out: number[] = [];
  for (const part of lemma.split('/')) {
    const m = /^\s*H0*(\d+)\s*[a-z]?\+?\s*$/.exec(part);
    const n = m ? Number(m[1]) : 0;
    if (n >= 1 && n <= HEBREW_MAX) out.push(n);
  }
  return out;
}

/**
 * Splits morphhb's index.js ('var morphhb={"Ruth":[…],"Jeremiah":[…],…};module.exports=…')
 * into one JSON text per book, so each book parses on its own turn of the event loop.
 */
function bookSlices(source: string): { name: string; json: string }[] {
  const open = source.indexOf('{');
  const close = source.lastIndexOf('}');
  if (open < 0 || close < open) throw new Error('morphhb: unexpected file layout');
  // A key is the only place a string is followed by ':[' (words are arrays of strings).
  const keys: { name: string; at: number }[] = [];
  for (let i = source.indexOf('":[', open); i >= 0 && i < close; i = source.indexOf('":[', i + 3)) {
    const quote = source.lastIndexOf('"', i - 1);
    keys.push({ name: source.slice(quote + 1, i), at: quote });
  }
  return keys.map((k, i) => {
    const from = source.indexOf('[', k.at);
    const to = i + 1 < keys.length ? (keys[i + 1] as { at: number }).at : close;
    let end = to;
    while (end > from && /[\s,]/.test(source[end - 1] as string)) end--;
    return { name: k.name, json: source.slice(from, end) };
  });
}

type Word = [string, string, string?];
type Book = Word[][][];

/** Builds the occurrence tables from the text of morphhb's index.js. */
export async function buildHebrewOccurrences(
  source: string,
  pause: Pause = noPause,
): Promise<HebrewOccurrences> {
  const perVerse: Uint16Array[] = [];
  let maxVerse = -1;
  let pairs = 0;
  for (const slice of bookSlices(source)) {
    const b = bookIndex(slice.name);
    if (b < 0) throw new Error(`morphhb: unknown book ${slice.name}`);
    const book = JSON.parse(slice.json) as Book;
    book.forEach((chapter, c) => {
      chapter.forEach((words, v) => {
        const id = verseId(b, c + 1, v + 1);
        if (id < 0) throw new Error(`morphhb: ${slice.name} ${c + 1}:${v + 1} is not in the KJV`);
        const seen = new Set<number>();
        for (const word of words) for (const n of numbersInLemma(word[1])) seen.add(n);
        perVerse[id] = Uint16Array.from(seen);
        pairs += seen.size;
        maxVerse = Math.max(maxVerse, id);
      });
    });
    await pause();
  }

  const verseCount = maxVerse + 1;
  const verseStart = new Int32Array(verseCount + 1);
  const verseNumbers = new Uint16Array(pairs);
  const counts = new Int32Array(HEBREW_MAX + 2);
  let at = 0;
  for (let id = 0; id < verseCount; id++) {
    verseStart[id] = at;
    for (const n of perVerse[id] ?? []) {
      verseNumbers[at++] = n;
      counts[n] = (counts[n] ?? 0) + 1;
    }
  }
  verseStart[verseCount] = at;

  const numberStart = new Int32Array(HEBREW_MAX + 2);
  for (let n = 1; n <= HEBREW_MAX + 1; n++) {
    numberStart[n] = (numberStart[n - 1] ?? 0) + (counts[n - 1] ?? 0);
  }
  const numberVerses = new Int32Array(pairs);
  const fill = numberStart.slice();
  // Walking verses in id order leaves each number's list in canonical order.
  for (let id = 0; id < verseCount; id++) {
    for (let i = verseStart[id] ?? 0; i < (verseStart[id + 1] ?? 0); i++) {
      const n = verseNumbers[i] ?? 0;
      const pos = fill[n] ?? 0;
      numberVerses[pos] = id;
      fill[n] = pos + 1;
    }
  }
  return { numberStart, numberVerses, verseStart, verseNumbers };
}

/** Verse ids tagged with Hebrew number n, in canonical order. */
export function versesWithNumber(index: HebrewOccurrences, n: number): Int32Array {
  if (!Number.isInteger(n) || n < 1 || n > HEBREW_MAX) return new Int32Array(0);
  return index.numberVerses.subarray(index.numberStart[n], index.numberStart[n + 1]);
}

/** Hebrew numbers tagged in a verse id (empty outside the Old Testament). */
export function numbersInVerse(index: HebrewOccurrences, id: number): Uint16Array {
  if (!Number.isInteger(id) || id < 0 || id + 1 >= index.verseStart.length)
    return new Uint16Array(0);
  return index.verseNumbers.subarray(index.verseStart[id], index.verseStart[id + 1]);
}
