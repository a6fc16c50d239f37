import { BOOKS } from '../../scripture/books.ts';
import type { Translation } from '../../scripture/errors.ts';
import { KJV_VERSE_COUNT, kjv, verseAt } from '../../scripture/kjv.ts';
import { studyVerseText } from '../../scripture/bible.ts';

/**
 * An inverted index over one translation's verses, held in memory (decision 129). Each verse is
 * kept as the sequence of its words' term ids (one Int32Array for the whole Bible), and each
 * term as the sorted list of verses it occurs in. A query intersects posting lists, then reads
 * the few candidates' term sequences to score them (BM25 with a bonus where the words stand
 * together) and to check phrases. Verse ids are the KJV's dense ids (0 = Genesis 1:1).
 */
export interface VerseIndex {
  translation: Translation;
  /** Plain text of each verse (no italics marks); '' where the translation lacks the verse. */
  texts: string[];
  /** Term ids of verse v are seq[starts[v]] .. seq[starts[v + 1] - 1]. */
  seq: Int32Array;
  starts: Int32Array;
  terms: Map<string, number>;
  /** Terms in code-unit order, for prefix matches. */
  sortedTerms: string[];
  /** Posting list (sorted verse ids) of each term id. */
  postings: Int32Array[];
  /** How often the term stands in each verse of its posting list (at most 255). */
  counts: Uint8Array[];
  averageLength: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A word as the index keeps it: lower case without accents ('Élie' → 'elie'), with the joined letters
 * written out ('Cæsar' → 'caesar', 'œconomy' → 'oeconomy'): the KJV prints 'Caesar', readers type both.
 */
export function normaliseWord(word: string): string {
  const lower = word.toLowerCase();
  // Plain ASCII (nearly every word) needs nothing more.
  if (/^[ -~]*$/.test(lower)) return lower;
  return lower.replaceAll('æ', 'ae').replaceAll('œ', 'oe').normalize('NFD').replace(/\p{M}/gu, '');
}

/** The words of a text with where each stands. */
export function words(text: string): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(WORD)) {
    out.push({ word: normaliseWord(m[0]), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

function plainText(translation: Translation, id: number): string {
  if (translation === 'kjv') return (kjv().texts[id] ?? '').replaceAll('*', '');
  const at = verseAt(id);
  if (!at) return '';
  return studyVerseText(`${BOOKS[at.book]?.name} ${at.chapter}:${at.verse}`, 'web') ?? '';
}

/** Builds the index of a translation (about a quarter of a second for the KJV). */
export function buildVerseIndex(translation: Translation): VerseIndex {
  const texts: string[] = [];
  const terms = new Map<string, number>();
  const termList: string[] = [];
  const seqParts: number[] = [];
  const starts = new Int32Array(KJV_VERSE_COUNT + 1);
  const df: number[] = [];
  // Words as they are written ('The', 'LORD') to their term: each spelling normalised once.
  const raw = new Map<string, number>();
  for (let id = 0; id < KJV_VERSE_COUNT; id++) {
    const text = plainText(translation, id);
    texts.push(text);
    starts[id] = seqParts.length;
    const seen = new Set<number>();
    for (const m of text.matchAll(WORD)) {
      let t = raw.get(m[0]);
      if (t === undefined) {
        const w = normaliseWord(m[0]);
        t = terms.get(w);
        if (t === undefined) {
          t = termList.length;
          terms.set(w, t);
          termList.push(w);
          df.push(0);
        }
        raw.set(m[0], t);
      }
      seqParts.push(t);
      if (!seen.has(t)) {
        seen.add(t);
        df[t] = (df[t] ?? 0) + 1;
      }
    }
  }
  starts[KJV_VERSE_COUNT] = seqParts.length;
  const seq = Int32Array.from(seqParts);
  const postings = df.map((n) => new Int32Array(n));
  const counts = df.map((n) => new Uint8Array(n));
  const filled = new Int32Array(df.length);
  for (let id = 0; id < KJV_VERSE_COUNT; id++) {
    const from = starts[id] as number;
    const to = starts[id + 1] as number;
    for (let i = from; i < to; i++) {
      const t = seq[i] as number;
      const list = postings[t] as Int32Array;
      const n = filled[t] as number;
      const count = counts[t] as Uint8Array;
      // A term twice in one verse is listed once, and counted.
      if (n === 0 || list[n - 1] !== id) {
        list[n] = id;
        count[n] = 1;
        filled[t] = n + 1;
      } else if ((count[n - 1] as number) < 255) {
        count[n - 1] = (count[n - 1] as number) + 1;
      }
    }
  }
  return {
    translation,
    texts,
    seq,
    starts,
    terms,
    sortedTerms: [...termList].sort(),
    postings,
    counts,
    averageLength: seq.length / KJV_VERSE_COUNT,
  };
}

/** One thing a query asks for: a word, or a quoted phrase (its words in order, side by side). */
export interface QueryGroup {
  words: string[];
  phrase: boolean;
}

/** Splits a query into quoted phrases and single words. */
export function parseQuery(q: string): QueryGroup[] {
  const groups: QueryGroup[] = [];
  const text = q.replace(/[“”„]/g, '"');
  const parts = text.split('"');
  parts.forEach((part, i) => {
    const inQuotes = i % 2 === 1 && i < parts.length - 1;
    const found = words(part).map((w) => w.word);
    if (inQuotes && found.length > 0) groups.push({ words: found, phrase: true });
    else for (const w of found) groups.push({ words: [w], phrase: false });
  });
  return groups;
}

/** Shortest word that also finds longer words starting with it ('love' → loved, loveth). */
const PREFIX_MIN = 4;
/** Most longer words one query word expands to. */
const PREFIX_MAX_TERMS = 40;
/** Weight of a longer word's match against the word itself. */
const PREFIX_WEIGHT = 0.6;
const K1 = 1.2;
const B = 0.75;
/** Score multiplier for a verse where all the query's words stand together, in order. */
const TOGETHER_BONUS = 2;
/**
 * A word in more than this share of verses ('the', 'and', 'unto', 'shall', 'LORD') says little about
 * which verse is meant: it scores the same in every verse that has it, so how often it repeats in a
 * short verse cannot lift that verse to the top ('the' led with Ezra 4:9's list of peoples). A query of
 * such words alone lists its verses in canonical order.
 */
export const COMMON_SHARE = 0.15;
/** How many of the best verses by words alone are looked at again for the words together. */
const RERANK = 200;

/** The term ids a query word matches: itself with weight 1, longer words with less. */
function expand(index: VerseIndex, word: string, exactOnly: boolean): Map<number, number> {
  const out = new Map<number, number>();
  const exact = index.terms.get(word);
  if (exact !== undefined) out.set(exact, 1);
  if (exactOnly || word.length < PREFIX_MIN) return out;
  const list = index.sortedTerms;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as string) < word) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < list.length && out.size <= PREFIX_MAX_TERMS; i++) {
    const term = list[i] as string;
    if (!term.startsWith(word)) break;
    const t = index.terms.get(term) as number;
    if (!out.has(t)) out.set(t, PREFIX_WEIGHT);
  }
  return out;
}

