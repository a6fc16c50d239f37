import { LruMemo } from '../lib/lru.ts';
import { isOldTestament } from '../scripture/books.ts';
import type { Translation } from '../scripture/errors.ts';
import { getPassage } from '../scripture/passage.ts';
import { psalmTitleTokens, verseRecord } from '../study/bible.ts';
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

/** Passages never change, so results are kept for the most recently asked ones. */
const cache = new LruMemo<PassageWords>(300);

/**
 * The passage's normalised reference and the clickable words of each verse. Throws
 * ScriptureError for a reference or translation the scripture service cannot serve.
 * Memoised per reference and translation (LRU of 300).
 */
export function passageWords(ref: string, translation: string = 'kjv'): PassageWords {
  return cache.get(`${translation.trim().toLowerCase()}|${ref.trim()}`, () =>
    compute(ref, translation),
  );
}
