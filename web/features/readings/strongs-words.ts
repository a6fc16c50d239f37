import type { StrongsWordsResponse } from '@contract/strongs.ts';
import { tokenizeItalics } from './passage.ts';

/** A clickable word of a verse as the server gives it: [start, end, number]. */
export type WordSpan = StrongsWordsResponse['verses'][string][number];

/** A run of verse text: plain, in the translators' italics, or a clickable word. */
export interface VerseSegment {
  text: string;
  italic: boolean;
  /** Set when the run is a clickable word: the Strong's number it opens. */
  strongs?: string;
}

/**
 * Splits a verse's text (italics as *…*) into runs for display: the server's clickable words
 * (decision 119) become their own runs, the rest is split into plain and italic runs. Spans
 * that fall outside the text, overlap an earlier span or cut a '*' are ignored, so a stale or
 * odd answer can only make fewer words clickable, never change the text.
 */
export function splitVerse(text: string, spans: readonly WordSpan[] = []): VerseSegment[] {
  const segments: VerseSegment[] = [];
  const plain = (value: string) => {
    for (const run of tokenizeItalics(value)) segments.push({ text: run.text, italic: run.italic });
  };
  let last = 0;
  for (const [start, end, number] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (start < last || end <= start || end > text.length) continue;
    const word = text.slice(start, end);
    if (word.includes('*')) continue;
    plain(text.slice(last, start));
    segments.push({ text: word, italic: false, strongs: number });
    last = end;
  }
  plain(text.slice(last));
  return segments;
}
