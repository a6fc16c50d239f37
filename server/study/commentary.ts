import { bookIndex } from '../scripture/books.ts';
import { verseCount } from '../scripture/kjv.ts';
import type { PassageRange } from '../scripture/references.ts';
import { studyFile } from '../scripture/data-files.ts';
import type { CommentaryFile, CommentarySection } from './format.ts';

export type CommentaryName = 'mhcc' | 'tdavid';

/** The commentary's file: Matthew Henry (whole Bible) or Spurgeon (Psalms). */
export function commentary(name: CommentaryName): CommentaryFile {
  return studyFile<CommentaryFile>(name === 'tdavid' ? 'tdavid.json.gz' : 'mhcc.json.gz');
}

/**
 * A section with the verses it really comments on. Matthew Henry's headings do not always say
 * (John 3's "Verses 1-8" runs to verse 21, as the chapter outline says: "(1-21)"), so `spans`
 * holds the verses from the outline and the chapter's gaps, and `start`/`end` the first and
 * last of them; `heading` names them when they differ from the printed one. An introduction
 * (start 0) has no spans unless it is all the commentary on its chapter: then it covers every
 * verse.
 */
export interface SpannedSection extends CommentarySection {
  spans: readonly (readonly [number, number])[];
}

/** A reference in parentheses after an outline's line: '(1-21)', '(Is. 53:1-3)', '(24-30; 36-43)'. */
const OUTLINE_REF =
  /\((?:(?:[1-3]\s?)?[A-Z][a-z]*\.?\s+\d+:)?(\d+(?:\s*[-–]\s*\d+)?(?:\s*[,;]\s*\d+(?:\s*[-–]\s*\d+)?)*)\)/g;

/**
 * Whether a paragraph of an introduction is the chapter's outline, not commentary: lines
 * ending in verse ranges ('The person. (Is. 53:1-3) sufferings. (Is. 53:4-9) …'), or a lone
 * '(1-7)'. Callers never show these as commentary.
 */
export function isOutlineParagraph(paragraph: string): boolean {
  const p = paragraph.trim();
  const refs = [...p.matchAll(OUTLINE_REF)];
  if (refs.length === 0) return false;
  // What is left between the references is short headings, not sentences of commentary.
  const pieces = p.split(OUTLINE_REF).filter((_s, i) => i % 2 === 0);
  return pieces.every((s) => s.trim().split(/\s+/).length <= 30) && p.length < 1200;
}

/** The verse ranges of a chapter outline, each outline line's list in order. */
export function outlineRanges(intro: string): [number, number][][] {
  const text = intro.replace(/^[\s\S]*?chapter outline\s*/i, '');
  const out: [number, number][][] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    if (!isOutlineParagraph(paragraph)) continue;
    for (const m of paragraph.matchAll(OUTLINE_REF)) {
      const list: [number, number][] = [];
      for (const part of (m[1] as string).split(/[,;]/)) {
        const [a, b] = part.split(/[-–]/).map((n) => Number(n.trim()));
        if (a && a > 0) list.push([a, b && b >= a ? b : a]);
      }
      // '(Song 6:2,3)': two verses in a row are one range.
      const merged: [number, number][] = [];
      for (const r of list) {
        const last = merged.at(-1);
        if (last && r[0] === last[1] + 1 && list.length === 2 && r[0] === r[1]) last[1] = r[1];
        else merged.push(r);
      }
      if (merged.length) out.push(merged);
    }
  }
  return out;
}

