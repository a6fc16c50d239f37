import { describe, expect, it } from 'vitest';
import { STRONGS_WORDS, splitStrongsWords, type SplitOptions } from './strongs-words.ts';

const words = (text: string, options?: SplitOptions) =>
  splitStrongsWords(text, options)
    .filter((s) => s.strongs)
    .map((s) => [s.text, s.strongs]);

describe('STRONGS_WORDS', () => {
  it('holds the 27 words of the spec with their numbers', () => {
    expect(Object.keys(STRONGS_WORDS)).toHaveLength(27);
    expect(STRONGS_WORDS.wilderness).toBe('H4057');
    expect(STRONGS_WORDS.provide).toBe('H3559');
  });
});

describe('splitStrongsWords', () => {
  it('matches whole words case-insensitively, next to punctuation', () => {
    expect(words('Wilderness, and the wilderness.')).toEqual([
      ['Wilderness', 'H4057'],
      ['wilderness', 'H4057'],
    ]);
    expect(words('by DAY and by Night;')).toEqual([
      ['DAY', 'H3119'],
      ['Night', 'H3915'],
    ]);
  });

  it('does not match inside longer words', () => {
    expect(words('the wildernesses, mislead, daylight, seas, fireworks')).toEqual([]);
  });

  it('keeps the whole text, in order', () => {
    const text = 'in a pillar of a cloud, to lead them';
    const segments = splitStrongsWords(text);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments).toEqual([
      { text: 'in a ' },
      { text: 'pillar', strongs: 'H5982' },
      { text: ' of a ' },
      { text: 'cloud', strongs: 'H6051' },
      { text: ', to ' },
      { text: 'lead', strongs: 'H5148' },
      { text: ' them' },
    ]);
  });

  it('returns plain text when nothing matches, and nothing for empty text', () => {
    expect(splitStrongsWords('And Moses took the bones')).toEqual([
      { text: 'And Moses took the bones' },
    ]);
    expect(splitStrongsWords('')).toEqual([]);
  });
});

describe('splitStrongsWords with the server’s words for a verse', () => {
  it('adds the server’s words, the spec’s number winning where both name a word', () => {
    const verseWords = { moses: 'H4872', wilderness: 'H9999', led: 'H5148' };
    expect(words('And Moses led them into the wilderness.', { verseWords })).toEqual([
      ['Moses', 'H4872'],
      ['led', 'H5148'],
      ['wilderness', 'H4057'],
    ]);
  });

  it('keys words as the server does: a possessive ending is not part of the word', () => {
    expect(words("the LORD's people", { verseWords: { lord: 'H3068' } })).toEqual([
      ['LORD', 'H3068'],
    ]);
  });

  it('leaves the translators’ supplied words alone, except for the spec’s list', () => {
    const verseWords = { was: 'H1961', near: 'H7138' };
    expect(words('was near', { verseWords, italic: true })).toEqual([]);
    expect(words('fire', { verseWords, italic: true })).toEqual([['fire', 'H784']]);
  });

  it('ignores inherited object keys', () => {
    expect(words('the constructor of toString', { verseWords: {} })).toEqual([]);
  });
});
