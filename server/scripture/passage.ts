import { ScriptureError, assertTranslation, type Translation } from './errors.ts';
import { kjv, verseCount, verseId } from './kjv.ts';
import { parseReference } from './references.ts';

/** One verse of a passage. */
export interface PassageVerse {
  book: string;
  chapter: number;
  verse: number;
  /** KJV text; the translators' italics as *emphasis*. */
  text: string;
}

/** A passage ready for the reading screen. */
export interface Passage {
  /** Normalised display reference, e.g. 'Exodus 16:1-36'. */
  reference: string;
  translation: Translation;
  /**
   * The spec's body format: blocks separated by a blank line; each verse is 'N text';
   * '## {Book} {chapter}' before the first verse of every chapter after the first.
   */
  passage: string;
  verses: PassageVerse[];
}

/** Longest passage served at once: the whole book of Psalms (2,461 verses) fits. */
export const MAX_PASSAGE_VERSES = 2_500;

/**
 * The text of a reference in the given translation (only 'kjv' today). Throws ScriptureError
 * ('invalid_reference', 'unknown_translation' or 'passage_too_long').
 */
export function getPassage(ref: string, translation: string = 'kjv'): Passage {
  const t = assertTranslation(translation);
  const parsed = parseReference(ref, t);
  const { texts } = kjv();
  const verses: PassageVerse[] = [];
  const blocks: string[] = [];
  let last: { book: string; chapter: number } | undefined;
  for (const range of parsed.ranges) {
    const from = verseId(range.bookIndex, range.startChapter, range.startVerse);
    const to = verseId(range.bookIndex, range.endChapter, range.endVerse);
    if (verses.length + (to - from + 1) > MAX_PASSAGE_VERSES) {
      throw new ScriptureError(
        'passage_too_long',
        `${parsed.reference} is too long to show at once: please ask for at most ${MAX_PASSAGE_VERSES} verses`,
      );
    }
    let chapter = range.startChapter;
    let verse = range.startVerse;
    for (let id = from; id <= to; id++) {
      if (verse > verseCount(range.bookIndex, chapter)) {
        chapter += 1;
        verse = 1;
      }
      if (last && (last.book !== range.book || last.chapter !== chapter)) {
        blocks.push(`## ${range.book} ${chapter}`);
      }
      const text = texts[id] ?? '';
      verses.push({ book: range.book, chapter, verse, text });
      blocks.push(`${verse} ${text}`);
      last = { book: range.book, chapter };
      verse += 1;
    }
  }
  return { reference: parsed.reference, translation: t, passage: blocks.join('\n\n'), verses };
}
