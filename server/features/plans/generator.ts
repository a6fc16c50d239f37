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
import { centralPassages } from './central-passages.ts';
import { idf, kjvIndex } from './kjv-index.ts';
import { sectionsAround, unitFits } from './story-units.ts';
import {
  findNavesTopic,
  readerCase,
  type NavesMatch,
  type NavesReference,
} from './naves-topics.ts';
import {
  isFillerWord,
  isStopWord,
  phraseWords,
  relatedWords,
  SMALL_WORDS,
  stem,
  topicWords,
  words,
} from './words.ts';

/**
 * The offline plan generator (decisions 011, 121): deterministic, no model, built on the KJV and
 * Nave's Topical Bible. A topic that names a book or a reference walks through it; a topic Nave's
 * has reads the passages Nave's gives for it; any other topic ranks verses by the topic's words
 * and their KJV relatives, groups the hits into passages and keeps the best.
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

/**
 * Longest passage a session may hold: what one sitting reads (decision 106: a daily reading at most
 * 40 verses, a study session at most 120).
 */
export const MAX_SESSION_VERSES: Record<PlanType, number> = { daily: 40, session: 120 };
/** Passage windows of thematic sessions. */
const MIN_WINDOW = 8;
const MAX_WINDOW = 25;
/** Hits closer than this (in verses) belong to the same cluster. */
const CLUSTER_GAP = 4;

type Analysis =
  | { mode: 'walk'; label: string; ranges: PassageRange[]; wholeBook: string | null }
  | {
      mode: 'theme';
      label: string;
      words: string[];
      bookIndex: number | null;
      /** What to look up in Nave's: the topic without its lead-in words or book. */
      phrases: string[];
    };

/** Sessions to make: the reader's number, else the plan type's default. */
export function sessionCountFor(req: Pick<PlanRequest, 'planType' | 'sessions'>): number {
  return req.sessions ?? DEFAULT_PLAN_SESSIONS[req.planType];
}

/** Builds a plan for the request without any model. Throws 400 'no_passages' when nothing fits. */
export function generateOfflinePlan(req: PlanRequest): GeneratedPlan {
  const analysis = analyseTopic(req.topic);
  const n = sessionCountFor(req);
  const cap = MAX_SESSION_VERSES[req.planType];
  const { sessions, navesTopic } =
    analysis.mode === 'walk'
      ? { sessions: walkSessions(analysis.ranges, n, cap), navesTopic: undefined }
      : topicalSessions(analysis, n, cap);
  if (sessions.length === 0) throw noPassages(req.topic);
  return finish(req, analysis, sessions, navesTopic);
}

/**
 * Builds a plan from sessions a model proposed: every reference is checked with the scripture
 * parser and dropped when invalid, duplicated or too long; missing sessions come from the
 * offline generator. Never stores a reference the parser refuses.
 */
