import { eachVerse } from '../scripture/bible.ts';
import { wordRoot } from './verse-words.ts';

let index: Map<string, string[]> | undefined;
let renderingIndex: Map<string, Set<string>> | undefined;

/** number → verse references where a KJV word carries it, canonical order, each verse once. */
function build(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [reference, record] of eachVerse('kjv')) {
    const seen = new Set<string>();
    for (const t of record.w) {
      if (typeof t === 'string' || !t[1]) continue;
      for (const n of t[1].split(' ')) {
        if (seen.has(n)) continue;
        seen.add(n);
        let list = out.get(n);
        if (!list) out.set(n, (list = []));
        list.push(reference);
      }
    }
  }
  return out;
}

/**
 * The KJV verses where a Strong's number occurs (from the verses' own word tags), in canonical
 * order; [] for a number no word carries. Takes the canonical form ('G26', 'H3117').
 */
export function strongsOccurrences(number: string): readonly string[] {
  index ??= build();
  return index.get(number) ?? [];
}

/** Every Strong's number some KJV word carries. */
export function taggedStrongsNumbers(): string[] {
  index ??= build();
  return [...index.keys()];
}

/**
 * The words the KJV uses for a number anywhere in the Bible, as roots (`wordRoot`), from the
 * verses' own tags outside the translators' italics; undefined for a number no word carries.
 * Built once, on first use.
 */
export function kjvRenderings(number: string): ReadonlySet<string> | undefined {
  if (!renderingIndex) {
    const out = new Map<string, Set<string>>();
    for (const [, record] of eachVerse('kjv')) {
      for (const t of record.w) {
        if (typeof t === 'string' || !t[1] || (t[2] ?? '').includes('i')) continue;
        for (const n of t[1].split(' ')) {
          let set = out.get(n);
          if (!set) out.set(n, (set = new Set()));
          for (const m of t[0].matchAll(/[\p{L}]+(?:['’][\p{L}]+)*/gu)) set.add(wordRoot(m[0]));
        }
      }
    }
    renderingIndex = out;
  }
  return renderingIndex.get(number);
}
