import { badRequest } from '../errors.ts';
import { LruMemo } from '../lib/lru.ts';
import { isOldTestament } from '../scripture/books.ts';
import { assertTranslation, type Translation } from '../scripture/errors.ts';
import { verseCount } from '../scripture/kjv.ts';
import { getPassage } from '../scripture/passage.ts';
import { parseReference } from '../scripture/references.ts';
import { psalmTitleTokens, verseRecord } from '../scripture/bible.ts';
import { kjvRenderings } from '../study/occurrences.ts';
import { verseWordSpans, type WordSpan } from '../study/verse-words.ts';

/**
 * The clickable words of a passage (decision 119), keyed as the reading screen keys its
 * verses: 'chapter:verse' ('16:15') for the first book, 'Book chapter:verse' for a later book
 * of the same passage; a Psalm's title is verse 0 ('3:0').
 */
export interface PassageWords {
  reference: string;
  translation: Translation;
  verses: Record<string, WordSpan[]>;
}

function compute(ref: string, translation: string): PassageWords {
  const passage = getPassage(ref, translation);
  const t = passage.translation;
  const firstBook = passage.verses[0]?.book ?? passage.titles[0]?.book;
  const verses: Record<string, WordSpan[]> = {};
  const keyOf = (book: string, chapter: number, verse: number) =>
    `${book === firstBook ? '' : `${book} `}${chapter}:${verse}`;
  const put = (key: string, spans: WordSpan[]) => {
    if (spans.length > 0) verses[key] = spans;
  };
  for (const title of passage.titles) {
    if (title.kind !== 'title') continue;
    const tokens = psalmTitleTokens(title.chapter, t);
    if (!tokens) continue;
    const kjvTokens = t === 'kjv' ? undefined : psalmTitleTokens(title.chapter, 'kjv');
    put(
      keyOf(title.book, title.chapter, 0),
      verseWordSpans(title.text, tokens, {
        language: 'H',
        ...(t === 'kjv' ? {} : { checkAgainst: kjvTokens ?? [], renderings: kjvRenderings }),
      }),
    );
  }
  for (const v of passage.verses) {
    const reference = `${v.book} ${v.chapter}:${v.verse}`;
    const record = verseRecord(reference, t);
    if (!record) continue;
    const language = isOldTestament(v.book) ? 'H' : 'G';
    if (t === 'kjv') {
      put(keyOf(v.book, v.chapter, v.verse), verseWordSpans(v.text, record.w, { language }));
    } else {
      // The WEB module's tags are looser than the KJV's: a WEB word keeps its tag only where it
      // lines up with the KJV's tags of the same verse (issue 26), on words that carry meaning.
      const kjvTokens = verseRecord(reference, 'kjv')?.w ?? [];
      put(
        keyOf(v.book, v.chapter, v.verse),
        verseWordSpans(v.text, record.w, {
          language,
          checkAgainst: kjvTokens,
          renderings: kjvRenderings,
        }),
      );
    }
  }
  return { reference: passage.reference, translation: t, verses };
}

/**
 * Every chapter's words, each computed once (decision 154): 1,189 chapters in two translations, a few
 * kilobytes each, so the memo holds them all and no sequence of requests computes one twice.
 */
const chapters = new LruMemo<PassageWords>(2 * 1_189);

/** A chapter's words, keyed 'chapter:verse' (its Psalm title as verse 0). */
function chapterWords(
  book: string,
  bookIndex: number,
  chapter: number,
  t: Translation,
): PassageWords {
  // Every verse named: 'Jude 1' alone would be read as its first verse.
  const whole = `${book} ${chapter}:1-${verseCount(bookIndex, chapter)}`;
  return chapters.get(`${t}|${book} ${chapter}`, () => compute(whole, t));
}

/**
 * The clickable words of a reference within one chapter (the reading screen asks chapter by chapter, so
 * a reading of any length costs a few cached answers): its normalised reference and the words of each
 * verse asked for, read from that chapter's memoised words. Throws a 400 for a reference over more than
 * one chapter, and ScriptureError for one the scripture service cannot serve.
 */
export function passageWords(ref: string, translation: string = 'kjv'): PassageWords {
  const t = assertTranslation(translation);
  const parsed = parseReference(ref, t);
  const first = parsed.ranges[0];
  if (
    !first ||
    parsed.ranges.some(
      (r) =>
        r.bookIndex !== first.bookIndex ||
        r.startChapter !== first.startChapter ||
        r.endChapter !== first.startChapter,
    )
  ) {
    throw badRequest(
      `Strong's words come one chapter at a time: ${parsed.reference} spans more than one (ask for ${first?.book ?? 'Genesis'} ${first?.startChapter ?? 1}, then the next)`,
      'one_chapter_at_a_time',
    );
  }
  const whole = chapterWords(first.book, first.bookIndex, first.startChapter, t);
  const verses: Record<string, PassageWords['verses'][string]> = {};
  for (const range of parsed.ranges) {
    const from = range.startVerse === 1 ? 0 : range.startVerse;
    for (let v = from; v <= range.endVerse; v++) {
      const key = `${range.startChapter}:${v}`;
      const spans = whole.verses[key];
      if (spans) verses[key] = spans;
    }
  }
  return { reference: parsed.reference, translation: t, verses };
}
