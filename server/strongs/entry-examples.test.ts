import { describe, expect, it } from 'vitest';
import { psalmTitleTokens } from '../scripture/bible.ts';
import { verseNumbers } from '../study/verse-words.ts';
import { lexiconEntry, lookup, showsWord } from './strongs.ts';

describe("a Strong's entry's example verses show the word", () => {
  it('lists a word of a Psalm title as the title, not as verse 1', async () => {
    const psalm = await lookup('H4210');
    expect(psalm?.verses.slice(0, 3).map((v) => v.reference)).toEqual([
      'Psalm 3, title',
      'Psalm 4, title',
      'Psalm 5, title',
    ]);
    expect(psalm?.verses[0]?.text).toMatch(/Psalm of David/);
    for (const n of ['H4387', 'H4905', 'H7692', 'H1665']) {
      const entry = await lookup(n);
      expect(entry?.verses[0]?.reference, n).toMatch(/^Psalm \d+, title$/);
    }
  });

  it('opens every entry with verses that show it, wherever the entry has three', async () => {
    const wrong: string[] = [];
    let entries = 0;
    for (const [language, last] of [
      ['H', 8674],
      ['G', 5624],
    ] as const) {
      for (let n = 1; n <= last; n++) {
        const entry = await lookup(`${language}${n}`);
        if (!entry) continue;
        entries++;
        const renderings = (await lexiconEntry(entry.number))?.kjvRenderings ?? [];
        const shows = entry.verses.map(
          (v) => / title$/.test(v.reference) || showsWord(v, entry.number, renderings),
        );
        const among = shows.slice(0, 3).filter(Boolean).length;
        const possible = Math.min(3, shows.filter(Boolean).length);
        if (among < possible) wrong.push(entry.number);
        // A word of a Psalm's title is listed as the title, never as the Psalm's first verse.
        for (const v of entry.verses.slice(0, 3)) {
          const m = /^Psalms (\d+):1$/.exec(v.reference);
          const title = m ? psalmTitleTokens(Number(m[1])) : undefined;
          if (
            title &&
            verseNumbers(title).has(entry.number) &&
            !showsWord(v, entry.number, renderings)
          ) {
            wrong.push(`${entry.number} ${v.reference}`);
          }
        }
      }
    }
    expect(entries).toBeGreaterThan(14_000);
    expect(wrong).toEqual([]);
  }, 240_000);
});