function headingOf(spans: readonly (readonly [number, number])[]): string {
  const parts = spans.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`));
  const one = spans.length === 1 && spans[0]?.[0] === spans[0]?.[1];
  return `${one ? 'Verse' : 'Verses'} ${parts.join(', ')}`;
}

/**
 * The true spans of one chapter's sections of Matthew Henry: a section takes the verses its
 * line of the chapter outline gives when that line starts where the section does; verses no
 * section covers then go to the section before them (his "Verses 32-39" of 1 Samuel 25 runs on
 * to the chapter's end), or to the introduction when they come before the first section.
 */
function spanChapter(sections: CommentarySection[], verses: number): SpannedSection[] {
  const intro = sections.find((s) => s.start === 0);
  const body = sections.filter((s) => s.start > 0);
  if (body.length === 0) {
    return sections.map((s) => ({ ...s, spans: s.start === 0 && verses > 0 ? [[1, verses]] : [] }));
  }
  const outline = intro ? outlineRanges(intro.text) : [];
  const spans = body.map((s) => {
    const line = outline.find((l) => l[0]?.[0] === s.start);
    const own: [number, number][] = line
      ? line.map(([a, b]) => [a, Math.max(b, a === s.start ? s.end : b)])
      : [[s.start, s.end]];
    return own;
  });
  const covered = (v: number) => spans.some((list) => list.some(([a, b]) => a <= v && v <= b));
  for (let v = 1; v <= verses; v++) {
    if (covered(v)) continue;
    // The section whose spans end last before v.
    let best = -1;
    let bestEnd = 0;
    spans.forEach((list, i) => {
      for (const [, b] of list) {
        if (b < v && b >= bestEnd) {
          best = i;
          bestEnd = b;
        }
      }
    });
    const list = best >= 0 ? spans[best] : undefined;
    const last = list?.find(([, b]) => b === bestEnd);
    if (last) last[1] = v;
  }
  const firstStart = Math.min(...spans.map((l) => l[0]?.[0] ?? 1));
  return sections.map((s) => {
    if (s.start === 0) {
      return { ...s, spans: firstStart > 1 ? [[1, firstStart - 1] as const] : [] };
    }
    const list = (spans[body.indexOf(s)] ?? [[s.start, s.end]]).sort((a, b) => a[0] - b[0]);
    const start = list[0]?.[0] ?? s.start;
    const end = Math.max(...list.map(([, b]) => b));
    const printed = list.length === 1 && start === s.start && end === s.end;
    return { ...s, start, end, heading: printed ? s.heading : headingOf(list), spans: list };
  });
}

const byChapter = new Map<CommentaryName, Map<string, SpannedSection[]>>();

function chapterIndex(name: CommentaryName): Map<string, SpannedSection[]> {
  let map = byChapter.get(name);
  if (!map) {
    const grouped = new Map<string, CommentarySection[]>();
    for (const s of commentary(name).sections) {
      const key = `${s.book}|${s.chapter}`;
      let list = grouped.get(key);
      if (!list) grouped.set(key, (list = []));
      list.push(s);
    }
    map = new Map();
    for (const [key, list] of grouped) {
      const [book, chapter] = key.split('|') as [string, string];
      const verses = verseCount(bookIndex(book), Number(chapter));
      // Spurgeon's sections are verse by verse with no outline: as printed.
      map.set(
        key,
        name === 'mhcc'
          ? spanChapter(list, verses)
          : list.map((s) => ({ ...s, spans: s.start > 0 ? [[s.start, s.end] as const] : [] })),
      );
    }
    byChapter.set(name, map);
  }
  return map;
}

/**
 * The sections of a commentary on a passage: every section whose verses overlap the range,
 * in order; with `introductions`, each chapter's introduction too (start 0) when the range
 * covers its first verse, or any verse it covers (a chapter Matthew Henry comments on only in
 * his introduction, Psalm 23 or 1 Chronicles 2).
 */
export function commentaryFor(
  range: Pick<PassageRange, 'book' | 'startChapter' | 'startVerse' | 'endChapter' | 'endVerse'>,
  name: CommentaryName = 'mhcc',
  introductions = false,
): SpannedSection[] {
  if (bookIndex(range.book) < 0) return [];
  const index = chapterIndex(name);
  const out: SpannedSection[] = [];
  for (let c = range.startChapter; c <= range.endChapter; c++) {
    const from = c === range.startChapter ? range.startVerse : 1;
    const to = c === range.endChapter ? range.endVerse : Number.MAX_SAFE_INTEGER;
    for (const s of index.get(`${range.book}|${c}`) ?? []) {
      const overlaps = s.spans.some(([a, b]) => a <= to && b >= from);
      if (s.start === 0) {
        if (introductions && (from <= 1 || overlaps)) out.push(s);
        continue;
      }
      if (overlaps) out.push(s);
    }
  }
  return out;
}
