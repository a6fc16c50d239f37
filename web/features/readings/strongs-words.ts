import { strongsWordTokens } from '@contract/strongs-rules.ts';

/** A lowercased English word and the Strong's number it opens. */
export type StrongsWordMap = Readonly<Record<string, string>>;

/** Spec §9: the words that become clickable in verse text when Strong's numbers are on. */
export const STRONGS_WORDS: StrongsWordMap = {
  wilderness: 'H4057',
  cloud: 'H6051',
  fire: 'H784',
  pillar: 'H5982',
  lead: 'H5148',
  day: 'H3119',
  night: 'H3915',
  sea: 'H3220',
  water: 'H4325',
  dry: 'H3004',
  ground: 'H776',
  deliver: 'H3467',
  salvation: 'H3444',
  bread: 'H3899',
  heaven: 'H8064',
  manna: 'H4478',
  gather: 'H3950',
  morning: 'H1242',
  rock: 'H6697',
  strike: 'H5221',
  staff: 'H4294',
  thirst: 'H6772',
  test: 'H5254',
  prove: 'H974',
  trust: 'H982',
  faith: 'H530',
  provide: 'H3559',
};

/** A run of verse text; `strongs` is set when the run is a clickable word. */
export interface WordSegment {
  text: string;
  strongs?: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Whole words only: no letter, digit or underscore may touch either side. Longest first, so a
// longer word wins over a word it contains.
const SPEC_MATCHER = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:${Object.keys(STRONGS_WORDS)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}\\p{N}_])`,
  'giu',
);

export interface SplitOptions {
  /**
   * The server's words for this verse (lowercased word → number, keyed as `strongsWordTokens`
   * keys them). The spec's list wins where both name a word.
   */
  verseWords?: Readonly<Record<string, string>>;
  /** The text is the translators' supplied words (*italics*): the server's words skip it. */
  italic?: boolean;
}

interface Match {
  start: number;
  end: number;
  strongs: string;
}

/**
 * Splits verse text into plain runs and clickable words: the spec's words (whole word,
 * case-insensitive: 'Wilderness,' gives 'Wilderness' H4057, 'wildernesses' gives nothing), then
 * the server's words for the verse that the spec's list does not already cover.
 */
export function splitStrongsWords(text: string, options: SplitOptions = {}): WordSegment[] {
  if (!text) return [];
  const matches: Match[] = [];
  for (const m of text.matchAll(SPEC_MATCHER)) {
    const number = STRONGS_WORDS[m[0].toLowerCase()];
    if (number) matches.push({ start: m.index, end: m.index + m[0].length, strongs: number });
  }
  const { verseWords, italic = false } = options;
  if (verseWords && !italic) {
    const taken = (start: number, end: number) =>
      matches.some((m) => start < m.end && m.start < end);
    for (const token of strongsWordTokens(text)) {
      const number = Object.hasOwn(verseWords, token.key) ? verseWords[token.key] : undefined;
      if (!number || token.italic || taken(token.start, token.end)) continue;
      matches.push({ start: token.start, end: token.end, strongs: number });
    }
    matches.sort((a, b) => a.start - b.start);
  }
  const segments: WordSegment[] = [];
  let last = 0;
  for (const m of matches) {
    if (m.start > last) segments.push({ text: text.slice(last, m.start) });
    segments.push({ text: text.slice(m.start, m.end), strongs: m.strongs });
    last = m.end;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
