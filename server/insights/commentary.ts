import type { InsightCommentary } from '@contract/insights.ts';
import { ScriptureError } from '../scripture/errors.ts';
import { parseReference, type PassageRange } from '../scripture/references.ts';
import {
  commentaryFor,
  isOutlineParagraph,
  type CommentaryName,
  type SpannedSection,
} from '../study/commentary.ts';
import type { CommentarySection } from '../study/format.ts';
import { LruMemo } from '../lib/lru.ts';

/**
 * The commentary that travels with every insight (decision 120): the sections of Matthew Henry's
 * Concise Commentary on the passage, and for Psalms those of Spurgeon's Treasury of David, from the
 * committed study data (server/study/study-data), so it never depends on a model.
 *
 * The text is capped per passage (COMMENTARY_WORDS in all): whole paragraphs, or whole sentences
 * when a paragraph is longer than a section's share, and an abridged section ends with ' …'.
 */

/** Words of commentary served with one insight, all sections together. */
export const COMMENTARY_WORDS = 2500;
/** Words of commentary put in a model's prompt. */
export const PROMPT_COMMENTARY_WORDS = 1500;
/**
 * The smallest share of the cap a section is given: a long reading (Psalm 119, five chapters of
 * Genesis) keeps its first sections, each works' share of them, rather than a line of each.
 */
export const MIN_SECTION_WORDS = 100;
/** The mark that ends an abridged section. */
export const CUT_MARK = '…';

interface Work {
  name: CommentaryName;
  author: string;
  work: string;
  /** How the insight names it as a source. */
  label: string;
}

export const MATTHEW_HENRY: Work = {
  name: 'mhcc',
  author: 'Matthew Henry',
  work: 'Concise Commentary',
  label: "Matthew Henry's Concise Commentary",
};

export const SPURGEON: Work = {
  name: 'tdavid',
  author: 'C. H. Spurgeon',
  work: 'The Treasury of David',
  label: "Spurgeon's Treasury of David",
};

/** The works that comment on a book: Matthew Henry everywhere, Spurgeon on the Psalms too. */
function worksFor(book: string): Work[] {
  return book === 'Psalms' ? [MATTHEW_HENRY, SPURGEON] : [MATTHEW_HENRY];
}

export function wordCount(text: string): number {
  const t = text.trim();
  return t ? t.split(/\s+/).length : 0;
}

/** A line that only names what follows: 'Chapter 16', 'Genesis', 'Psalms 119', 'TITLE.'. */
function isLabelLine(p: string): boolean {
  return /^(?:chapter \d+|psalms? \d+|[1-3]?\s?[A-Z][a-z]+(?: of [A-Z][a-z]+)?|title\.?)$/i.test(
    p.trim(),
  );
}

/**
 * An introduction's text without its labels and chapter outline (the outline repeats the headings
 * of the sections that follow, and is never shown as commentary, with or without its 'Chapter
 * Outline' line: 'The person. (Is. 53:1-3) sufferings. (Is. 53:4-9) …'); '' when nothing but
 * those is left. A fragment the module left from the chapter before ('laws.') goes too.
 */
export function introductionText(text: string): string {
  const out: string[] = [];
  for (const raw of text.split(/\n\s*\n/)) {
    const p = raw.trim();
    if (/^chapter outline$/i.test(p)) break;
    if (!p || isLabelLine(p) || isOutlineParagraph(p)) continue;
    if (/^[a-z]/.test(p) && wordCount(p) < 4) continue;
    out.push(p.replace(/^-{2,}\s*/, ''));
  }
  // A one-line summary alone ('Confidence in God's grace and care.') says little: keep it only with more.
  return out.length === 1 && wordCount(out[0] as string) < 12 ? '' : out.join('\n\n');
}

function paragraphsOf(section: CommentarySection): string[] {
  const text = section.start === 0 ? introductionText(section.text) : section.text;
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

function sectionReference(s: SpannedSection): string {
  if (s.start === 0) return `${s.book} ${s.chapter}`;
  const spans = s.spans.length > 0 ? s.spans : [[s.start, s.end] as const];
  return `${s.book} ${s.chapter}:${spans.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(', ')}`;
}

/** Sentences of a paragraph (a full stop, ! or ? followed by a space and a capital or a quote). */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?]["'”’)]*)\s+(?=["'“‘(]?[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** At most `words` words of paragraphs: whole paragraphs, else whole sentences (at least one). */
function clip(paragraphs: string[], words: number): { text: string; abridged: boolean } {
  const kept: string[] = [];
  let used = 0;
  for (const p of paragraphs) {
    const n = wordCount(p);
    if (used + n <= words) {
      kept.push(p);
      used += n;
      continue;
    }
    // This paragraph does not fit whole: its first sentences, when any fit (or nothing is kept yet).
    const sentences: string[] = [];
    for (const s of sentencesOf(p)) {
      const m = wordCount(s);
      if (used + m > words && (kept.length > 0 || sentences.length > 0)) break;
      sentences.push(s);
      used += m;
    }
    if (sentences.length) kept.push(sentences.join(' '));
    return { text: `${kept.join('\n\n')} ${CUT_MARK}`, abridged: true };
  }
  return { text: kept.join('\n\n'), abridged: false };
}

interface Candidate {
  work: Work;
  section: SpannedSection;
  paragraphs: string[];
  words: number;
}

/**
 * Shares `budget` words among sections: a section shorter than an even share keeps all its words,
 * and what it leaves goes to the longer ones.
 */
function shares(lengths: number[], budget: number): number[] {
  const out = lengths.map(() => 0);
  const order = lengths.map((n, i) => ({ n, i })).sort((a, b) => a.n - b.n || a.i - b.i);
  let left = budget;
  for (const [k, { n, i }] of order.entries()) {
    const even = Math.floor(left / (order.length - k));
    out[i] = Math.min(n, even);
    left -= out[i] as number;
  }
  return out;
}

function candidates(ranges: PassageRange[], works?: CommentaryName[]): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  const books = [...new Set(ranges.map((r) => r.book))];
  for (const book of books) {
    for (const work of worksFor(book)) {
      if (works && !works.includes(work.name)) continue;
      for (const range of ranges.filter((r) => r.book === book)) {
        for (const section of commentaryFor(range, work.name, true)) {
          const id = `${work.name}|${section.book}|${section.chapter}|${section.start}`;
          if (seen.has(id)) continue;
          seen.add(id);
          const paragraphs = paragraphsOf(section);
          if (paragraphs.length === 0) continue;
          out.push({ work, section, paragraphs, words: wordCount(paragraphs.join(' ')) });
        }
      }
    }
  }
  return out;
}

