import { describe, expect, it } from 'vitest';
import { verseReferences } from '../scripture/bible.ts';
import { lexiconEntry } from '../strongs/strongs.ts';
import { strongsOccurrences, taggedStrongsNumbers } from './occurrences.ts';

describe('Strong’s numbers in the shipped KJV', () => {
  it('tags every word with a number that has a lexicon entry', async () => {
    const numbers = taggedStrongsNumbers();
    expect(numbers.length).toBeGreaterThan(8000);
    const missing: string[] = [];
    for (const n of numbers) if (!(await lexiconEntry(n))) missing.push(n);
    expect(missing).toEqual([]);
  });

  it('finds the verses of a Strong’s number in canonical order', () => {
    const agape = strongsOccurrences('G26');
    expect(agape.length).toBeGreaterThanOrEqual(90);
    expect(agape[0]).toBe('Matthew 24:12');
    const ids = verseReferences('kjv');
    const position = new Map(ids.map((r, i) => [r, i]));
    const day = strongsOccurrences('H3117');
    expect(day).toContain('Genesis 1:5');
    expect(
      day.every(
        (r, i) => i === 0 || (position.get(r) ?? 0) > (position.get(day[i - 1] as string) ?? 0),
      ),
    ).toBe(true);
    expect(strongsOccurrences('G3203')).toEqual([]);
  });
});
