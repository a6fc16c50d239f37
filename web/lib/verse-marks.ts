import { createContext, useContext, type ReactNode } from 'react';
import type { HighlightColor } from '@contract/marks-rules.ts';

/**
 * The reader's marks as the passage shows them (decision 164). The marks feature provides this layer
 * around a reading card; the passage (readings feature) reads it, so neither imports the other. Keys are
 * the passage's own verse keys ('46:10' in the passage's first book, 'Book 47:1' after it).
 */
export interface VerseMarkState {
  color: HighlightColor | null;
  bookmarked: boolean;
  /** How many notes the reader has on this verse. */
  notes: number;
  selected: boolean;
}

export interface VerseMarksLayer {
  /** The passage's reference: where its verse keys start. */
  reference: string;
  stateOf: (key: string) => VerseMarkState | undefined;
  /** The verse the reader is at (its number is the passage's one tab stop); null before any. */
  anchor: string | null;
  /** The reader pressed a verse's number: select it, or (extend) the run up to it. */
  press: (key: string, extend: boolean) => void;
  /** Opens the notes on a verse. */
  openNotes: (key: string) => void;
  /** Small markers after a verse: what the reader wrote that touches it. */
  after?: (key: string) => ReactNode;
}

export const VerseMarksContext = createContext<VerseMarksLayer | null>(null);

export function useVerseMarks(): VerseMarksLayer | null {
  return useContext(VerseMarksContext);
}

/** What a screen reader hears after a verse's number: 'highlighted, yellow; bookmarked; 1 note'. */
export function describeMarks(state: VerseMarkState | undefined): string {
  if (!state) return '';
  const parts: string[] = [];
  if (state.color) parts.push(`highlighted, ${state.color}`);
  if (state.bookmarked) parts.push('bookmarked');
  if (state.notes) parts.push(state.notes === 1 ? '1 note' : `${state.notes} notes`);
  return parts.join('; ');
}

/**
 * Each highlight colour's background in the light and the dark scheme: the passage's own text colour keeps
 * at least 7:1 on all of them (e2e/accessibility.spec.ts checks every one with axe in both schemes).
 */
export const HIGHLIGHT_CLASS: Record<HighlightColor, string> = {
  yellow: 'bg-[#fcefb4] dark:bg-[#4a3d0c]',
  green: 'bg-[#d5eed0] dark:bg-[#1d4024]',
  blue: 'bg-[#d6e6f8] dark:bg-[#1b3350]',
  pink: 'bg-[#f8d8e5] dark:bg-[#4d2136]',
};
