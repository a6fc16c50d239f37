import { describe, expect, it } from 'vitest';
import { groupForWrapping, splitVerse } from './strongs-words.ts';

describe('splitVerse', () => {
  const text = 'And the LORD said, *It is* manna.';

  it('keeps the whole text, in order, with italics and clickable words', () => {
    const segments = splitVerse(text, [
      [8, 12, 'H3068'],
      [27, 32, 'H4478'],
    ]);
    expect(segments).toEqual([
      { text: 'And the ', italic: false },
      { text: 'LORD', italic: false, strongs: 'H3068' },
      { text: ' said, ', italic: false },
      { text: 'It is', italic: true },
      { text: ' ', italic: false },
      { text: 'manna', italic: false, strongs: 'H4478' },
      { text: '.', italic: false },
    ]);
  });

  it('gives each occurrence its own number', () => {
    const day = 'the Day, and the first day.';
    const segments = splitVerse(day, [
      [4, 7, 'H3117'],
      [23, 26, 'H3119'],
    ]).filter((s) => s.strongs);
    expect(segments.map((s) => [s.text, s.strongs])).toEqual([
      ['Day', 'H3117'],
      ['day', 'H3119'],
    ]);
  });

  it('ignores spans that would cut the text or the italics', () => {
    const segments = splitVerse(text, [
      [18, 22, 'H1'], // '*It ' crosses an italic marker
      [40, 45, 'H2'], // past the end
      [8, 12, 'H3068'],
      [9, 11, 'H3'], // overlaps the one before
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('And the LORD said, It is manna.');
    expect(segments.filter((s) => s.strongs).map((s) => s.strongs)).toEqual(['H3068']);
  });

  it('is plain text with italics when there are no words', () => {
    expect(splitVerse('*It is* manna.')).toEqual([
      { text: 'It is', italic: true },
      { text: ' manna.', italic: false },
    ]);
    expect(splitVerse('')).toEqual([]);
  });
});

describe('splitVerse with marginal notes', () => {
  it('puts each note mark where its offset says, after the word', () => {
    const text = 'the first day.';
    expect(splitVerse(text, [[10, 13, 'H3117']], [13, 14])).toEqual([
      { text: 'the first ', italic: false },
      { text: 'day', italic: false, strongs: 'H3117' },
      { text: '', italic: false, note: 0 },
      { text: '.', italic: false },
      { text: '', italic: false, note: 1 },
    ]);
  });

  it('never cuts a clickable word or loses text', () => {
    const text = 'And *it was* manna';
    const segments = splitVerse(text, [[13, 18, 'H4478']], [15, 7]);
    expect(segments.map((s) => s.text).join('')).toBe('And it was manna');
    expect(segments.find((s) => s.strongs)?.text).toBe('manna');
    expect(segments.filter((s) => s.note !== undefined).map((s) => s.note)).toEqual([1, 0]);
  });
});

describe('groupForWrapping', () => {
  it('keeps a clickable word with the punctuation and note mark it touches', () => {
    const text = 'the “day”, and *it was* good.';
    const segments = splitVerse(
      text,
      [
        [5, 8, 'H3117'],
        [24, 28, 'H2896'],
      ],
      [28],
    );
    expect(groupForWrapping(segments)).toEqual([
      { text: 'the ', italic: false },
      {
        nowrap: [
          { text: '“', italic: false },
          { text: 'day', italic: false, strongs: 'H3117' },
          { text: '”,', italic: false },
        ],
      },
      { text: ' and ', italic: false },
      { text: 'it was', italic: true },
      { text: ' ', italic: false },
      {
        nowrap: [
          { text: 'good', italic: false, strongs: 'H2896' },
          { text: '', italic: false, note: 0 },
          { text: '.', italic: false },
        ],
      },
    ]);
  });

  it('leaves a word with spaces on both sides as it is', () => {
    expect(groupForWrapping(splitVerse('a day ago', [[2, 5, 'H3117']]))).toEqual([
      { text: 'a ', italic: false },
      { text: 'day', italic: false, strongs: 'H3117' },
      { text: ' ago', italic: false },
    ]);
  });
});
