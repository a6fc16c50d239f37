import {
  DEFAULT_PLAN_SESSIONS,
  normalizeText,
  type PlanKind,
  type PlanType,
} from '@contract/plans.ts';
import { badRequest } from '../../errors.ts';
import { BOOKS } from '../../scripture/books.ts';
import { kjv, verseAt, verseCount, verseId } from '../../scripture/kjv.ts';
import { formatRange, parseReference, type PassageRange } from '../../scripture/references.ts';
import { idf, kjvIndex } from './kjv-index.ts';
import {
  isFillerWord,
  isStopWord,
  phraseWords,
  relatedWords,
  stem,
  topicWords,
  words,
} from './words.ts';

/**
 * The offline plan generator (decision 011): deterministic, no model, built on the KJV itself.
 * A topic that names a book or a reference walks through it; any other topic ranks verses by
 * the topic's words and their KJV relatives, groups the hits into passages and keeps the best.
 */

export interface PlanRequest {
  topic: string;
  kind: PlanKind;
  planType: PlanType;
  sessions?: number | null | undefined;
}

export interface GeneratedSession {
  reference: string;
  title: string;
  description: string;
}

export interface GeneratedPlan {
  title: string;
  description: string;
  type: PlanKind;
  sessions: GeneratedSession[];
}

/** A session proposed by someone else (the model): checked before it is stored. */
export interface ProposedSession {
  reference: string;
  title: string;
  description: string;
}

/** Longest passage a generated session may hold. */
export const MAX_SESSION_VERSES = 200;
/** Passage windows of thematic sessions. */
const MIN_WINDOW = 8;
const MAX_WINDOW = 25;
/** Hits closer than this (in verses) belong to the same cluster. */
const CLUSTER_GAP = 4;

type Analysis =
  | { mode: 'walk'; label: string; ranges: PassageRange[]; wholeBook: string | null }
  | { mode: 'theme'; label: string; words: string[]; bookIndex: number | null };

/** Sessions to make: the reader's number, else the plan type's default. */
export function sessionCountFor(req: Pick<PlanRequest, 'planType' | 'sessions'>): number {
  return req.sessions ?? DEFAULT_PLAN_SESSIONS[req.planType];
}

/** Builds a plan for the request without any model. Throws 400 'no_passages' when nothing fits. */
export function generateOfflinePlan(req: PlanRequest): GeneratedPlan {
  const analysis = analyseTopic(req.topic);
  const n = sessionCountFor(req);
  const sessions =
    analysis.mode === 'walk' ? walkSessions(analysis.ranges, n) : themeSessions(analysis, n);
  if (sessions.length === 0) throw noPassages(req.topic);
  return finish(req, analysis, sessions);
}

/**
 * Builds a plan from sessions a model proposed: every reference is checked with the scripture
 * parser and dropped when invalid, duplicated or too long; missing sessions come from the
 * offline generator. Never stores a reference the parser refuses.
 */
export function completePlan(req: PlanRequest, proposed: ProposedSession[]): GeneratedPlan {
  const analysis = analyseTopic(req.topic);
  const n = sessionCountFor(req);
  const kept: GeneratedSession[] = [];
  const seen = new Set<string>();
  for (const p of proposed) {
    if (kept.length >= n) break;
    const checked = checkReference(p.reference);
    if (!checked || seen.has(checked.reference)) continue;
    seen.add(checked.reference);
    kept.push({
      reference: checked.reference,
      title: clip(normalizeText(p.title), 200) || checked.reference,
      description: clip(normalizeText(p.description), 1000),
    });
  }
  if (kept.length < n) {
    let fill: GeneratedSession[] = [];
    try {
      fill =
        analysis.mode === 'walk'
          ? walkSessions(analysis.ranges, n)
          : themeSessions(analysis, n + kept.length);
    } catch {
      fill = [];
    }
    for (const s of fill) {
      if (kept.length >= n) break;
      if (seen.has(s.reference)) continue;
      seen.add(s.reference);
      kept.push(s);
    }
  }
  if (kept.length === 0) throw noPassages(req.topic);
  return finish(req, analysis, kept);
}