/** Sorted union of posting lists, kept to [from, to). */
function union(lists: Int32Array[], from: number, to: number): Int32Array {
  if (lists.length === 1) return slice(lists[0] as Int32Array, from, to);
  const seen = new Uint8Array(to - from);
  let n = 0;
  for (const list of lists) {
    for (let i = lowerBound(list, from); i < list.length && (list[i] as number) < to; i++) {
      const k = (list[i] as number) - from;
      if (!seen[k]) {
        seen[k] = 1;
        n++;
      }
    }
  }
  const out = new Int32Array(n);
  let j = 0;
  for (let k = 0; k < seen.length; k++) if (seen[k]) out[j++] = k + from;
  return out;
}

function lowerBound(list: Int32Array, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function slice(list: Int32Array, from: number, to: number): Int32Array {
  return list.subarray(lowerBound(list, from), lowerBound(list, to));
}

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

/** Where in a verse's term sequence a phrase (term id sets, in order) starts; -1 when absent. */
function phraseAt(seq: Int32Array, from: number, to: number, phrase: Float32Array[]) {
  const found: number[] = [];
  for (let i = from; i + phrase.length <= to; i++) {
    let ok = true;
    for (let k = 0; k < phrase.length; k++) {
      if (!((phrase[k] as Float32Array)[seq[i + k] as number] ?? 0)) {
        ok = false;
        break;
      }
    }
    if (ok) found.push(i - from);
  }
  return found;
}

export interface SearchOptions {
  /** Verse ids to look in: [from, to). */
  from: number;
  to: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface VerseMatch {
  id: number;
  score: number;
  highlights: [number, number][];
}

export interface IndexSearchResult {
  total: number;
  matches: VerseMatch[];
}

/**
 * Verses with every group of the query, best first (then in canonical order). A phrase's words
 * must stand side by side in order and match exactly; a single word of four letters or more
 * also finds longer words that start with it, weighted lower.
 */
export function searchIndex(
  index: VerseIndex,
  groups: QueryGroup[],
  options: SearchOptions,
): IndexSearchResult {
  if (groups.length === 0) return { total: 0, matches: [] };
  const N = KJV_VERSE_COUNT;
  // Each group's words as term-id sets.
  const sets = groups.map((g) => g.words.map((w) => expand(index, w, g.phrase)));
  let candidates: Int32Array | undefined;
  const idf: number[][] = [];
  const common: boolean[][] = [];
  for (const group of sets) {
    const groupIdf: number[] = [];
    const groupCommon: boolean[] = [];
    for (const set of group) {
      if (set.size === 0) return { total: 0, matches: [] };
      const lists = [...set.keys()].map((t) => index.postings[t] as Int32Array);
      const df = Math.min(
        N,
        lists.reduce((n, l) => n + l.length, 0),
      );
      groupIdf.push(Math.log(1 + (N - df + 0.5) / (df + 0.5)));
      groupCommon.push(df > N * COMMON_SHARE);
      const ids = union(lists, options.from, options.to);
      candidates = candidates ? intersect(candidates, ids) : ids;
      if (candidates.length === 0) return { total: 0, matches: [] };
    }
    idf.push(groupIdf);
    common.push(groupCommon);
  }
  // Each word's weight by term id: scoring a verse reads its terms with no map look-ups.
  const termCount = index.postings.length;
  const weights = sets.map((group) =>
    group.map((set) => {
      const w = new Float32Array(termCount);
      for (const [t, weight] of set) w[t] = weight;
      return w;
    }),
  );
  const all = weights.flat();
  const ids = candidates ?? new Int32Array(0);
  // Phrases must be there as phrases.
  let kept = ids;
  if (weights.some((group) => group.length > 1)) {
    kept = ids.filter((id) => {
      const from = index.starts[id] as number;
      const to = index.starts[id + 1] as number;
      return weights.every(
        (group) => group.length < 2 || phraseAt(index.seq, from, to, group).length > 0,
      );
    });
  }
  // A page past the last has nothing to rank (decision 154).
  if ((options.page - 1) * options.pageSize >= kept.length)
    return { total: kept.length, matches: [] };
  // BM25 from the posting lists' counts: no verse's words are read here.
  const scores = new Float64Array(kept.length);
  const tf = new Float64Array(kept.length);
  const flatSets = sets.flat();
  const flatIdf = idf.flat();
  const flatCommon = common.flat();
  flatSets.forEach((set, w) => {
    if (flatCommon[w]) {
      // Present in every candidate (each has all the query's words): the same share for each.
      const share = flatIdf[w] ?? 0;
      for (let j = 0; j < kept.length; j++) scores[j] = (scores[j] as number) + share;
      return;
    }
    tf.fill(0);
    for (const [t, weight] of set) {
      const list = index.postings[t] as Int32Array;
      const count = index.counts[t] as Uint8Array;
      let i = lowerBound(list, kept[0] ?? 0);
      let j = 0;
      while (i < list.length && j < kept.length) {
        const a = list[i] as number;
        const b = kept[j] as number;
        if (a === b) {
          tf[j] = (tf[j] as number) + weight * (count[i] as number);
          i++;
          j++;
        } else if (a < b) i++;
        else j++;
      }
    }
    const termIdf = flatIdf[w] ?? 0;
    for (let j = 0; j < kept.length; j++) {
      const id = kept[j] as number;
      const length = (index.starts[id + 1] as number) - (index.starts[id] as number);
      const f = tf[j] as number;
      const norm = f + K1 * (1 - B + (B * length) / index.averageLength);
      scores[j] = (scores[j] as number) + (termIdf * (f * (K1 + 1))) / norm;
    }
  });
  // Only the verses up to the asked page need an order: those at or above the K-th score
  // (found with a native numeric sort), then sorted by score and canon.
  const first = (options.page - 1) * options.pageSize;
  const wanted = Math.min(kept.length, Math.max(RERANK, first + options.pageSize));
  let order: number[] = [];
  if (wanted < kept.length) {
    const sorted = Float64Array.from(scores).sort();
    const threshold = sorted[kept.length - wanted] as number;
    for (let j = 0; j < kept.length; j++) if ((scores[j] as number) >= threshold) order.push(j);
  } else {
    order = Array.from(kept.keys());
  }
  const byScore = (a: number, b: number) =>
    (scores[b] as number) - (scores[a] as number) || (kept[a] as number) - (kept[b] as number);
  order.sort(byScore);
  // The best verses by their words are looked at again: all the words side by side, as
  // written (longer words do not count here), doubles a verse's score.
  if (all.length > 1) {
    const together = all.map((w) => w.map((x) => (x === 1 ? 1 : 0)));
    const head = order.slice(0, RERANK);
    for (const j of head) {
      const id = kept[j] as number;
      const from = index.starts[id] as number;
      const to = index.starts[id + 1] as number;
      if (phraseAt(index.seq, from, to, together).length > 0) {
        scores[j] = (scores[j] as number) * TOGETHER_BONUS;
      }
    }
    head.sort(byScore);
    order.splice(0, head.length, ...head);
  }
  const matches = order.slice(first, first + options.pageSize).map((j) => {
    const id = kept[j] as number;
    return { id, score: scores[j] as number, highlights: highlights(index, id, weights) };
  });
  return { total: kept.length, matches };
}

/** Where the query's words are in a verse's text; a phrase is one range, as are words side by side. */
function highlights(index: VerseIndex, id: number, sets: Float32Array[][]) {
  const text = index.texts[id] ?? '';
  const found = words(text);
  const marked = new Uint8Array(found.length);
  const ids = found.map((w) => index.terms.get(w.word) ?? -1);
  const seq = Int32Array.from(ids);
  for (const group of sets) {
    if (group.length > 1) {
      for (const at of phraseAt(seq, 0, seq.length, group)) {
        for (let k = 0; k < group.length; k++) marked[at + k] = 1;
      }
    } else {
      const weight = group[0] as Float32Array;
      ids.forEach((t, i) => {
        if (t >= 0 && weight[t]) marked[i] = 1;
      });
    }
  }
  const ranges: [number, number][] = [];
  found.forEach((w, i) => {
    if (!marked[i]) return;
    const last = ranges.at(-1);
    // Marked words with only spaces between them make one range.
    if (last && marked[i - 1] && /^\s*$/.test(text.slice(last[1], w.start))) last[1] = w.end;
    else ranges.push([w.start, w.end]);
  });
  return ranges;
}
