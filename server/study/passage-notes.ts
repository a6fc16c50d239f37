import type { Translation } from '../scripture/errors.ts';
import { getPassage } from '../scripture/passage.ts';
import { verseRecord } from '../scripture/bible.ts';
import { placeNotes, type PlacedNote } from './verse-words.ts';

/** The marginal notes of a passage, keyed like its Strong's words ('16:15', 'Book 2:1'). */
export interface PassageNotes {
  reference: string;
  translation: Translation;
  verses: Record<string, PlacedNote[]>;
}

/**
 * The translators' marginal notes of a passage (the KJV's 'Heb.' renderings and alternatives,
 * the WEB's footnotes), each placed after the word it belongs to in the text as shown. Throws
 * ScriptureError for a reference or translation the scripture service cannot serve.
 */
export function passageNotes(ref: string, translation: string = 'kjv'): PassageNotes {
  const passage = getPassage(ref, translation);
  const firstBook = passage.verses[0]?.book;
  const verses: Record<string, PlacedNote[]> = {};
  for (const v of passage.verses) {
    const record = verseRecord(`${v.book} ${v.chapter}:${v.verse}`, passage.translation);
    if (!record?.notes?.length) continue;
    const key = `${v.book === firstBook ? '' : `${v.book} `}${v.chapter}:${v.verse}`;
    verses[key] = placeNotes(v.text, record.w, record.notes);
  }
  return { reference: passage.reference, translation: passage.translation, verses };
}