/** The normalised reference when it parses and is not too long; null otherwise. */
export function checkReference(reference: unknown): { reference: string; verses: number } | null {
  if (typeof reference !== 'string') return null;
  try {
    const parsed = parseReference(reference);
    const verses = countVerses(parsed.ranges);
    if (verses < 1 || verses > MAX_SESSION_VERSES) return null;
    return { reference: parsed.reference, verses };
  } catch {
    return null;
  }
}

function countVerses(ranges: PassageRange[]): number {
  let verses = 0;
  for (const r of ranges) {
    verses +=
      verseId(r.bookIndex, r.endChapter, r.endVerse) -
      verseId(r.bookIndex, r.startChapter, r.startVerse) +
      1;
  }
  return verses;
}

function versesIn(reference: string): number {
  try {
    return countVerses(parseReference(reference).ranges);
  } catch {
    return 0;
  }
}

function noPassages(topic: string) {
  const shown = topic.length > 60 ? `${topic.slice(0, 57)}...` : topic;
  return badRequest(
    `We could not find Bible passages for "${shown}". Try another word, or choose a suggestion.`,
    'no_passages',
  );
}

function finish(req: PlanRequest, analysis: Analysis, sessions: GeneratedSession[]): GeneratedPlan {
  const n = sessions.length;
  const unit =
    req.planType === 'daily'
      ? n === 1
        ? 'Daily Reading'
        : 'Daily Readings'
      : n === 1
        ? 'Study Session'
        : 'Study Sessions';
  const units = unit.toLowerCase();
  if (analysis.mode === 'walk') {
    const what = analysis.wholeBook ?? analysis.label;
    const verses = sessions.reduce((sum, s) => sum + versesIn(s.reference), 0);
    const per = Math.max(1, Math.round(verses / n));
    const about = analysis.wholeBook ? `the book of ${analysis.wholeBook}` : analysis.label;
    return {
      title: clip(`${what}: ${n} ${unit}`, 120),
      description: `A reading of ${about} from beginning to end in ${n} ${units} of about ${per} ${per === 1 ? 'verse' : 'verses'} each.`,
      type: 'book',
      sessions,
    };
  }
  const scope = analysis.bookIndex === null ? null : (BOOKS[analysis.bookIndex]?.name ?? null);
  const books = sessions
    .map((s) => parseReference(s.reference).ranges[0]?.book)
    .filter((b): b is string => Boolean(b));
  const first = books[0];
  const last = books[books.length - 1];
  const span = scope
    ? `from the book of ${scope}`
    : first && last && first !== last
      ? `from across the King James Bible, from ${first} to ${last}`
      : `from the King James Bible`;
  return {
    title: clip(`${analysis.label}${scope ? ` in ${scope}` : ''}: ${n} ${unit}`, 120),
    description: `${n} ${n === 1 ? 'passage' : 'passages'} on ${analysis.label.toLowerCase()} ${span}, read in the order they appear in scripture.`,
    type: req.kind === 'book' ? 'theme' : req.kind,
    sessions,
  };
}

// ── Understanding the topic ──────────────────────────────────────────────────────────────

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);
const ORDINALS: Record<string, string> = {
  '1': '1',
  '2': '2',
  '3': '3',
  i: '1',
  ii: '2',
  iii: '3',
  first: '1',
  second: '2',
  third: '3',
  '1st': '1',
  '2nd': '2',
  '3rd': '3',
};
/** Book names that are also everyday words: a book only when the topic clearly means the book. */
const AMBIGUOUS = new Set([
  'Acts',
  'Job',
  'Numbers',
  'Judges',
  'Mark',
  'James',
  'Revelation',
  'Lamentations',
  'Jude',
  'Titus',
  'Daniel',
  'Ruth',
  'Amos',
  'Exodus',
  'Genesis',
  'Kings',
  'Chronicles',
  'Hebrews',
  'Proverbs',
]);
const EXTRA_NAMES: Record<string, string> = {
  psalm: 'Psalms',
  'song of songs': 'Song of Solomon',
  songs: 'Song of Solomon',
  canticles: 'Song of Solomon',
  revelations: 'Revelation',
  'acts of the apostles': 'Acts',
  qoheleth: 'Ecclesiastes',
};
const BOOK_LEAD_IN =
  /(?:book|gospel|letter|letters|epistle|epistles|according|in|through|from|of|to)\s+(?:the\s+)?(?:book\s+of\s+|gospel\s+of\s+|gospel\s+according\s+to\s+|letter\s+to\s+the\s+|epistle\s+to\s+the\s+)?$/;

