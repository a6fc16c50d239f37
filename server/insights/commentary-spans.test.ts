import { describe, expect, it } from 'vitest';
import { BOOKS } from '../scripture/books.ts';
import { verseCount } from '../scripture/kjv.ts';
import { commentary, commentaryFor, isOutlineParagraph } from '../study/commentary.ts';
import { commentaryOn, sentencesOf, withoutTrailingCitation } from './commentary.ts';

const henry = (reference: string) => commentaryOn(reference, { works: ['mhcc'] });

describe('Matthew Henry is found where he wrote', () => {
  it('finds his section on John 3:16: "Verses 1-8" runs to verse 21, as his outline says', () => {
    const sections = henry('John 3:16');
    expect(sections.map((s) => [s.heading, s.reference])).toEqual([['Verses 1-21', 'John 3:1-21']]);
    expect(sections[0]?.text).toMatch(/^Nicodemus was afraid/);
  });

  it.each([
    ['Matthew 13:36-43', 'Matthew 13:24-30, 36-43'],
    ['Psalm 95:8-11', 'Psalms 95:1-11'],
    ['Deuteronomy 20:13-20', 'Deuteronomy 20:10-20'],
    ['1 Samuel 25:40-44', '1 Samuel 25:32-44'],
  ])('finds %s in %s', (passage, section) => {
    expect(henry(passage).map((s) => s.reference)).toContain(section);
  });

  it('has something of his on every verse of the Bible', () => {
    const missing: string[] = [];
    for (const [b, book] of BOOKS.entries()) {
      for (let chapter = 1; chapter <= book.chapters; chapter++) {
        for (let verse = 1; verse <= verseCount(b, chapter); verse++) {
          const range = { book: book.name, startChapter: chapter, endChapter: chapter };
          const found = commentaryFor(
            { ...range, startVerse: verse, endVerse: verse },
            'mhcc',
            true,
          );
          if (found.length === 0) missing.push(`${book.name} ${chapter}:${verse}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('chapter outlines are not commentary', () => {
  it('recognises an outline with or without its heading', () => {
    expect(
      isOutlineParagraph(
        'The person. (Is. 53:1-3) sufferings. (Is. 53:4-9) humiliation, and exaltation of Christ, are minutely described; with the blessings to mankind from his death. (Is. 53:10-12)',
      ),
    ).toBe(true);
    expect(isOutlineParagraph("Christ's discourse with Nicodemus. (1-21)")).toBe(true);
    expect(isOutlineParagraph(henry('John 3:16')[0]?.text ?? '')).toBe(false);
  });

  it('never serves an outline as a section, over every chapter', () => {
    const shown: string[] = [];
    for (const book of BOOKS) {
      for (let chapter = 1; chapter <= book.chapters; chapter++) {
        for (const s of henry(`${book.name} ${chapter}`)) {
          for (const p of s.text.split(/\n\s*\n/)) {
            if (isOutlineParagraph(p)) shown.push(`${s.reference}: ${p.slice(0, 60)}`);
          }
        }
      }
    }
    expect(shown).toEqual([]);
    expect(henry('Isaiah 53').some((s) => s.text.includes('(Is. 53:1-3)'))).toBe(false);
  });
});

describe('a summary sentence of his', () => {
  it('keeps a citation that finishes the sentence (Daniel 7)', () => {
    const section = commentary('mhcc').sections.find(
      (s) => s.book === 'Daniel' && s.chapter === 7 && s.start === 9,
    );
    const sentence = sentencesOf(section?.text ?? '').find((s) => s.includes('especially'));
    expect(sentence).toMatch(/especially Rev\. 20:11,12\.$/);
    expect(withoutTrailingCitation(sentence as string)).toMatch(/especially Rev\. 20:11,12\.$/);
  });

  it('drops a citation that only follows a finished sentence', () => {
    expect(withoutTrailingCitation('He is the true God, 1Jo 5:20.')).toBe('He is the true God.');
  });
});
