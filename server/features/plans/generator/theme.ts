import { BOOKS } from '../../../scripture/books.ts';
import { kjv, verseAt, verseCount, verseId } from '../../../scripture/kjv.ts';
import { formatRange } from '../../../scripture/references.ts';
import { idf, kjvIndex } from '../kjv-index.ts';
import { phraseWords, relatedWords, stem } from '../words.ts';
import { widenToThoughts } from './passages.ts';
import type { Analysis, Candidate, GeneratedSession } from './shapes.ts';
import { CLUSTER_GAP, MAX_WINDOW, MIN_WINDOW } from './shapes.ts';
import { inSentence, normalizedReference, snippet } from './text.ts';

/**
 * Strategy: a theme by its words. Verses are ranked by the topic's words and their KJV relatives,
 * grouped into passages, and the best are kept, spread over chapters and books.
 */

export function themeSessions(
  analysis: Extract<Analysis, { mode: 'theme' }>,
  n: number,
  cap: number,
): GeneratedSession[] {
  return themeCandidates(analysis, n, cap).map((c) => themeSession(c, analysis.label));
}

/** The best n passages by the topic's words, widened to whole thoughts, in canonical order. */
export function themeCandidates(
  analysis: Extract<Analysis, { mode: 'theme' }>,
  n: number,
  cap: number,
): Candidate[] {
  const { scores, stems } = scoreVerses(analysis);
  if (scores.size === 0) return [];
  const candidates = clusterCandidates(scores, stems);
  const chosen = choose(candidates, n).map((c) => {
    const [from, to] = widenToThoughts(c.from, c.to, cap);
    return { ...c, from, to };
  });
  return chosen.sort((a, b) => a.from - b.from);
}

/**
 * Scores every verse that uses the topic's words: each topic word (or known phrase) is a
 * group of stems, its own stem weighing 1 and its KJV relatives 0.5, times the stem's idf.
 * A verse scores the best stem of each group it touches, scaled down when it touches only
 * some of the groups (for "forgiveness and grace", verses with both rank first).
 */
function scoreVerses(analysis: Extract<Analysis, { mode: 'theme' }>) {
  const ix = kjvIndex();
  const groups: Map<string, number>[] = [];
  const phrase = phraseWords(analysis.words.join(' '));
  let primary = analysis.words;
  if (phrase) {
    groups.push(new Map(phrase.words.map((w) => [stem(w), 1])));
    const inPhrase = new Set(phrase.phrase.split(' '));
    primary = primary.filter((w) => !inPhrase.has(w));
  }
  const seen = new Set<string>();
  for (const w of primary) {
    const s = stem(w);
    if (seen.has(s) || groups.length >= 8) continue;
    seen.add(s);
    const group = new Map<string, number>([[s, 1]]);
    for (const r of relatedWords(w)) {
      const rs = stem(r);
      if (!group.has(rs)) group.set(rs, 0.5);
    }
    groups.push(group);
  }
  const g = groups.length;
  const perGroup = new Map<number, Float64Array>();
  const stems = new Map<number, string[]>();
  const { idBook } = kjv();
  groups.forEach((group, gi) => {
    for (const [s, weight] of group) {
      const list = ix.postings.get(s);
      if (!list) continue;
      const w = weight * idf(ix, s);
      for (const id of list) {
        if (analysis.bookIndex !== null && idBook[id] !== analysis.bookIndex) continue;
        let arr = perGroup.get(id);
        if (!arr) perGroup.set(id, (arr = new Float64Array(g)));
        if (w > arr[gi]!) arr[gi] = w;
        const st = stems.get(id);
        if (st) st.push(s);
        else stems.set(id, [s]);
      }
    }
  });
  const scores = new Map<number, number>();
  for (const [id, arr] of perGroup) {
    let sum = 0;
    let touched = 0;
    for (const v of arr) {
      sum += v;
      if (v > 0) touched++;
    }
    scores.set(id, sum * (touched / g) ** 2);
  }
  return { scores, stems };
}

function clusterCandidates(scores: Map<number, number>, stems: Map<number, string[]>): Candidate[] {
  const hits = [...scores.keys()].sort((a, b) => a - b);
  const out: Candidate[] = [];
  let cluster: number[] = [];
  const flush = () => {
    if (cluster.length > 0) out.push(windowFor(cluster, scores, stems));
    cluster = [];
  };
  let prev: { book: number; chapter: number; id: number } | undefined;
  for (const id of hits) {
    const at = verseAt(id)!;
    if (
      prev &&
      (prev.book !== at.book || prev.chapter !== at.chapter || id - prev.id > CLUSTER_GAP)
    )
      flush();
    cluster.push(id);
    prev = { book: at.book, chapter: at.chapter, id };
  }
  flush();
  return out;
}

