import { kjv } from '../../scripture/kjv.ts';
import { stem, words } from './words.ts';

/** An inverted index of the KJV by word stem, for ranking verses against a plan topic. */
export interface KjvIndex {
  /** Verse ids (ascending, each once) containing the stem. */
  postings: Map<string, Int32Array>;
  /** Number of verses. */
  verseCount: number;
}

let index: KjvIndex | undefined;

/** The index, built on first use from the scripture service's KJV (a fraction of a second, once per process). */
export function kjvIndex(): KjvIndex {
  index ??= build();
  return index;
}

function build(): KjvIndex {
  const { texts } = kjv();
  const lists = new Map<string, number[]>();
  texts.forEach((text, id) => {
    for (const word of words(text)) {
      if (word.length < 2) continue;
      const s = stem(word);
      let list = lists.get(s);
      if (!list) lists.set(s, (list = []));
      if (list[list.length - 1] !== id) list.push(id);
    }
  });
  const postings = new Map<string, Int32Array>();
  for (const [s, list] of lists) postings.set(s, Int32Array.from(list));
  return { postings, verseCount: texts.length };
}

/** Inverse document frequency of a stem (0 when the KJV never uses it). */
export function idf(ix: KjvIndex, s: string): number {
  const df = ix.postings.get(s)?.length ?? 0;
  return df === 0 ? 0 : Math.log(1 + ix.verseCount / df);
}
