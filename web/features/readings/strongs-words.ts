import type { StrongsWordsResponse } from '@contract/strongs.ts';
import { italicRanges } from './passage.ts';

/** A clickable word of a verse as the server gives it: [start, end, number]. */
export type WordSpan = StrongsWordsResponse['verses'][string][number];

/** A run of verse text: plain, in the translators' italics, a clickable word, or a note mark. */
export interface VerseSegment {
  text: string;
  italic: boolean;
  /** Set when the run is a clickable word: the Strong's number it opens. */
  strongs?: string;
  /** Set on an empty run that marks a marginal note: the note's index in the list given. */
  note?: number;
}

/**
 * Splits a verse's text (italics as *…*) into runs for display: the server's clickable words
 * (decision 119) become their own runs, the rest plain or italic runs, and a mark for each
 * marginal note goes where its offset says (`notes`: offsets after which each note stands).
 * Spans that fall outside the text, overlap an earlier span or contain a '*' marker are
 * ignored, so a stale or odd answer can only make fewer words clickable, never change the text.
 */
export function splitVerse(
  text: string,
  spans: readonly WordSpan[] = [],
  notes: readonly number[] = [],
): VerseSegment[] {
  const marker = new Uint8Array(text.length);
  const italic = new Uint8Array(text.length);
  for (const [open, close] of italicRanges(text)) {
    marker[open] = 1;
    marker[close] = 1;
    italic.fill(1, open + 1, close);
  }
  const spanOf = new Int32Array(text.length).fill(-1);
  const numbers: string[] = [];
  let last = 0;
  for (const [start, end, number] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (start < last || end <= start || end > text.length) continue;
    if (marker.subarray(start, end).includes(1)) continue;
    spanOf.fill(numbers.length, start, end);
    numbers.push(number);
    last = end;
  }
  const notesAt = new Map<number, number[]>();
  notes.forEach((at, index) => {
    const place = Math.min(Math.max(at, 0), text.length);
    notesAt.set(place, [...(notesAt.get(place) ?? []), index]);
  });

  const segments: VerseSegment[] = [];
  let current: (VerseSegment & { span: number }) | undefined;
  const flush = () => {
    if (current?.text) {
      const { span, ...segment } = current;
      segments.push(span >= 0 ? { ...segment, strongs: numbers[span] } : segment);
    }
    current = undefined;
  };
  let pending: number[] = [];
  for (let i = 0; i <= text.length; i++) {
    pending = pending.concat(notesAt.get(i) ?? []);
    // A note never cuts a clickable word: it waits for the word's end.
    const spanHere = i < text.length ? (spanOf[i] ?? -1) : -1;
    const insideWord = i > 0 && spanHere >= 0 && spanHere === spanOf[i - 1];
    if (pending.length > 0 && !insideWord) {
      flush();
      for (const note of pending) segments.push({ text: '', italic: false, note });
      pending = [];
    }
    if (i === text.length) break;
    if (marker[i]) continue;
    const isItalic = italic[i] === 1;
    const span = spanOf[i] ?? -1;
    if (!current || current.italic !== isItalic || current.span !== span) {
      flush();
      current = { text: '', italic: isItalic, span };
    }
    current.text += text[i];
  }
  flush();
  return segments;
}

/** A piece of a verse to render: a run of text, or a group that must not break across lines. */
export type VersePiece = VerseSegment | { nowrap: VerseSegment[] };

const isControl = (s: VerseSegment) => s.strongs !== undefined || s.note !== undefined;

/**
 * Groups a verse's runs so a clickable word or note mark stays on the line of the text it
 * touches: a button is an atomic box to the browser, so without this "earth" could end a line
 * and its full stop start the next. Each group is the button(s) with the letters or
 * punctuation directly before and after them (up to the nearest space); the rest of the text
 * keeps its runs (italics stay one <em> per phrase).
 */
export function groupForWrapping(segments: readonly VerseSegment[]): VersePiece[] {
  // Atoms: each button, and each text run cut at its spaces.
  type Atom = { seg: VerseSegment; space: boolean };
  const atoms: Atom[] = [];
  for (const seg of segments) {
    if (isControl(seg)) {
      atoms.push({ seg, space: false });
      continue;
    }
    for (const part of seg.text.split(/(\s+)/)) {
      if (part) atoms.push({ seg: { text: part, italic: seg.italic }, space: /^\s+$/.test(part) });
    }
  }
  const out: VersePiece[] = [];
  const pushText = (seg: VerseSegment) => {
    const last = out.at(-1);
    if (last && !('nowrap' in last) && !isControl(last) && last.italic === seg.italic) {
      out[out.length - 1] = { ...last, text: last.text + seg.text };
    } else {
      out.push({ ...seg });
    }
  };
  let i = 0;
  while (i < atoms.length) {
    if (atoms[i]!.space) {
      pushText(atoms[i]!.seg);
      i++;
      continue;
    }
    let end = i;
    while (end < atoms.length && !atoms[end]!.space) end++;
    const cluster = atoms.slice(i, end).map((a) => a.seg);
    if (cluster.some(isControl) && cluster.length > 1) out.push({ nowrap: cluster });
    else {
      for (const seg of cluster) {
        if (isControl(seg)) out.push(seg);
        else pushText(seg);
      }
    }
    i = end;
  }
  return out;
}