interface BookName {
  phrase: string;
  book: number;
  ambiguous: boolean;
}

let bookNames: BookName[] | undefined;

function names(): BookName[] {
  if (bookNames) return bookNames;
  const out: BookName[] = [];
  BOOKS.forEach((b, i) => {
    const m = /^([123]) (.+)$/.exec(b.name);
    if (m) {
      for (const [word, digit] of Object.entries(ORDINALS)) {
        if (digit === m[1])
          out.push({ phrase: `${word} ${m[2]!.toLowerCase()}`, book: i, ambiguous: false });
      }
    } else {
      out.push({ phrase: b.name.toLowerCase(), book: i, ambiguous: AMBIGUOUS.has(b.name) });
    }
  });
  for (const [phrase, name] of Object.entries(EXTRA_NAMES)) {
    out.push({
      phrase,
      book: BOOKS.findIndex((b) => b.name === name),
      ambiguous: phrase === 'songs',
    });
  }
  bookNames = out.sort((a, b) => b.phrase.length - a.phrase.length);
  return bookNames;
}

function simplify(topic: string): string {
  return topic
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/[^a-z0-9:\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Strips lead-in words ("a study of the book of") from a simplified topic. */
function stripLeadIn(text: string): string {
  const tokens = text.split(' ');
  while (
    tokens.length > 1 &&
    (isStopWord(tokens[0]!) || isFillerWord(tokens[0]!) || tokens[0] === 'according')
  ) {
    tokens.shift();
  }
  while (
    tokens.length > 1 &&
    (isFillerWord(tokens[tokens.length - 1]!) || isStopWord(tokens[tokens.length - 1]!))
  ) {
    tokens.pop();
  }
  return tokens.join(' ');
}

function analyseTopic(topic: string): Analysis {
  const simple = simplify(topic);
  const core = stripLeadIn(simple);

  // A reference ('Romans 8', 'John 3:1-21', 'Psalms 1-10'): walk through it.
  if (/\d/.test(core) && /[a-z]/.test(core)) {
    try {
      const parsed = parseReference(core);
      return {
        mode: 'walk',
        label: parsed.reference,
        ranges: parsed.ranges,
        wholeBook: wholeBookOf(parsed.ranges),
      };
    } catch {
      // not a reference: read it as a topic
    }
  }

  // A book named in the topic: walk through it, or study the rest of the topic inside it.
  for (const name of names()) {
    const at = findPhrase(simple, name.phrase);
    if (at < 0) continue;
    const before = simple.slice(0, at);
    const rest = `${before} ${simple.slice(at + name.phrase.length)}`;
    const restWords = topicWords(rest).filter((w) => !isFillerWord(w));
    if (name.ambiguous && restWords.length > 0 && !BOOK_LEAD_IN.test(before)) continue;
    const book = BOOKS[name.book]!;
    if (restWords.length === 0) {
      const range: PassageRange = {
        book: book.name,
        bookIndex: name.book,
        startChapter: 1,
        startVerse: 1,
        endChapter: book.chapters,
        endVerse: verseCount(name.book, book.chapters),
      };
      return { mode: 'walk', label: book.name, ranges: [range], wholeBook: book.name };
    }
    return { mode: 'theme', label: labelOf(rest), words: restWords, bookIndex: name.book };
  }

  return { mode: 'theme', label: labelOf(topic), words: topicWords(topic), bookIndex: null };
}

function findPhrase(text: string, phrase: string): number {
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at < 0) return -1;
    const before = at === 0 ? ' ' : text[at - 1]!;
    const after = text[at + phrase.length] ?? ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return at;
    from = at + 1;
  }
}

function wholeBookOf(ranges: PassageRange[]): string | null {
  if (ranges.length !== 1) return null;
  const r = ranges[0]!;
  const book = BOOKS[r.bookIndex]!;
  const whole =
    r.startChapter === 1 &&
    r.startVerse === 1 &&
    r.endChapter === book.chapters &&
    r.endVerse === verseCount(r.bookIndex, book.chapters);
  return whole ? book.name : null;
}

