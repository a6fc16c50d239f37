import type { Insight } from '@contract/insights.ts';
import { parseReference } from '../scripture/references.ts';

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

  // Otherwise drop the sentence that cites it, when the line has something else to say.
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
  const endMatch = /[.!?]["'”’)]*(?=\s|$)/.exec(lineText.slice(relEnd));
  const sEnd = endMatch ? relEnd + endMatch.index + endMatch[0].length : lineText.length;
  const rest = (lineText.slice(marker.length, sStart) + lineText.slice(sEnd)).trim();
  if (rest) {
    const newLine = lineText.slice(0, sStart) + lineText.slice(sEnd).replace(/^\s+/, '');
    return text.slice(0, line.start) + newLine.replace(/\s+$/, '') + text.slice(line.end);
  }
  // The sentence is the whole field (a question, a title): keep it, with a neutral phrase.
  if (text.trim() === lineText.trim()) return before + REPLACEMENT_PHRASE + after;
  // A line of a longer text that only cites it: drop the line.
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

/** Checks every reference in an insight's summary, themes and questions; invalid ones are removed. */
export function checkInsightReferences(insight: Insight): { insight: Insight; removed: string[] } {
  const removed: string[] = [];
  const fix = (s: string) => {
    const r = removeInvalidReferences(s);
    removed.push(...r.removed);
    return r.text;
  };
  return {
    insight: {
      summary: fix(insight.summary),
      themes: insight.themes.map((t) => ({ title: fix(t.title), description: fix(t.description) })),
      questions: insight.questions.map(fix),
    },
    removed,
  };
}
