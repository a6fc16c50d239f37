import { headingsBefore, psalmTitle, verseRecord } from './bible.ts';
import type { Token } from './format.ts';
import { ScriptureError, assertTranslation, type Translation } from './errors.ts';
import { kjv, verseCount, verseId } from './kjv.ts';
import { parseReference } from './references.ts';
import { LruMemo } from '../lib/lru.ts';

/** One verse of a passage. */
export interface PassageVerse {
  book: string;
  chapter: number;
  verse: number;
  /** The verse's text in the passage's translation; the translators' italics as *emphasis*. */
  text: string;
}

/** A line that stands above a verse without a number: a Psalm's title or Psalm 119's letters. */
export interface PassageTitle {
  book: string;
  chapter: number;
  /** The verse it stands before. */
  verse: number;
  text: string;
  /**
   * 'title' for a Psalm's title (which has tagged words), 'heading' for a line above a verse
   * (Psalm 119's letters; the WEB's 'BOOK 2' above Psalm 42).
   */
  kind: 'title' | 'heading';
}

/** A passage ready for the reading screen. */
export interface Passage {
  /** Normalised display reference, e.g. 'Exodus 16:1-36'. */
  reference: string;
  translation: Translation;
  /**
   * The spec's body format: blocks separated by a blank line; each verse is 'N text';
   * '## {Book} {chapter}' before the first verse of every chapter after the first, and before the
   * first verse too when the reference has several readings ('Genesis 1; Matthew 1'), so that each
   * reading stands under its own heading (decision 158);
   * '### {line}' for a Psalm's title or Psalm 119's letter headings (decision 119).
   */
  passage: string;
  verses: PassageVerse[];
  titles: PassageTitle[];
}

/** Longest passage served at once: the whole book of Psalms (2,461 verses) fits. */
export const MAX_PASSAGE_VERSES = 2_500;

/** Text of tagged tokens as the reading screen shows it: supplied words as *emphasis*. */
export function displayText(tokens: readonly Token[]): string {
  let out = '';
  for (const t of tokens) {
    if (typeof t === 'string') out += t;
    else if ((t[2] ?? '').includes('i') && t[0].trim()) out += `*${t[0]}*`;
    else out += t[0];
  }
  return out.replace(/\s+/g, ' ').trim();
}

function verseText(
  translation: Translation,
  id: number,
  book: string,
  chapter: number,
  verse: number,
): string | undefined {
  if (translation === 'kjv') return kjv().texts[id];
  const record = verseRecord(`${book} ${chapter}:${verse}`, translation);
  return record ? displayText(record.w) : undefined;
}

/**
 * The text of a reference in the given translation ('kjv' or 'web'). The KJV is the kjv
 * package's 1769 text (decision 003); the WEB comes from the CrossWire module (decision 119),
 * and its six verses that modern editions leave out are skipped. Throws ScriptureError
 * ('invalid_reference', 'unknown_translation' or 'passage_too_long').
 */
export function getPassage(ref: string, translation: string = 'kjv'): Passage {
  const t = assertTranslation(translation);
  return passages.get(`${t}|${ref.trim()}`, () => buildPassage(ref, t));
}

/**
 * Passages never change: the most recently asked are kept, so Today does not re-parse and
 * re-format the same reference on every request. Callers must treat the result as read-only.
 */
const passages = new LruMemo<Passage>(500);

function buildPassage(ref: string, t: Translation): Passage {
  const parsed = parseReference(ref, t);
  const verses: PassageVerse[] = [];
  const titles: PassageTitle[] = [];
  const blocks: string[] = [];
  let last: { book: string; chapter: number } | undefined;
  const severalReadings = parsed.ranges.length > 1;
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
      if (last ? last.book !== range.book || last.chapter !== chapter : severalReadings) {
        blocks.push(`## ${range.book} ${chapter}`);
      }
      last = { book: range.book, chapter };
      // Headings and a Psalm's title, in the order the translation prints them: headings
      // before the title (the WEB's 'BOOK 2' above Psalm 42's), the title, then the verse's own.
      const before: [kind: 'title' | 'heading', text: string][] = [];
      if (verse === 1) {
        for (const h of headingsBefore(`${range.book} ${chapter}:0`, t))
          before.push(['heading', h]);
        const title = range.book === 'Psalms' ? psalmTitle(chapter, t)?.text : undefined;
        if (title) before.push(['title', title]);
      }
      for (const h of headingsBefore(`${range.book} ${chapter}:${verse}`, t)) {
        before.push(['heading', h]);
      }
      for (const [kind, text] of before) {
        titles.push({ book: range.book, chapter, verse, text, kind });
        blocks.push(`### ${text}`);
      }
      const text = verseText(t, id, range.book, chapter, verse);
      if (text !== undefined) {
        verses.push({ book: range.book, chapter, verse, text });
        blocks.push(`${verse} ${text}`);
      }
      verse += 1;
    }
  }
  return {
    reference: parsed.reference,
    translation: t,
    passage: blocks.join('\n\n'),
    verses,
    titles,
  };
}
