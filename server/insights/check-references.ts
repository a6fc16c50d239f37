import type { Insight } from '@contract/insights.ts';
import { getVerse, verseCount } from '../scripture/kjv.ts';
import { commentary, type CommentaryName } from '../study/commentary.ts';
import { studyVerseText } from '../study/bible.ts';
import { parseReference, type PassageRange } from '../scripture/references.ts';

/**
 * Models invent Bible references ('Hezekiah 3:1', 'Psalm 151:2'). Every candidate reference in
 * an insight's text is checked with the scripture parser, and one that does not exist is removed
 * while the text around it stays readable.
 *
 * A candidate is a capitalised word (optionally '1 '-'3 ' before it, or 'of Word' after it, as in
 * 'Song of Solomon') followed by a chapter, with an optional ':verse', range and verse list.
 * With a ':verse' it always claims to be a reference; without one ('Day 5', 'Chapter 3') it is
 * judged only when the word is a real book ('Exodus 99' is checked, 'Day 5' is left alone).
 */
const CANDIDATE =
  /(?<![\p{L}\p{N}])((?:[1-3]|I{1,3})\s)?([A-Z][a-z]+\.?(?:\sof\s[A-Z][a-z]+)?)\s(\d{1,3})(:[1-9]\d{0,2}(?:\s?[-–—]\s?\d{1,3}(?::\d{1,3})?)?(?:,\s?\d{1,3}(?:\s?[-–—]\s?\d{1,3})?)*)?(?![\p{L}\p{N}]|:\d)/gu;

/** Phrase put in place of an invented reference when the sentence cannot simply be dropped. */
export const REPLACEMENT_PHRASE = 'a related passage';

function parses(ref: string): boolean {
  try {
    parseReference(ref);
    return true;
  } catch {
    return false;
  }
}

const bookCache = new Map<string, boolean>();
function isBookName(word: string): boolean {
  let known = bookCache.get(word);
  if (known === undefined) {
    known = parses(`${word} 1`);
    bookCache.set(word, known);
  }
  return known;
}

interface Span {
  start: number;
  end: number;
}

/** The first reference in text that does not exist, or null. */
function firstInvalid(text: string): Span | null {
  const re = new RegExp(CANDIDATE.source, CANDIDATE.flags);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [whole, prefix = '', book = '', , verses] = m;
    if (!verses && !isBookName(`${prefix}${book}`)) {
      // Not a reference ('Also 1'); look again from the next character ('1 Kings 3:1').
      re.lastIndex = m.index + 1;
      continue;
    }
    if (!parses(whole)) return { start: m.index, end: m.index + whole.length };
  }
  return null;
}

function lineBounds(text: string, at: number): Span {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const nl = text.indexOf('\n', at);
  return { start, end: nl === -1 ? text.length : nl };
}

