/** One dictionary entry as read from the public-domain Strong's XML (no verses yet). */
export interface LexiconEntry {
  /** Canonical number, e.g. 'H4057', 'G26'. */
  number: string;
  /** The word in Hebrew or Greek script. */
  original: string;
  transliteration: string;
  /** Strong's pronunciation guide, e.g. "mid-bawr'". */
  pronunciation: string | null;
  /** Words, e.g. 'masculine noun'; null for Greek (the Greek XML has no part of speech). */
  partOfSpeech: string | null;
  /** Readable definition: meaning, derivation, senses and KJV usage in one paragraph. */
  definition: string;
  /** How the KJV renders the word, e.g. ['desert', 'south', 'speech', 'wilderness']. */
  kjvRenderings: string[];
}

/** Called between chunks of work so a long parse never holds the event loop for long. */
export type Pause = () => Promise<void>;

export const noPause: Pause = async () => {};

/**
 * A copy of a string that does not keep the text it was cut from alive: V8 may represent a
 * substring as a slice of its parent, and our parent is a multi-megabyte XML file.
 */
export function detach(s: string): string {
  return Buffer.from(s, 'utf8').toString('utf8');
}

/** The entry with every string copied out of the source text (see detach). */
export function detachEntry(e: LexiconEntry): LexiconEntry {
  return {
    number: detach(e.number),
    original: detach(e.original),
    transliteration: detach(e.transliteration),
    pronunciation: e.pronunciation === null ? null : detach(e.pronunciation),
    partOfSpeech: e.partOfSpeech === null ? null : detach(e.partOfSpeech),
    definition: detach(e.definition),
    kjvRenderings: e.kjvRenderings.map(detach),
  };
}
