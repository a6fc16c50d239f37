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
import { sectionsAround, unitFits } from '../story-units.ts';

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
  /** How many of Nave's references (or groups of neighbouring ones) the passage holds. */
  hits: number;
}

/**
 * Nave's references made into readable passages: neighbouring verses of one chapter merged, then
 * read as the study notes' section(s) they sit in (a whole story or speech) when that fits a
 * sitting, else widened to the paragraph or sentence but never past those sections. The passages
 * Nave's cites most often come first, ties in Nave's order; they are spread over chapters and
 * books like thematic passages and read in canonical order. The topic's own references come
 * first; when few of them are cited more than once, the sub-entries its lines point to ("See SIN,
 * FORGIVENESS OF") come before its lone verses; the topics it points to ("See CARE") only when
 * all these are too few. No passage holds a verse Nave's gives for the word in another sense.
 */
function navesSessions(
  match: NavesMatch,
  analysis: Extract<Analysis, { mode: 'theme' }>,
  n: number,
  cap: number,
): NavesCandidate[] {
  const avoid = new Set(match.avoid.flatMap(verseIdsOf));
  const own = navesCandidates(match.refs, analysis.bookIndex, cap, 0, avoid);
  let pool: NavesCandidate[] = own;
  const strong = own.filter((c) => c.hits >= 2);
  if (strong.length < n && match.pointedRefs.length > 0) {
    // The topic's own lines are thin: what it points to outranks its lone verses.
    const pointed = navesCandidates(match.pointedRefs, analysis.bookIndex, cap, 0, avoid).filter(
      (c) => !strong.some((x) => c.from <= x.to && x.from <= c.to),
    );
    const tier = (c: NavesCandidate, mine: boolean) =>
      c.hits >= 2 ? (mine ? 2_000 : 1_000) : mine ? 0 : -500;
    pool = [
      ...own.map((c) => ({ ...c, score: c.score + tier(c, true) })),
      ...pointed.map((c) => ({ ...c, score: c.score + tier(c, false) })),
    ];
  }
  let chosen = choose(pool, n) as NavesCandidate[];
  if (chosen.length < n && match.seeRefs.length > 0) {
    const more = navesCandidates(match.seeRefs, analysis.bookIndex, cap, -1_000_000, avoid).filter(
      (c) => !chosen.some((x) => c.from <= x.to && x.from <= c.to),
    );
    chosen = [...chosen, ...(choose(more, n - chosen.length) as NavesCandidate[])];
  }
  return chosen.sort((a, b) => a.from - b.from);
}

function verseIdsOf(reference: string): number[] {
  const out: number[] = [];
  try {
    for (const r of parseReference(reference).ranges) {
      const from = verseId(r.bookIndex, r.startChapter, r.startVerse);
      const to = verseId(r.bookIndex, r.endChapter, r.endVerse);
      for (let id = from; id <= to; id++) out.push(id);
    }
  } catch {
    // A reference the parser does not read cites nothing.
  }
  return out;
}

function navesCandidates(
  refs: NavesReference[],
  bookIndex: number | null,
  cap: number,
  bias: number,
  avoid: Set<number>,
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
  // Each group read as its story; groups that fall in the same story become one passage.
  const units: { from: number; to: number; hits: number; first: (typeof spans)[number] }[] = [];
  for (const g of groups) {
    const [from, to] = storyOf(g.from, g.to, cap);
    const last = units[units.length - 1];
    if (last && from <= last.to && Math.max(last.to, to) - last.from + 1 <= cap) {
      last.to = Math.max(last.to, to);
      last.hits += g.hits;
      if (g.first.order < last.first.order) last.first = g.first;
    } else {
      units.push({ from, to, hits: g.hits, first: g.first });
    }
  }
  return units
    .filter((u) => !rangeHolds(u.from, u.to, avoid))
    .map((u) => {
      const at = verseAt(u.from)!;
      return {
        from: u.from,
        to: u.to,
        book: at.book,
        chapter: at.chapter,
        best: u.first.from,
        hits: u.hits,
        // Most cited first; ties in Nave's order.
        score: bias + u.hits - u.first.order / 1_000_000,
        source: u.first.ref,
      };
    });
}

/**
 * The passage for a group of cited verses: the note sections that hold them when they fit a
 * sitting (a short psalm is read whole), else the paragraph or sentence around them, cut back
 * to those sections so it never runs into the next story.
 */
function storyOf(from: number, to: number, cap: number): [number, number] {
  const [a, b] = widenToThoughts(...paragraphsAround(from, to, cap), cap);
  const first = verseAt(a)!;
  if (isPsalm(first.book) && sameChapter(a, b)) {
    const whole = verseId(first.book, first.chapter, 1);
    if (a === whole && b === whole + verseCount(first.book, first.chapter) - 1) return [a, b];
  }
  const unit = sectionsAround(from, to);
  if (!unit) return [a, b];
  if (unitFits(unit[0], unit[1], cap)) return unit;
  return [Math.max(a, unit[0]), Math.min(b, unit[1])];
}

function rangeHolds(from: number, to: number, ids: Set<number>): boolean {
  for (let id = from; id <= to; id++) if (ids.has(id)) return true;
  return false;
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