/** Removes one invalid reference at `span`, choosing the least disruptive edit. */
function removeAt(text: string, span: Span): string {
  const before = text.slice(0, span.start);
  const after = text.slice(span.end);

  // '(Hezekiah 3:1)', '(see Hezekiah 3:1)', '[cf. Hezekiah 3:1]': drop the whole aside.
  const openAside = /\s*[([](?:see\s+|cf\.\s+|compare\s+|also\s+)?$/i.exec(before);
  const closeAside = /^\s*[)\]]/.exec(after);
  if (openAside && closeAside) {
    return before.slice(0, openAside.index) + after.slice(closeAside[0].length);
  }
  // One item of a list of references: 'Exodus 16:4; Hezekiah 3:1' or 'Hezekiah 3:1; Exodus 16:4'.
  const sepBefore = /\s*[;,]\s*$/.exec(before);
  if (sepBefore && /\d$/.test(before.slice(0, sepBefore.index))) {
    return before.slice(0, sepBefore.index) + after;
  }
  const sepAfter = /^\s*[;,]\s*(?=(?:[1-3]\s)?[A-Z][a-z]+\.?\s\d)/.exec(after);
  if (
    sepAfter &&
    (openAside || /[([]\s*$/.test(before) || /(?:^|[\s(])(?:see|cf\.)\s*$/i.test(before))
  ) {
    return before + after.slice(sepAfter[0].length);
  }
  return removeSentence(text, span, REPLACEMENT_PHRASE);
}

/**
 * Drops the sentence around `span`, when its line has something else to say; a field that is that
 * one sentence keeps it with `replacement` in place of the span; a line of a longer text that is
 * only that sentence goes.
 */
function removeSentence(text: string, span: Span, replacement: string): string {
  const before = text.slice(0, span.start);
  const after = text.slice(span.end);
  const line = lineBounds(text, span.start);
  const lineText = text.slice(line.start, line.end);
  const marker = /^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)?/.exec(lineText)?.[0] ?? '';
  const relStart = span.start - line.start;
  const relEnd = span.end - line.start;
  let sStart = marker.length;
  const boundary = /[.!?]["'”’)]*\s+/g;
  for (const b of lineText.slice(0, relStart).matchAll(boundary)) {
    if (b.index + b[0].length > marker.length) sStart = b.index + b[0].length;
  }
  // A span that ends its sentence ('"… alone."') needs no look further.
  const endsSentence = /[.!?]["'”’)]*$/.test(lineText.slice(relStart, relEnd));
  const endMatch = /[.!?]["'”’)]*(?=\s|$)/.exec(lineText.slice(relEnd));
  const sEnd = endsSentence
    ? relEnd
    : endMatch
      ? relEnd + endMatch.index + endMatch[0].length
      : lineText.length;
  const rest = (lineText.slice(marker.length, sStart) + lineText.slice(sEnd)).trim();
  if (rest) {
    const newLine = lineText.slice(0, sStart) + lineText.slice(sEnd).replace(/^\s+/, '');
    return text.slice(0, line.start) + newLine.replace(/\s+$/, '') + text.slice(line.end);
  }
  // The sentence is the whole field (a question, a title): keep it, with the replacement.
  if (text.trim() === lineText.trim()) return before + replacement + after;
  // A line of a longer text that only says this: drop the line.
  const dropEnd = line.end < text.length ? line.end + 1 : line.end;
  return text.slice(0, line.start) + text.slice(dropEnd);
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?)])/g, '$1')
    .replace(/\( +/g, '(')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Removes every reference that does not exist from one text; returns the text and what was removed. */
export function removeInvalidReferences(text: string): { text: string; removed: string[] } {
  const removed: string[] = [];
  let out = text;
  for (let i = 0; i < 50; i++) {
    const span = firstInvalid(out);
    if (!span) break;
    removed.push(out.slice(span.start, span.end));
    out = removeAt(out, span);
  }
  return { text: removed.length ? tidy(out) : out, removed };
}

/**
 * Quotations of scripture (decision 120). A quotation is text in double quotes ("…" or “…”) that a
 * reference follows ('"Man doth not live by bread only" (Deuteronomy 8:3)', '"…," Deuteronomy 8:3')
 * or that a reference introduces ('Deuteronomy 8:3 says, "…"', 'In Deuteronomy 8:3, "…"'). It
 * must be the KJV's words, word for word: compared case-insensitively, ignoring punctuation,
 * apostrophes and the italics markers, as one contiguous run of the referenced verses' words
 * ('...' or '…' inside a quotation may skip words between runs, in order).
 */
const REF = String.raw`(?<![\p{L}\p{N}])(?:(?:[1-3]|I{1,3})\s)?[A-Z][a-z]+\.?(?:\sof\s[A-Z][a-z]+)?\s\d{1,3}(?::[1-9]\d{0,2}(?:\s?[-–—]\s?\d{1,3}(?::\d{1,3})?)?(?:,\s?\d{1,3}(?:\s?[-–—]\s?\d{1,3})?)*)?(?![\p{L}\p{N}]|:\d)`;
const QUOTED = String.raw`(?:"(?<q1>[^"\n]{1,800}?)"|“(?<q2>[^”\n]{1,800}?)”)`;
const QUOTE_THEN_REF = new RegExp(
  String.raw`${QUOTED}[,.;:]?\s*(?:[-–—]\s*)?(?:\(\s*)?(?<ref>${REF})`,
  'gu',
);
const REF_THEN_QUOTE = new RegExp(
  String.raw`(?<ref>${REF})\)?\s*,?\s*(?:(?:says|said|reads|records|declares|writes|puts it|tells us)\s*)?[,:]?\s*${QUOTED}`,
  'gu',
);

/** A reference naming more verses than this is too wide to check a quotation against: it fails. */
export const MAX_QUOTED_VERSES = 500;

/** The words of a text as compared: lower case, no punctuation, apostrophes or italics markers. */
export function comparableWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘'*]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The translations a quotation can be checked against: the KJV, or the WEB for its readers. */
export type QuotedTranslation = 'kjv' | 'web';

function verseWords(book: string, c: number, v: number, translation: QuotedTranslation): string[] {
  const text =
    translation === 'web' ? studyVerseText(`${book} ${c}:${v}`, 'web') : getVerse(book, c, v);
  return comparableWords(text ?? '');
}

function rangeWords(ranges: PassageRange[], translation: QuotedTranslation): string[] | null {
  const words: string[] = [];
  let verses = 0;
  for (const r of ranges) {
    for (let c = r.startChapter; c <= r.endChapter; c++) {
      const last = c === r.endChapter ? r.endVerse : verseCount(r.bookIndex, c);
      for (let v = c === r.startChapter ? r.startVerse : 1; v <= last; v++) {
        if (++verses > MAX_QUOTED_VERSES) return null;
        words.push(...verseWords(r.book, c, v, translation));
      }
    }
  }
  return words;
}

/** Index of `run` as a contiguous run of `words` at or after `from`, or -1. */
function findRun(words: string[], run: string[], from: number): number {
  outer: for (let i = from; i + run.length <= words.length; i++) {
    for (let j = 0; j < run.length; j++) if (words[i + j] !== run[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * True when `quote` is the KJV text of `reference` word for word (see above); false when it is
 * not, or the reference does not exist.
 */
export function quotationMatches(
  quote: string,
  reference: string,
  translation: QuotedTranslation = 'kjv',
): boolean {
  let ranges: PassageRange[];
  try {
    ranges = parseReference(reference).ranges;
  } catch {
    return false;
  }
  const words = rangeWords(ranges, translation);
  if (!words) return false;
  return runsIn(words, quote);
}

/** True when the quotation's words (runs between '...' or '…') stand in `words`, in order. */
function runsIn(words: string[], quote: string): boolean {
  const runs = quote
    .split(/\.\s?\.\s?\.|…/)
    .map(comparableWords)
    .filter((r) => r.length > 0);
  if (runs.length === 0) return false;
  let at = 0;
  for (const run of runs) {
    const found = findRun(words, run, at);
    if (found < 0) return false;
    at = found + run.length;
  }
  return true;
}

interface Quotation extends Span {
  quote: string;
  reference: string;
}

/** The first quotation in text whose words are not those of its reference, or null. */
function firstMisquotation(text: string, translation: QuotedTranslation): Quotation | null {
  const found: Quotation[] = [];
  for (const re of [QUOTE_THEN_REF, REF_THEN_QUOTE]) {
    const r = new RegExp(re.source, re.flags);
    for (let m = r.exec(text); m; m = r.exec(text)) {
      const groups = m.groups ?? {};
      const quote = groups.q1 ?? groups.q2 ?? '';
      const reference = (groups.ref ?? '').trim();
      if (!quotationMatches(quote, reference, translation)) {
        found.push({ start: m.index, end: m.index + m[0].length, quote, reference });
      }
    }
  }
  found.sort((a, b) => a.start - b.start);
  return found[0] ?? null;
}

/**
 * Removes every quotation that misquotes its reference: the sentence quoting it goes; a field that
 * is that one sentence keeps the reference in place of the quotation.
 */
export function removeMisquotations(
  text: string,
  translation: QuotedTranslation = 'kjv',
): { text: string; misquoted: string[] } {
  const misquoted: string[] = [];
  let out = text;
  for (let i = 0; i < 50; i++) {
    const q = firstMisquotation(out, translation);
    if (!q) break;
    misquoted.push(`"${q.quote}" (${q.reference})`);
    // A closing bracket right after a '(reference' goes with it.
    const end =
      /^\s*\)/.exec(out.slice(q.end)) && /\(\s*[^()]*$/.test(out.slice(q.start, q.end))
        ? q.end + (/^\s*\)/.exec(out.slice(q.end))?.[0].length ?? 0)
        : q.end;
    out = removeSentence(out, { start: q.start, end }, q.reference);
  }
  return { text: misquoted.length ? tidy(out) : out, misquoted };
}

/**
 * Quotations put in someone's mouth (issue: words invented for Matthew Henry reached readers). A
 * quotation in double quotes, with no Bible reference beside it, whose sentence names Matthew
 * Henry or Spurgeon must be a run of words of that author's text as Lamplight ships it (his
 * Concise Commentary; The Treasury of David); one attributed to anyone else by name ('Paul writes,
 * "…"', '"…," says Calvin') must be words of the passage given, since that is the only other text
 * Lamplight gave the model. Otherwise the sentence goes, as a misquotation's does.
 */
const COMMENTATORS: { name: CommentaryName; author: RegExp }[] = [
  { name: 'mhcc', author: /\b(?:Matthew\s+)?Henry(?:['’]s)?\b/ },
  { name: 'tdavid', author: /\b(?:C\.\s?H\.\s?|Charles\s+(?:Haddon\s+)?)?Spurgeon(?:['’]s)?\b/ },
];
const SPEECH =
  '(?:says|said|writes|wrote|observes|observed|notes|noted|remarks|remarked|comments|commented|puts it|put it|reminds us|declares|declared|insists|adds|added|calls (?:it|this|him|her|them)|describes (?:it|this) as|tells us)';
const NAME = "[A-Z][\\p{L}'’.-]*(?:\\s+(?:of\\s+)?[A-Z][\\p{L}'’.-]*){0,3}";
const NAMED_BEFORE = new RegExp(
  `(?:^|[\\s(])(?:As\\s+|In\\s+)?(${NAME})(?:['’]s\\s+words)?\\s+${SPEECH}[,:]?\\s*(?:that\\s+)?$`,
  'u',
);
const NAMED_AFTER = new RegExp(
  `^[,.!?]?["”]?[,.]?\\s*(?:${SPEECH}\\s+(${NAME})|(${NAME})\\s+${SPEECH})`,
  'u',
);
/** Capitalised words that open a sentence or stand for someone unnamed: not an author's name. */
const NOT_NAMES = new Set(
  'He She It They This That These Those The One We You I A An Some Many Another Here There Scripture Verse Verses Chapter Psalm Text Passage'.split(
    ' ',
  ),
);
const ANY_QUOTATION = /"([^"\n]{1,800}?)"|“([^”\n]{1,800}?)”/g;

/** True when the quotation's words stand in one section of the commentary, in order. */
export function inCommentary(quote: string, name: CommentaryName): boolean {
  for (const section of commentary(name).sections)
    if (runsIn(comparableWords(section.text), quote)) return true;
  return false;
}

interface Attribution extends Span {
  quote: string;
  author: string;
}

function sentenceStart(text: string, span: Span): number {
  return Math.max(
    text.lastIndexOf('\n', span.start - 1) + 1,
    ...[...text.slice(0, span.start).matchAll(/[.!?]["'”’)]*\s+/g)].map(
      (m) => m.index + m[0].length,
    ),
  );
}

function sentenceAround(text: string, span: Span): string {
  const start = Math.max(
    text.lastIndexOf('\n', span.start - 1) + 1,
    ...[...text.slice(0, span.start).matchAll(/[.!?]["'”’)]*\s+/g)].map(
      (m) => m.index + m[0].length,
    ),
  );
  const rest = text.slice(span.end);
  const stop = /[.!?](?=\s|$)|\n/.exec(rest);
  return text.slice(start, stop ? span.end + stop.index + 1 : text.length);
}

/** The first quotation whose attributed author's text (or the passage) does not hold its words. */
function firstMisattribution(text: string, passageWords: string[]): Attribution | null {
  for (const m of text.matchAll(ANY_QUOTATION)) {
    const quote = m[1] ?? m[2] ?? '';
    const span = { start: m.index, end: m.index + m[0].length };
    const sentence = sentenceAround(text, span);
    // Scripture with its reference is the misquotation check's.
    const after = text.slice(span.end, span.end + 40);
    const before = text.slice(Math.max(0, span.start - 60), span.start);
    if (new RegExp(`^[,.;:]?\\s*(?:[-–—]\\s*)?\\(?\\s*${REF}`, 'u').test(after)) continue;
    if (new RegExp(`${REF}\\)?\\s*,?\\s*(?:\\w+\\s*)?[,:]?\\s*$`, 'u').test(before)) continue;
    const commentator = COMMENTATORS.find((c) => c.author.test(sentence));
    if (commentator) {
      if (!inCommentary(quote, commentator.name))
        return { ...span, quote, author: commentator.author.exec(sentence)?.[0] ?? '' };
      continue;
    }
    const named = NAMED_BEFORE.exec(text.slice(Math.max(0, span.start - 80), span.start));
    const namedAfter = NAMED_AFTER.exec(text.slice(span.end, span.end + 80));
    const name = named?.[1] ?? namedAfter?.[1] ?? namedAfter?.[2];
    if (!name || NOT_NAMES.has(name.split(/\s+/)[0] ?? '')) continue;
    if (!runsIn(passageWords, quote)) return { ...span, quote, author: name };
  }
  return null;
}

/**
 * Removes every sentence that gives someone words that are not theirs (see above); `passage` is
 * the passage text the model was given.
 */
export function removeMisattributedQuotations(
  text: string,
  passage = '',
): { text: string; misattributed: string[] } {
  const passageWords = comparableWords(passage.replace(/^\d+\s/gm, ' '));
  const misattributed: string[] = [];
  let out = text;
  for (let i = 0; i < 50; i++) {
    const q = firstMisattribution(out, passageWords);
    if (!q) break;
    misattributed.push(`"${q.quote}" (${q.author})`);
    // From the sentence's start, so a field that is only this sentence is emptied, not cut.
    const start = sentenceStart(out, q);
    const lead = /^(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)?/.exec(out.slice(start))?.[0].length ?? 0;
    out = removeSentence(out, { start: start + lead, end: q.end }, '');
  }
  return { text: misattributed.length ? tidy(out) : out, misattributed };
}

/** What the check found in an insight. */
export interface InsightCheck<T extends Insight> {
  insight: T;
  /** References that do not exist, removed. */
  removed: string[];
  /** Quotations whose words are not those of their reference, removed. */
  misquoted: string[];
  /** Quotations given to an author (or a speaker) whose text does not hold them, removed. */
  misattributed: string[];
}

/**
 * The one check of a model's insight: every reference in its summary, themes and questions must
 * exist (invalid ones are removed), every quotation of scripture must be the words of its
 * reference in the reader's translation (the KJV, or the WEB for its readers; misquotations are
 * removed), and words given to a named author must be that author's (misattributions are
 * removed). Other fields (the sources) pass through.
 */
export function checkInsightReferences<T extends Insight>(
  insight: T,
  opts: { translation?: QuotedTranslation; passage?: string } = {},
): InsightCheck<T> {
  const removed: string[] = [];
  const misquoted: string[] = [];
  const misattributed: string[] = [];
  const fix = (s: string) => {
    const r = removeInvalidReferences(s);
    removed.push(...r.removed);
    const q = removeMisquotations(r.text, opts.translation);
    misquoted.push(...q.misquoted);
    const a = removeMisattributedQuotations(q.text, opts.passage);
    misattributed.push(...a.misattributed);
    return a.text;
  };
  return {
    insight: {
      ...insight,
      summary: fix(insight.summary),
      themes: insight.themes.map((t) => ({ title: fix(t.title), description: fix(t.description) })),
      questions: insight.questions.map(fix).filter((q) => q.trim() !== ''),
    },
    removed,
    misquoted,
    misattributed,
  };
}
