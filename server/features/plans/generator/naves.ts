import { kjv, verseAt, verseCount, verseId } from '../../../scripture/kjv.ts';
import { parseReference } from '../../../scripture/references.ts';
import {
  findNavesTopic,
  readerCase,
  type NavesMatch,
  type NavesReference,
} from '../naves-topics.ts';
import { isPsalm, widenToThoughts } from './passages.ts';
import type { Analysis, Candidate, GeneratedSession, NavesSource } from './shapes.ts';
import { CLUSTER_GAP, MAX_WINDOW, MIN_WINDOW } from './shapes.ts';
import { choose, themeCandidates, themeSession, themeSessions } from './theme.ts';

/**
 * Strategy: the passages Nave's Topical Bible gives for the topic (decision 121), filled from the
 * theme strategy when Nave's gives too few.
 */

export function navesOrWordSessions(
  analysis: Extract<Analysis, { mode: 'theme' }>,
  n: number,
  cap: number,
): { sessions: GeneratedSession[]; navesTopic: NavesSource | undefined } {
  for (const phrase of analysis.phrases) {
    const match = findNavesTopic(phrase);
    if (!match) continue;
    const chosen = navesSessions(match, analysis, n, cap);
    if (chosen.length === 0) continue;
    if (chosen.length >= n) {
      return {
        sessions: chosen.map((c) => navesSession(c, analysis.label)),
        navesTopic: { name: match.name, all: true },
      };
    }
    // Nave's gives too few passages (LAMENTATIONS): the rest come from the word heuristics.
    const fill = themeCandidates(analysis, n + chosen.length, cap).filter(
      (c) => !chosen.some((x) => c.from <= x.to && x.from <= c.to),
    );
    const all: (Candidate & { source?: NavesReference })[] = [
      ...chosen,
      ...fill.slice(0, n - chosen.length),
    ];
    all.sort((a, b) => a.from - b.from);
    return {
      sessions: all.map((c) =>
        c.source
          ? navesSession(c as NavesCandidate, analysis.label)
          : themeSession(c, analysis.label),
      ),
      navesTopic: { name: match.name, all: false },
    };
  }
  return { sessions: themeSessions(analysis, n, cap), navesTopic: undefined };
}

interface NavesCandidate extends Candidate {
  /** The first of Nave's references inside the passage, in Nave's order. */
  source: NavesReference;
}

/**
 * Nave's references made into readable passages: neighbouring verses of one chapter merged, a
 * short group widened to its paragraph (or at least its sentence) within the sitting's limit.
 * The passages Nave's cites most often come first, ties in Nave's order; they are spread over
 * chapters and books like thematic passages and read in canonical order. The topic's own
 * references come first; its pointers ("See CARE") only when they are too few.
 */
function navesSessions(
  match: NavesMatch,
  analysis: Extract<Analysis, { mode: 'theme' }>,
  n: number,
  cap: number,
): NavesCandidate[] {
  const own = navesCandidates(match.refs, analysis.bookIndex, cap, 0);
  let chosen = choose(own, n) as NavesCandidate[];
  if (chosen.length < n && match.seeRefs.length > 0) {
    const more = navesCandidates(match.seeRefs, analysis.bookIndex, cap, -1_000_000).filter(
      (c) => !chosen.some((x) => c.from <= x.to && x.from <= c.to),
    );
    chosen = [...chosen, ...(choose(more, n - chosen.length) as NavesCandidate[])];
  }
  return chosen.sort((a, b) => a.from - b.from);
}

function navesCandidates(
  refs: NavesReference[],
  bookIndex: number | null,
  cap: number,
  bias: number,
): NavesCandidate[] {
  const spans: { from: number; to: number; order: number; ref: NavesReference }[] = [];
  refs.forEach((ref, order) => {
    let parsed;
    try {
      parsed = parseReference(ref.reference);
    } catch {
      return;
    }
    for (const r of parsed.ranges) {
      if (bookIndex !== null && r.bookIndex !== bookIndex) continue;
      const from = verseId(r.bookIndex, r.startChapter, r.startVerse);
      const to = verseId(r.bookIndex, r.endChapter, r.endVerse);
      if (to - from + 1 > cap) continue;
      spans.push({ from, to, order, ref });
    }
  });
  spans.sort((a, b) => a.from - b.from || a.to - b.to);
  const groups: { from: number; to: number; hits: number; first: (typeof spans)[number] }[] = [];
  for (const span of spans) {
    const last = groups[groups.length - 1];
    if (
      last &&
      sameChapter(last.to, span.from) &&
      span.from - last.to <= CLUSTER_GAP &&
      Math.max(last.to, span.to) - last.from + 1 <= cap
    ) {
      last.to = Math.max(last.to, span.to);
      last.hits += 1;
      if (span.order < last.first.order) last.first = span;
    } else {
      groups.push({ from: span.from, to: span.to, hits: 1, first: span });
    }
  }
  return groups.map((g) => {
    const [from, to] = widenToThoughts(...paragraphsAround(g.from, g.to, cap), cap);
    const at = verseAt(g.from)!;
    return {
      from,
      to,
      book: at.book,
      chapter: at.chapter,
      best: g.first.from,
      // Most cited first; ties in Nave's order.
      score: bias + g.hits - g.first.order / 1_000_000,
      source: g.first.ref,
    };
  });
}

function sameChapter(a: number, b: number): boolean {
  const x = verseAt(a)!;
  const y = verseAt(b)!;
  return x.book === y.book && x.chapter === y.chapter;
}

/**
 * A group shorter than a thematic window widened to the paragraphs it sits in, when they fit in
 * `cap` verses (the Psalms have no paragraph marks: widenToThoughts reads a short psalm whole).
 */
function paragraphsAround(from: number, to: number, cap: number): [number, number] {
  const first = verseAt(from)!;
  const last = verseAt(to)!;
  if (to - from + 1 >= MIN_WINDOW || isPsalm(first.book) || first.chapter !== last.chapter) {
    return [from, to];
  }
  const chapterFirst = verseId(first.book, first.chapter, 1);
  const chapterLast = chapterFirst + verseCount(first.book, first.chapter) - 1;
  const starts = kjv().paragraphStart;
  let a = from;
  while (a > chapterFirst && !starts[a]) a--;
  let b = to;
  while (b < chapterLast && !starts[b + 1]) b++;
  return b - a + 1 <= Math.min(cap, MAX_WINDOW) ? [a, b] : [from, to];
}

function navesSession(c: NavesCandidate, label: string): GeneratedSession {
  const session = themeSession(c, label);
  const where = c.source.line
    ? `${readerCase(c.source.topic)}: "${c.source.line}"`
    : readerCase(c.source.topic);
  return {
    ...session,
    description: `${session.description} Nave's Topical Bible lists it under ${where}.`,
  };
}