/** At most `max` sections, the first ones of each work, shared evenly between the works. */
function firstSections(list: Candidate[], max: number): Candidate[] {
  if (list.length <= max) return list;
  const works = new Set(list.map((c) => c.work.name));
  const perWork = Math.max(1, Math.floor(max / works.size));
  const taken = new Map<CommentaryName, number>();
  return list.filter((c) => {
    const n = taken.get(c.work.name) ?? 0;
    taken.set(c.work.name, n + 1);
    return n < perWork;
  });
}

function rangesOf(reference: string): PassageRange[] {
  try {
    return parseReference(reference).ranges;
  } catch (err) {
    if (err instanceof ScriptureError) return [];
    throw err;
  }
}

/**
 * The commentary on a passage, capped at `words` words (COMMENTARY_WORDS by default), Matthew Henry
 * first, then Spurgeon for Psalms; [] for a reference that does not parse.
 */
export function commentaryOn(
  reference: string,
  opts: { words?: number; works?: CommentaryName[] } = {},
): InsightCommentary[] {
  const budget = opts.words ?? COMMENTARY_WORDS;
  const list = firstSections(
    candidates(rangesOf(reference), opts.works),
    Math.max(1, Math.floor(budget / MIN_SECTION_WORDS)),
  );
  const allowed = shares(
    list.map((c) => c.words),
    budget,
  );
  const out: InsightCommentary[] = [];
  for (const [i, c] of list.entries()) {
    const share = allowed[i] as number;
    // A section whose share is too small for a sentence is left out rather than cut to nothing.
    if (share < Math.min(c.words, 25)) continue;
    const { text, abridged } = clip(c.paragraphs, share);
    out.push({
      author: c.work.author,
      work: c.work.work,
      heading: c.section.start === 0 ? 'Introduction' : c.section.heading,
      reference: sectionReference(c.section),
      text,
      abridged,
    });
  }
  return out;
}

const memo = new LruMemo<InsightCommentary[]>(300);

/** commentaryOn with the default cap, remembered for the most recent passages. */
export function passageCommentary(reference: string): InsightCommentary[] {
  return memo.get(reference, () => commentaryOn(reference));
}

/** How the insight names a work of commentary among its sources. */
export function commentaryLabel(author: string): string {
  return author === SPURGEON.author ? SPURGEON.label : MATTHEW_HENRY.label;
}

/** The works a list of sections comes from, named as sources, in order. */
export function commentarySources(sections: InsightCommentary[]): string[] {
  return [...new Set(sections.map((s) => commentaryLabel(s.author)))];
}

/** How the insight names the passage itself as a source, e.g. 'Exodus 16 (KJV)'. */
export function passageSource(reference: string, translation = 'kjv'): string {
  return `${reference} (${translation.toUpperCase()})`;
}

/** A scripture citation that ends a sentence: '1Jo 5:20', 'Rev. 20:11,12', '(Ps 23:1-3)'. */
const TRAILING_CITATION =
  /,?\s*\(?\b(?:[1-3]\s?)?[A-Z][a-z]{1,3}\.?\s\d{1,3}:\d{1,3}(?:\s?[-–,]\s?\d{1,3})*\)?(?=[.;!?]$)/;

/** Words after which a citation is part of the sentence ('… this vision; especially Rev. 20:11,12.'). */
const INTRODUCES_CITATION =
  /\b(?:especially|see|compare|as|in|like|also|namely|with|and|or|of|to|from|by|at|viz|read|cf)\.?$/i;

/**
 * A sentence of Matthew Henry without the citation that ends it, for a summary that quotes him.
 * When the citation finishes the sentence ("Many … predictions of the judgment to come, have
 * plain allusion to this vision; especially Rev. 20:11,12."), cutting it would leave the sentence
 * unfinished ("…; especially."), so it is kept.
 */
export function withoutTrailingCitation(sentence: string): string {
  const s = sentence.replace(/^-{2,}\s*/, '').trim();
  const m = TRAILING_CITATION.exec(s);
  if (!m) return s.replace(/\s+/g, ' ');
  const before = s.slice(0, m.index).trim();
  if (INTRODUCES_CITATION.test(before) || !before) return s.replace(/\s+/g, ' ');
  return `${before}${s.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
}
