import { describe, expect, it } from 'vitest';
import { BOOKS, isOldTestament } from '../scripture/books.ts';
import { getPassage } from '../scripture/passage.ts';
import { verseRecord } from '../scripture/bible.ts';
import { verseNumbers } from '../study/verse-words.ts';
import { passageWords } from './passage-words.ts';

/** The clickable words of one verse as 'word=number' (the text as the passage shows it). */
function words(ref: string, translation: 'kjv' | 'web' = 'kjv'): string[] {
  const passage = getPassage(ref, translation);
  const v = passage.verses[0];
  if (!v) throw new Error(`no ${ref}`);
  const spans = passageWords(ref, translation).verses[`${v.chapter}:${v.verse}`] ?? [];
  return spans.map(([start, end, number]) => `${v.text.slice(start, end)}=${number}`);
}

describe("the fixed word list opens only numbers the verse's original text holds", () => {
  it.each([
    ['Acts 10:32', 'sea'],
    ['Matthew 4:13', 'sea'],
    ['Mark 9:43', 'fire'],
    ['Matthew 27:62', 'day'],
  ])('gives no Hebrew number to %s "%s"', (ref, word) => {
    const got = words(ref);
    expect(got.filter((w) => w.toLowerCase().startsWith(`${word}=`))).not.toContainEqual(
      expect.stringMatching(/=H/),
    );
    expect(got.some((w) => /=H/.test(w))).toBe(false);
  });

  it.each([
    ['Isaiah 42:15', 'dry=H3004'],
    ['Genesis 49:1', 'Gather=H3950'],
    ['Joshua 3:17', 'dry=H3004'],
  ])('does not guess in %s: no %s', (ref, wrong) => {
    expect(words(ref)).not.toContain(wrong);
  });

  it("still opens the verse's own tag for a list word", () => {
    expect(words('Genesis 1:5')).toEqual(expect.arrayContaining(['Day=H3117', 'Night=H3915']));
    expect(words('Exodus 14:21')).toContain('sea=H3220');
  });
});

describe("the WEB's words keep their tags only where they line up with the KJV's", () => {
  it.each([
    ['1 Chronicles 23:31', 'offerings=H3068'],
    ['Song of Solomon 6:4', 'army=H3389'],
    ['Numbers 7:80', 'shekels=H7004'],
    ['Jeremiah 7:32', 'says=H559'],
    ['Genesis 8:21', 'imagination=H3820'],
    ['Psalm 143:8', 'walk=H1870'],
    ['1 Corinthians 9:21', 'without=G3361'],
    ['Hebrews 12:1', 'great=G3956'],
    ['Romans 9:17', 'purpose=G846'],
    ['Luke 12:33', 'fail=G3756'],
  ])('%s: no %s', (ref, wrong) => {
    expect(words(ref, 'web')).not.toContain(wrong);
  });

  it('keeps the tags that do line up', () => {
    expect(words('1 Chronicles 23:31', 'web')).toEqual(
      expect.arrayContaining(['Yahweh=H3068', 'Sabbaths=H7676', 'continually=H8548']),
    );
    expect(words('John 3:16', 'web')).toEqual(
      expect.arrayContaining(['loved=G25', 'world=G2889', 'eternal=G166']),
    );
  });
});

describe('over the whole Bible, both translations', () => {
  it.each(['kjv', 'web'] as const)(
    '%s: no New Testament word opens a Hebrew number, no Old Testament word a Greek one, and every number is one the KJV tags in that verse',
    (translation) => {
      const wrongLanguage: string[] = [];
      const notInVerse: string[] = [];
      let clickable = 0;
      for (const book of BOOKS) {
        const language = isOldTestament(book.name) ? 'H' : 'G';
        for (let chapter = 1; chapter <= book.chapters; chapter++) {
          const ref = `${book.name} ${chapter}`;
          const { verses } = passageWords(ref, translation);
          for (const [key, spans] of Object.entries(verses)) {
            const verse = Number(key.split(':')[1]);
            const tokens = verseRecord(`${book.name} ${chapter}:${verse}`, 'kjv')?.w;
            const held = tokens ? verseNumbers(tokens) : new Set<string>();
            for (const [, , number] of spans) {
              clickable++;
              if (!number.startsWith(language)) wrongLanguage.push(`${ref}:${verse} ${number}`);
              // Psalm titles (verse 0) are checked against the KJV title's own tags by the
              // passage words; verses against the KJV verse's tags.
              if (verse > 0 && !held.has(number)) notInVerse.push(`${ref}:${verse} ${number}`);
            }
          }
        }
      }
      expect(clickable).toBeGreaterThan(translation === 'kjv' ? 300_000 : 100_000);
      expect(wrongLanguage).toEqual([]);
      expect(notInVerse).toEqual([]);
    },
    240_000,
  );
});
