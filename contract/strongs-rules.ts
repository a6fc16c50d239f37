// The Strong's word rules without zod: the server and the reading screen import them (decision 092).

/**
 * Words clickable in verse text (outside the translators' italics) with the number they open
 * when the verse's own tags do not tag them; only when the verse's original text holds that
 * number, and never a Hebrew number in the New Testament (decision 150; a verse's tag wins).
 */
export const STRONGS_WORDS: Readonly<Record<string, string>> = {
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

/** One word of verse text, as the Strong's word map keys it. */
export interface StrongsWordToken {
  /** The word in lower case: the key in `StrongsWordsResponse.words[verse]`. */
  key: string;
  /** Where the word is in the text given (end exclusive). */
  start: number;
  end: number;
  /** Inside the translators' supplied words (*like this*): such words have no Strong's number. */
  italic: boolean;
}

/**
 * Splits KJV verse text into the words the Strong's word map is keyed by. A word is a run of
 * ASCII letters and its key is that run in lower case; a possessive ending is not part of the
 * word ("LORD's" → 'lord', "sons'" → 'sons'); a hyphen separates two words; the '*' markers of
 * supplied words are not words but set `italic`. The server matches words with this same
 * function, so the reading screen can rely on it to find the clickable words.
 */
export function strongsWordTokens(text: string): StrongsWordToken[] {
  const tokens: StrongsWordToken[] = [];
  let italic = false;
  for (const m of text.matchAll(/\*|[A-Za-z]+/g)) {
    const word = m[0];
    if (word === '*') {
      italic = !italic;
      continue;
    }
    // The 's' of "king's" (or "LORD'S") belongs to the word before it.
    if ((word === 's' || word === 'S') && m.index > 0 && /['’]/.test(text[m.index - 1] ?? '')) {
      continue;
    }
    tokens.push({ key: word.toLowerCase(), start: m.index, end: m.index + word.length, italic });
  }
  return tokens;
}