/** The topic as a title: from its first to its last content word, in title case. */
function labelOf(text: string): string {
  const tokens = normalizeText(text).split(' ').filter(Boolean);
  const isContent = (t: string) => {
    const w = words(t);
    return w.some((x) => !isStopWord(x) && !isFillerWord(x));
  };
  let a = 0;
  let b = tokens.length - 1;
  while (a < b && !isContent(tokens[a]!)) a++;
  while (b > a && !isContent(tokens[b]!)) b--;
  const span = tokens.slice(a, b + 1);
  const titled = span.map((t, i) => {
    const lower = t.toLowerCase();
    if (i > 0 && SMALL_WORDS.has(lower)) return lower;
    return t.charAt(0).toUpperCase() + t.slice(1);
  });
  const label = clip(titled.join(' ').replace(/[\s,;:.!?-]+$/, ''), 60);
  return label || 'Scripture';
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trim()}…`;
}

// ── Walking through a book or reference ───────────────────────────────────────────────────

interface Unit {
  book: number;
  chapter: number;
  from: number;
  to: number;
}

const size = (u: Unit) => u.to - u.from + 1;

function walkSessions(ranges: PassageRange[], requested: number): GeneratedSession[] {
  const units: Unit[] = [];
  for (const r of ranges) {
    for (let c = r.startChapter; c <= r.endChapter; c++) {
      const from = c === r.startChapter ? r.startVerse : 1;
      const to = c === r.endChapter ? r.endVerse : verseCount(r.bookIndex, c);
      if (to >= from) units.push({ book: r.bookIndex, chapter: c, from, to });
    }
  }
  const total = units.reduce((s, u) => s + size(u), 0);
  const n = Math.max(1, Math.min(requested, total));
  const groups = n <= units.length ? groupUnits(units, n) : splitUnits(units, n, total);
  return groups.map((group, i) => walkSession(group, i, groups.length));
}

/** Splits contiguous units into n groups of similar verse counts (n ≤ units). */
function groupUnits(units: Unit[], n: number): Unit[][] {
  const total = units.reduce((s, u) => s + size(u), 0);
  const groups: Unit[][] = [];
  let i = 0;
  let cum = 0;
  for (let g = 0; g < n; g++) {
    const start = i;
    if (g === n - 1) {
      groups.push(units.slice(start));
      break;
    }
    const target = (total * (g + 1)) / n;
    cum += size(units[i]!);
    i++;
    // Take the next unit while that brings the group closer to its share, leaving one unit
    // for each group still to come.
    while (i < units.length - (n - 1 - g) && cum + size(units[i]!) / 2 <= target) {
      cum += size(units[i]!);
      i++;
    }
    groups.push(units.slice(start, i));
  }
  return groups;
}

/** Splits units into n parts (n > units): each unit gets parts in proportion to its verses. */
function splitUnits(units: Unit[], n: number, total: number): Unit[][] {
  const parts = units.map((u) => Math.max(1, Math.floor((n * size(u)) / total)));
  let assigned = parts.reduce((s, p) => s + p, 0);
  const byRemainder = units
    .map((u, i) => ({ i, r: (n * size(u)) / total - Math.floor((n * size(u)) / total) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; assigned < n && k < byRemainder.length * 4; k++) {
    const { i } = byRemainder[k % byRemainder.length]!;
    if (parts[i]! < size(units[i]!)) {
      parts[i]! += 1;
      assigned += 1;
    }
  }
  while (assigned > n) {
    const i = parts.indexOf(Math.max(...parts));
    parts[i]! -= 1;
    assigned -= 1;
  }
  const out: Unit[][] = [];
  units.forEach((u, i) => {
    const p = parts[i]!;
    const len = size(u);
    for (let k = 0; k < p; k++) {
      const from = u.from + Math.floor((k * len) / p);
      const to = u.from + Math.floor(((k + 1) * len) / p) - 1;
      out.push([{ ...u, from, to }]);
    }
  });
  return out;
}

function unitsReference(group: Unit[]): string {
  const parts: string[] = [];
  let run: Unit[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const first = run[0]!;
    const last = run[run.length - 1]!;
    parts.push(
      formatRange({
        book: BOOKS[first.book]!.name,
        bookIndex: first.book,
        startChapter: first.chapter,
        startVerse: first.from,
        endChapter: last.chapter,
        endVerse: last.to,
      }),
    );
    run = [];
  };
  for (const u of group) {
    const prev = run[run.length - 1];
    const joins =
      prev &&
      prev.book === u.book &&
      prev.chapter + 1 === u.chapter &&
      prev.to === verseCount(prev.book, prev.chapter) &&
      u.from === 1;
    if (!joins) flush();
    run.push(u);
  }
  flush();
  return normalizedReference(parts.join('; '));
}

function walkSession(group: Unit[], i: number, n: number): GeneratedSession {
  const reference = unitsReference(group);
  const ids: number[] = [];
  for (const u of group) {
    const first = verseId(u.book, u.chapter, u.from);
    for (let k = 0; k < size(u); k++) ids.push(first + k);
  }
  const keys = keywords(ids, 3);
  const title = keys.length > 0 ? `${reference}: ${joinWords(keys.map(capitalise))}` : reference;
  const opening = snippet(kjv().texts[ids[0]!] ?? '', 140);
  const where = i === 0 ? 'Begin' : i === n - 1 ? 'Finish' : 'Continue';
  return {
    reference,
    title,
    description: `${where} with ${reference} (${ids.length} ${ids.length === 1 ? 'verse' : 'verses'}). It opens: "${opening}"`,
  };
}

/** The most distinctive words of some verses (tf × idf, content words), best first, as written. */
function keywords(ids: number[], count: number): string[] {
  const ix = kjvIndex();
  const tf = new Map<string, { n: number; forms: Map<string, number> }>();
  for (const id of ids) {
    // Hyphenated names stay whole ('Beth-lehem'); their parts are scored like any word.
    for (const token of (kjv().texts[id] ?? '').toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? []) {
      const w = token.split('-')[0]!;
      if (w.length < 4 || isStopWord(w) || ARCHAIC.has(w)) continue;
      const s = stem(w);
      let e = tf.get(s);
      if (!e) tf.set(s, (e = { n: 0, forms: new Map() }));
      e.n += 1;
      e.forms.set(token, (e.forms.get(token) ?? 0) + 1);
    }
  }
  return [...tf.entries()]
    .filter(([, e]) => e.n >= (ids.length > 10 ? 2 : 1))
    .map(([s, e]) => ({ e, score: e.n * idf(ix, s) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(
      ({ e }) =>
        [...e.forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0],
    );
}

/** Old forms that say nothing about a passage. */
const ARCHAIC = new Set([
  'wert',
  'didst',
  'hadst',
  'wast',
  'shouldest',
  'wouldest',
  'couldest',
  'canst',
  'knowest',
  'sayest',
  'came',
  'come',
  'cometh',
  'went',
  'spake',
  'made',
  'make',
  'maketh',
  'things',
  'also',
  'unto',
  'thus',
  'therefore',
  'according',
  'concerning',
  'because',
  'which',
  'them',
  'were',
  'when',
  'then',
  'shall',
]);

// ── Thematic plans ────────────────────────────────────────────────────────────────────────

interface Candidate {
  from: number;
  to: number;
  book: number;
  chapter: number;
  score: number;
  best: number;
}

function themeSessions(
  analysis: Extract<Analysis, { mode: 'theme' }>,
  n: number,
): GeneratedSession[] {
  const { scores, stems } = scoreVerses(analysis);
  if (scores.size === 0) return [];
  const candidates = clusterCandidates(scores, stems);
  const chosen = choose(candidates, n);
  chosen.sort((a, b) => a.from - b.from);
  return chosen.map((c) => themeSession(c, analysis.label));
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
function choose(candidates: Candidate[], n: number): Candidate[] {
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

function themeSession(c: Candidate, label: string): GeneratedSession {
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
    description: `"${snippet(kjv().texts[c.best] ?? '', 160)}" (${keyRef}). Read the whole passage and notice what it shows about ${label.toLowerCase()}.`,
  };
}

// ── Small helpers ─────────────────────────────────────────────────────────────────────────

/** The scripture parser's display form; every stored reference goes through it. */
function normalizedReference(reference: string): string {
  return parseReference(reference).reference;
}

function snippet(text: string, max: number): string {
  return clip(text.replace(/\*/g, '').trim(), max);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function joinWords(list: string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}
