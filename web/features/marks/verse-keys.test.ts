import { describe, expect, it } from 'vitest';
import type { Mark } from '@contract/marks.ts';
import { describeMarks } from '@/lib/verse-marks.ts';
import { firstBookOf, placeOf, stateOf } from './verse-keys.ts';

const mark = (over: Partial<Mark>): Mark => ({
  id: 1,
  kind: 'highlight',
  book: 'Psalms',
  slug: 'psalms',
  chapter: 46,
  verseStart: 10,
  verseEnd: 10,
  reference: 'Psalm 46:10',
  color: 'yellow',
  note: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  ...over,
});

describe('verse keys and marks', () => {
  it('reads the passage’s keys as canonical places', () => {
    const first = firstBookOf('Psalm 46');
    expect(first?.name).toBe('Psalms');
    expect(placeOf('46:10', first)).toMatchObject({ chapter: 46, verse: 10 });
    expect(placeOf('Proverbs 3:5', first)?.book.name).toBe('Proverbs');
    // A Psalm's title is verse 0: not a verse to mark.
    expect(placeOf('46:0', first)).toBeUndefined();
  });

  it('shows the newest highlight covering a verse, bookmarks and notes, and says them in words', () => {
    const place = placeOf('46:10', firstBookOf('Psalm 46'))!;
    const marks = [
      mark({ id: 1, color: 'yellow' }),
      mark({
        id: 2,
        color: 'blue',
        verseStart: 9,
        verseEnd: 11,
        updatedAt: '2027-02-01T00:00:00.000Z',
      }),
      mark({ id: 3, kind: 'bookmark', color: null }),
      mark({ id: 4, kind: 'note', color: null, note: 'Be still' }),
      mark({ id: 5, chapter: 47, color: 'pink' }),
    ];
    const state = stateOf(marks, place, false);
    expect(state).toEqual({ color: 'blue', bookmarked: true, notes: 1, selected: false });
    expect(describeMarks(state)).toBe('highlighted, blue; bookmarked; 1 note');
    expect(describeMarks(stateOf([], place, true))).toBe('');
  });
});
