import { kjv, verseAt, verseId } from '../../../scripture/kjv.ts';
import { formatRange, parseReference, type PassageRange } from '../../../scripture/references.ts';
import { SMALL_WORDS } from '../words.ts';
import { breakQuality, rangeOf } from './passages.ts';
import type { GeneratedSession } from './shapes.ts';
import { normalizedReference, sentenceCase, snippet } from './text.ts';

/** Strategy: walking through a book or reference in sittings that start and end with a thought. */

/**
 * Walks the ranges in order in `requested` sessions of at most `cap` verses, each starting where a
 * thought starts (a chapter, a paragraph, a new sentence) and ending where one ends. When the
 * ranges hold more than the sessions can read, the walk covers their opening and stops at a
 * chapter (or paragraph) end.
 */
export function walkSessions(
  ranges: PassageRange[],
  requested: number,
  cap: number,
): GeneratedSession[] {
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
export function coveredReference(sessions: GeneratedSession[]): string {
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