function windowFor(
  cluster: number[],
  scores: Map<number, number>,
  stems: Map<number, string[]>,
): Candidate {
  const at = verseAt(cluster[0]!)!;
  const chapterFirst = verseId(at.book, at.chapter, 1);
  const chapterLast = chapterFirst + verseCount(at.book, at.chapter) - 1;
  const sum = (from: number, to: number) => {
    let s = 0;
    for (const id of cluster) if (id >= from && id <= to) s += scores.get(id) ?? 0;
    return s;
  };
  let from = cluster[0]!;
  let to = cluster[cluster.length - 1]!;
  if (to - from + 1 > MAX_WINDOW) {
    // The densest stretch of MAX_WINDOW verses.
    let bestFrom = from;
    let best = -1;
    for (const start of cluster) {
      const s = sum(start, start + MAX_WINDOW - 1);
      if (s > best) {
        best = s;
        bestFrom = start;
      }
    }
    const inside = cluster.filter((id) => id >= bestFrom && id <= bestFrom + MAX_WINDOW - 1);
    from = inside[0]!;
    to = inside[inside.length - 1]!;
  }
  // Some context on either side, within MAX_WINDOW, and at least MIN_WINDOW verses.
  for (let k = 0; k < 2; k++) {
    if (to - from + 1 < MAX_WINDOW && from > chapterFirst) from--;
    if (to - from + 1 < MAX_WINDOW && to < chapterLast) to++;
  }
  while (to - from + 1 < MIN_WINDOW && (from > chapterFirst || to < chapterLast)) {
    if (from > chapterFirst) from--;
    if (to - from + 1 < MIN_WINDOW && to < chapterLast) to++;
  }
  const chapterLength = chapterLast - chapterFirst + 1;
  if (chapterLength <= MAX_WINDOW && (to - from + 1) * 2 >= chapterLength) {
    from = chapterFirst;
    to = chapterLast;
  }
  let best = from;
  let bestScore = -1;
  let k = 0;
  let total = 0;
  const distinct = new Set<string>();
  for (const id of cluster) {
    if (id < from || id > to) continue;
    const s = scores.get(id) ?? 0;
    total += s;
    k++;
    for (const st of stems.get(id) ?? []) distinct.add(st);
    if (s > bestScore) {
      bestScore = s;
      best = id;
    }
  }
  const len = to - from + 1;
  return {
    from,
    to,
    book: at.book,
    chapter: at.chapter,
    best,
    score: ((total * (1 + 0.3 * (k - 1))) / (1 + len / 30)) * Math.sqrt(distinct.size),
  };
}

/** The best n candidates, spread out: one per chapter and a few per book, relaxed when short. */
export function choose(candidates: Candidate[], n: number): Candidate[] {
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.from - b.from);
  const chosen: Candidate[] = [];
  const perBook = new Map<number, number>();
  const chapters = new Set<string>();
  const overlaps = (c: Candidate) => chosen.some((x) => c.from <= x.to && x.from <= c.to);
  const passes: { maxPerBook: number; oneChapter: boolean }[] = [
    { maxPerBook: Math.max(2, Math.ceil(n / 4)), oneChapter: true },
    { maxPerBook: Infinity, oneChapter: true },
    { maxPerBook: Infinity, oneChapter: false },
  ];
  for (const pass of passes) {
    for (const c of ranked) {
      if (chosen.length >= n) return chosen;
      if (chosen.includes(c) || overlaps(c)) continue;
      const key = `${c.book}:${c.chapter}`;
      if (pass.oneChapter && chapters.has(key)) continue;
      if ((perBook.get(c.book) ?? 0) >= pass.maxPerBook) continue;
      chosen.push(c);
      chapters.add(key);
      perBook.set(c.book, (perBook.get(c.book) ?? 0) + 1);
    }
  }
  return chosen;
}

export function themeSession(c: Candidate, label: string): GeneratedSession {
  const book = BOOKS[c.book]!;
  const first = verseAt(c.from)!;
  const last = verseAt(c.to)!;
  const reference = normalizedReference(
    formatRange({
      book: book.name,
      bookIndex: c.book,
      startChapter: first.chapter,
      startVerse: first.verse,
      endChapter: last.chapter,
      endVerse: last.verse,
    }),
  );
  const key = verseAt(c.best)!;
  const keyRef =
    book.chapters === 1 ? `${book.name} ${key.verse}` : `${book.name} ${key.chapter}:${key.verse}`;
  return {
    reference,
    title: `${label} in ${reference}`,
    description: `"${snippet(kjv().texts[c.best] ?? '', 160)}" (${keyRef}). Read the whole passage and notice what it shows about ${inSentence(label)}.`,
  };
}
