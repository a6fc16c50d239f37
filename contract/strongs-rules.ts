// The Strong's word tokenizer without zod: the reading screen imports it (decision 092).

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