export function completePlan(req: PlanRequest, proposed: ProposedSession[]): GeneratedPlan {
  const analysis = analyseTopic(req.topic);
  const n = sessionCountFor(req);
  const cap = MAX_SESSION_VERSES[req.planType];
  const kept: GeneratedSession[] = [];
  const seen = new Set<string>();
  for (const p of proposed) {
    if (kept.length >= n) break;
    const checked = checkReference(p.reference, cap);
    if (!checked || seen.has(checked.reference)) continue;
    seen.add(checked.reference);
    kept.push({
      reference: checked.reference,
      title: sentenceCase(clip(normalizeText(p.title), 200)) || checked.reference,
      description: sentenceCase(clip(normalizeText(p.description), 1000)),
    });
  }
  if (kept.length < n) {
    let fill: GeneratedSession[] = [];
    try {
      fill =
        analysis.mode === 'walk'
          ? walkSessions(analysis.ranges, n, cap)
          : topicalSessions(analysis, n + kept.length, cap).sessions;
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

/**
 * The normalised reference when it parses and holds at most `max` verses, null otherwise. A
 * single passage that starts or ends mid-thought is widened to the nearest thought boundaries
 * when that keeps it within `max`.
 */
export function checkReference(
  reference: unknown,
  max: number = MAX_SESSION_VERSES.session,
): { reference: string; verses: number } | null {
  if (typeof reference !== 'string') return null;
  try {
    const parsed = parseReference(reference);
    let ranges = parsed.ranges;
    const only = ranges.length === 1 ? ranges[0] : undefined;
    if (only) {
      const from = verseId(only.bookIndex, only.startChapter, only.startVerse);
      const to = verseId(only.bookIndex, only.endChapter, only.endVerse);
      const [a, b] = widenToThoughts(from, to, max);
      ranges = [rangeOf(a, b)];
    }
    const verses = countVerses(ranges);
    if (verses < 1 || verses > max) return null;
    return { reference: normalizedReference(ranges.map((r) => formatRange(r)).join('; ')), verses };
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

function finish(
  req: PlanRequest,
  analysis: Analysis,
  sessions: GeneratedSession[],
  navesTopic?: NavesSource,
): GeneratedPlan {
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
    const verses = sessions.reduce((sum, s) => sum + versesIn(s.reference), 0);
    const per = Math.max(1, Math.round(verses / n));
    const about = analysis.wholeBook ? `the book of ${analysis.wholeBook}` : analysis.label;
    const size = `${n} ${units} of about ${per} ${per === 1 ? 'verse' : 'verses'} each`;
    const all = countVerses(analysis.ranges);
    if (verses < all) {
      // The whole would not fit in readable sittings: the plan reads its opening and says so.
      const covered = coveredReference(sessions);
      return {
        title: clip(`${covered}: ${n} ${unit}`, 120),
        description: `The opening of ${about}, ${covered}, in ${size}: short enough to read in one sitting. ${verses} of its ${all} verses.`,
        type: 'book',
        sessions,
      };
    }
    return {
      title: clip(`${analysis.wholeBook ?? analysis.label}: ${n} ${unit}`, 120),
      description: `A reading of ${about} from beginning to end in ${size}.`,
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
  if (navesTopic?.central) {
    const k = Math.min(n, centralPassages(navesTopic.name)?.passages.length ?? n);
    const rest =
      n > k
        ? navesTopic.more
          ? ` The other ${n - k} come from the references Nave's Topical Bible gives under ${readerCase(navesTopic.more.name)}, in the order they appear in scripture.`
          : ` The other ${n - k} are passages that use its words, in the order they appear in scripture.`
        : '';
    return {
      title: clip(`${analysis.label}: ${n} ${unit}`, 120),
      description: `${n} ${n === 1 ? 'passage' : 'passages'} on ${inSentence(analysis.label)}, opening with the passages at the heart of it, each read whole.${rest}`,
      type: req.kind === 'book' ? 'theme' : req.kind,
      sessions,
    };
  }
  const naves = !navesTopic
    ? ''
    : navesTopic.all
      ? `, chosen from the references Nave's Topical Bible gives under ${readerCase(navesTopic.name)}`
      : `, from the references Nave's Topical Bible gives under ${readerCase(navesTopic.name)} and passages that use its words`;
  return {
    title: clip(`${analysis.label}${scope ? ` in ${scope}` : ''}: ${n} ${unit}`, 120),
    description: `${n} ${n === 1 ? 'passage' : 'passages'} on ${inSentence(analysis.label)} ${span}${naves}, read in the order they appear in scripture.`,
    type: req.kind === 'book' ? 'theme' : req.kind,
    sessions,
  };
}

// ── Understanding the topic ──────────────────────────────────────────────────────────────

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
    return {
      mode: 'theme',
      label: labelOf(rest),
      words: restWords,
      bookIndex: name.book,
      phrases: [stripLeadIn(simplify(rest))],
    };
  }

  return {
    mode: 'theme',
    label: labelOf(topic),
    words: topicWords(topic),
    bookIndex: null,
    phrases: [normalizeText(topic), core],
  };
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

/**
 * Walks the ranges in order in `requested` sessions of at most `cap` verses, each starting where a
 * thought starts (a chapter, a paragraph, a new sentence) and ending where one ends. When the
 * ranges hold more than the sessions can read, the walk covers their opening and stops at a
 * chapter (or paragraph) end.
 */
function walkSessions(ranges: PassageRange[], requested: number, cap: number): GeneratedSession[] {
  const ids: number[] = [];
  const segmentStart = new Set<number>();
  for (const r of ranges) {
    const from = verseId(r.bookIndex, r.startChapter, r.startVerse);
    const to = verseId(r.bookIndex, r.endChapter, r.endVerse);
    segmentStart.add(ids.length);
    for (let id = from; id <= to; id++) ids.push(id);
  }
  if (ids.length === 0) return [];
  // quality[i]: how good a break falls before ids[i] (3 chapter, 2 paragraph, 1 sentence, 0 none).
  const quality = ids.map((id, i) =>
    i === 0 || segmentStart.has(i) ? 3 : ids[i - 1] !== id - 1 ? 3 : breakQuality(id),
  );
  const n = Math.max(1, Math.min(requested, ids.length));
  let total = ids.length;
  // Some slack below n × cap leaves each session room to end where a sentence ends.
  if (total > n * cap) {
    total = lastBreakAtOrBefore(quality, Math.floor(n * cap * 0.85), Math.ceil(n * cap * 0.5));
  }
  const cuts = [0];
  for (let g = 0; g < n - 1; g++) {
    const start = cuts[cuts.length - 1]!;
    const left = n - g;
    const ideal = start + (total - start) / left;
    const lo = Math.max(start + 1, total - (left - 1) * cap);
    const hi = Math.min(start + cap, total - (left - 1));
    let best = Math.min(hi, Math.max(lo, Math.round(ideal)));
    let bestCost = Infinity;
    const span = Math.max(1, (total - start) / left);
    for (let p = lo; p <= hi; p++) {
      // A break inside a sentence only when nothing better is in reach.
      const cost = Math.abs(p - ideal) / span - 0.3 * quality[p]! + (quality[p] === 0 ? 10 : 0);
      if (cost < bestCost) {
        bestCost = cost;
        best = p;
      }
    }
    cuts.push(best);
  }
  cuts.push(total);
  const sessions: GeneratedSession[] = [];
  for (let g = 0; g < n; g++) {
    const group = ids.slice(cuts[g], cuts[g + 1]);
    if (group.length > 0) sessions.push(walkSession(group, g, n));
  }
  return sessions;
}

/** The last index ≤ limit (and ≥ floor) before which the best available break falls. */
function lastBreakAtOrBefore(quality: number[], limit: number, floor: number): number {
  for (const wanted of [3, 2, 1]) {
    for (let p = Math.min(limit, quality.length - 1); p >= floor; p--) {
      if (quality[p]! >= wanted) return p;
    }
  }
  return limit;
}

/** How good a break falls just before a verse: 3 a chapter, 2 a paragraph, 1 a sentence, 0 none. */
function breakQuality(id: number): number {
  const at = verseAt(id)!;
  if (at.verse === 1) return 3;
  if (isPsalm(at.book)) {
    // The Psalms have no paragraph marks; Psalm 119 falls in stanzas of eight verses.
    if (at.chapter === 119 && at.verse % 8 === 1) return 2;
    return endsSentence(id - 1) ? 1 : 0;
  }
  if (kjv().paragraphStart[id]) return 2;
  return endsSentence(id - 1) ? 1 : 0;
}

const PSALMS = BOOKS.findIndex((b) => b.name === 'Psalms');
const isPsalm = (book: number) => book === PSALMS;

/** True when the verse ends a sentence (or its chapter). */
function endsSentence(id: number): boolean {
  const at = verseAt(id);
  if (!at) return true;
  if (at.verse === verseCount(at.book, at.chapter)) return true;
  return /[.?!][)'"’”]*$/.test((kjv().texts[id] ?? '').trim());
}

/**
 * Widens [from, to] (one chapter or across chapters of one book) so it starts where a thought
 * starts and ends where one ends, never past `max` verses: a passage never opens mid-sentence.
 * In the Psalms a passage of a short psalm becomes the whole psalm.
 */
function widenToThoughts(from: number, to: number, max: number): [number, number] {
  const first = verseAt(from)!;
  const last = verseAt(to)!;
  if (first.book !== last.book) return [from, to];
  const chapterFirst = verseId(first.book, first.chapter, 1);
  const chapterLast = verseId(last.book, last.chapter, verseCount(last.book, last.chapter));
  if (isPsalm(first.book) && first.chapter === last.chapter && chapterLast - chapterFirst < max) {
    return [chapterFirst, chapterLast];
  }
  let a = from;
  let b = to;
  const room = () => max - (b - a + 1);
  // Opening mid-sentence: back to the nearest sentence start, or a paragraph start just before it.
  if (breakQuality(a) < 1) {
    let p = a;
    while (p > chapterFirst && breakQuality(p) < 1 && room() - (a - p) > 0) p--;
    if (breakQuality(p) >= 1) {
      a = p;
      for (let q = a; q > chapterFirst && a - q < 3 && room() - (a - q) > 0;) {
        q--;
        if (breakQuality(q) >= 2) {
          a = q;
          break;
        }
      }
    }
  }
  while (b < chapterLast && !endsSentence(b) && room() > 0) b++;
  return [a, b];
}

function rangeOf(from: number, to: number): PassageRange {
  const a = verseAt(from)!;
  const b = verseAt(to)!;
  return {
    book: BOOKS[a.book]!.name,
    bookIndex: a.book,
    startChapter: a.chapter,
    startVerse: a.verse,
    endChapter: b.chapter,
    endVerse: b.verse,
  };
}

/** The reference of consecutive verse ids (one book), in the parser's display form. */
function idsReference(ids: number[]): string {
  const parts: string[] = [];
  let runStart = ids[0]!;
  for (let i = 1; i <= ids.length; i++) {
    const id = ids[i];
    const prev = ids[i - 1]!;
    if (id === prev + 1 && verseAt(id)!.book === verseAt(prev)!.book) continue;
    parts.push(formatRange(rangeOf(runStart, prev)));
    if (id !== undefined) runStart = id;
  }
  return normalizedReference(parts.join('; '));
}

/** What a truncated walk covers: from its first session's start to its last session's end. */
function coveredReference(sessions: GeneratedSession[]): string {
  const first = parseReference(sessions[0]!.reference).ranges[0]!;
  const last = parseReference(sessions[sessions.length - 1]!.reference).ranges.at(-1)!;
  if (first.bookIndex !== last.bookIndex) return `${first.book} to ${last.book}`;
  return normalizedReference(
    formatRange({
      ...first,
      endChapter: last.endChapter,
      endVerse: last.endVerse,
    }),
  );
}

function walkSession(ids: number[], i: number, n: number): GeneratedSession {
  const reference = idsReference(ids);
  const opening = openingWords(ids[0]!);
  const where = i === 0 ? 'Begin' : i === n - 1 ? 'Finish' : 'Continue';
  return {
    reference,
    title: opening ? `${reference}: ${opening}` : reference,
    description: `${where} with ${reference} (${ids.length} ${ids.length === 1 ? 'verse' : 'verses'}). It opens: "${snippet(kjv().texts[ids[0]!] ?? '', 140)}"`,
  };
}

/**
 * A passage's heading in its own words: the opening of its first verse up to a clause boundary
 * ("In the beginning was the Word", "Then went Boaz up to the gate"), at least three words where
 * the verse has them, shortened at a word to nine words at most.
 */
function openingWords(id: number): string {
  const text = (kjv().texts[id] ?? '')
    .replace(/\*/g, '')
    .replace(/^(And|Now)\s+/, '')
    .trim();
  const clauses = text.split(/(?<=[,;:.?!])\s+/);
  let heading = '';
  for (const clause of clauses) {
    heading = heading ? `${heading} ${clause}` : clause;
    if (heading.split(/\s+/).length >= 3 || /[.?!]$/.test(clause)) break;
  }
  heading = heading.replace(/[,;:.]+$/, '');
  let words = heading.split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length > 9) {
    words = words.slice(0, 7);
    while (words.length > 3 && TRAILING_SMALL.has(words[words.length - 1]!.toLowerCase())) {
      words.pop();
    }
    return sentenceCase(`${words.join(' ').replace(/[,;:]$/, '')}…`);
  }
  return sentenceCase(words.join(' '));
}

/** Words a shortened heading should not end on. */
const TRAILING_SMALL = new Set([
  ...SMALL_WORDS,
  'how',
  'that',
  'which',
  'who',
  'when',
  'by',
  'with',
  'unto',
  'my',
  'thy',
  'his',
  'their',
  'our',
]);

// ── Plans from Nave's Topical Bible ───────────────────────────────────────────────────────

/**
 * Sessions for a thematic topic: from Nave's when it has the topic (decision 121), else from the
 * KJV word heuristics. Also says which Nave's topic they came from.
 */
function topicalSessions(
  analysis: Extract<Analysis, { mode: 'theme' }>,
  n: number,
  cap: number,
): { sessions: GeneratedSession[]; navesTopic: NavesSource | undefined } {
  const central = analysis.bookIndex === null ? centralSessions(analysis, n, cap) : null;
  if (central) return central;
  return navesOrWordSessions(analysis, n, cap);
}

/**
 * A common topic's central passages first (central-passages.ts), in their order; further days
 * from Nave's or the word heuristics, none overlapping them, in canonical order.
 */
function centralSessions(
  analysis: Extract<Analysis, { mode: 'theme' }>,
  n: number,
  cap: number,
): { sessions: GeneratedSession[]; navesTopic: NavesSource | undefined } | null {
  const found = analysis.phrases.map((p) => centralPassages(p)).find(Boolean);
  if (!found) return null;
  const sessions: GeneratedSession[] = [];
  const taken: [number, number][] = [];
  for (const p of found.passages) {
    if (sessions.length >= n) break;
    const checked = checkReference(p.reference, cap);
    if (!checked) continue;
    const r = parseReference(checked.reference).ranges[0]!;
    taken.push([
      verseId(r.bookIndex, r.startChapter, r.startVerse),
      verseId(r.bookIndex, r.endChapter, r.endVerse),
    ]);
    sessions.push({ reference: checked.reference, title: p.title, description: p.note });
  }
  let navesTopic: NavesSource | undefined;
  if (sessions.length < n) {
    const more = navesOrWordSessions(analysis, n + sessions.length, cap);
    navesTopic = more.navesTopic;
    for (const s of more.sessions) {
      if (sessions.length >= n) break;
      const r = parseReference(s.reference).ranges[0]!;
      const from = verseId(r.bookIndex, r.startChapter, r.startVerse);
      const to = verseId(r.bookIndex, r.endChapter, r.endVerse);
      if (taken.some(([a, b]) => from <= b && a <= to)) continue;
      sessions.push(s);
    }
  }
  return { sessions, navesTopic: { name: found.name, all: true, central: true, more: navesTopic } };
}

function navesOrWordSessions(
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

/** The Nave's topic a plan's passages came from; `all` false when word matches filled the rest. */
interface NavesSource {
  name: string;
  all: boolean;
  /** The plan opens with the topic's central passages; `more` names where later days came from. */
  central?: boolean;
  more?: NavesSource | undefined;
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
  cap: number,
): GeneratedSession[] {
  return themeCandidates(analysis, n, cap).map((c) => themeSession(c, analysis.label));
}

/** The best n passages by the topic's words, widened to whole thoughts, in canonical order. */
function themeCandidates(
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
    description: `"${snippet(kjv().texts[c.best] ?? '', 160)}" (${keyRef}). Read the whole passage and notice what it shows about ${inSentence(label)}.`,
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

/** The first letter in capitals ("love of God" → "Love of God"). */
function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Names the KJV always capitalises, kept so inside a sentence ("the love of God"). */
const ALWAYS_CAPITAL = new Set(['God', 'LORD', 'Lord', 'Jesus', 'Christ', 'Holy', 'Ghost']);
let properNouns: Set<string> | undefined;

/** Words the KJV writes capitalised nearly everywhere they occur after a sentence's first word. */
function isProperNoun(word: string): boolean {
  if (ALWAYS_CAPITAL.has(word)) return true;
  if (!properNouns) {
    const counts = new Map<string, { upper: number; all: number }>();
    for (const text of kjv().texts) {
      const tokens = text.match(/[A-Za-z]+/g) ?? [];
      for (let i = 1; i < tokens.length; i++) {
        const t = tokens[i]!;
        const key = t.toLowerCase();
        const c = counts.get(key) ?? { upper: 0, all: 0 };
        c.all += 1;
        if (t[0] !== t[0]!.toLowerCase()) c.upper += 1;
        counts.set(key, c);
      }
    }
    properNouns = new Set(
      [...counts].filter(([, c]) => c.all >= 3 && c.upper / c.all > 0.9).map(([w]) => w),
    );
  }
  return properNouns.has(word.toLowerCase());
}

/**
 * A title-cased label as it reads inside a sentence: lower case but for names ("love of God"),
 * and the word after 'Holy' that names the Holy Spirit or Holy Ghost.
 */
function inSentence(label: string): string {
  const words = label.split(' ');
  return words
    .map((w, i) =>
      isProperNoun(w.replace(/[^A-Za-z]/g, '')) ||
      (i > 0 && words[i - 1] === 'Holy' && /^(?:Spirit|Ghost)\b/.test(w))
        ? w
        : w.toLowerCase(),
    )
    .join(' ');
}
