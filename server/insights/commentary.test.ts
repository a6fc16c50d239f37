import { describe, expect, it } from 'vitest';
import { commentary } from '../study/commentary.ts';
import {
  COMMENTARY_WORDS,
  CUT_MARK,
  commentaryOn,
  commentarySources,
  passageCommentary,
  wordCount,
} from './commentary.ts';

const totalWords = (list: { text: string }[]) => list.reduce((n, c) => n + wordCount(c.text), 0);

describe('commentary on a passage', () => {
  it("gives Matthew Henry's sections on Exodus 16 whole, with headings and verses", () => {
    const sections = commentaryOn('Exodus 16');
    expect(sections.map((s) => [s.heading, s.reference])).toEqual([
      ['Verses 1-12', 'Exodus 16:1-12'],
      ['Verses 13-21', 'Exodus 16:13-21'],
      ['Verses 22-31', 'Exodus 16:22-31'],
      ['Verses 32-36', 'Exodus 16:32-36'],
    ]);
    const file = commentary('mhcc').sections.filter((s) => s.book === 'Exodus' && s.chapter === 16);
    for (const s of sections) {
      expect(s).toMatchObject({ author: 'Matthew Henry', work: 'Concise Commentary' });
      expect(s.abridged).toBe(false);
      expect(file.some((f) => f.text.replace(/\s+/g, ' ') === s.text)).toBe(true);
    }
    // The chapter outline (an introduction repeating the headings) is left out.
    expect(sections.some((s) => s.text.includes('Chapter Outline'))).toBe(false);
    expect(commentarySources(sections)).toEqual(["Matthew Henry's Concise Commentary"]);
  });

  it('keeps only the sections that overlap a part of a chapter', () => {
    expect(commentaryOn('Exodus 16:13-16').map((s) => s.heading)).toEqual(['Verses 13-21']);
    expect(commentaryOn('Romans 8:28').map((s) => s.reference)).toEqual(['Romans 8:28-31']);
  });

  it('adds Spurgeon on the Psalms after Matthew Henry and keeps his introduction', () => {
    const sections = commentaryOn('Psalm 23');
    expect(sections[0]).toMatchObject({ author: 'Matthew Henry', heading: 'Introduction' });
    expect(sections[0]?.text).toContain('The Lord is my shepherd');
    const spurgeon = sections.filter((s) => s.author === 'C. H. Spurgeon');
    expect(spurgeon.map((s) => s.heading)).toEqual([
      'Introduction',
      'Verse 1.',
      'Verse 2.',
      'Verse 3.',
      'Verse 4.',
      'Verse 5.',
      'Verse 6.',
    ]);
    expect(spurgeon.every((s) => s.work === 'The Treasury of David')).toBe(true);
    expect(commentarySources(sections)).toEqual([
      "Matthew Henry's Concise Commentary",
      "Spurgeon's Treasury of David",
    ]);
  });

  it('caps the words of a passage, cutting whole paragraphs or sentences with a clear mark', () => {
    const sections = commentaryOn('Psalm 23');
    expect(totalWords(sections)).toBeLessThanOrEqual(COMMENTARY_WORDS + sections.length);
    const cut = sections.filter((s) => s.abridged);
    expect(cut.length).toBeGreaterThan(0);
    for (const s of cut)
      expect(s.text.endsWith(`.${CUT_MARK}`) || s.text.endsWith(` ${CUT_MARK}`)).toBe(true);
    for (const s of sections.filter((x) => !x.abridged)) expect(s.text).not.toContain(CUT_MARK);
    // Whole sentences: what is kept before the mark ends a sentence.
    for (const s of cut) expect(s.text.replace(` ${CUT_MARK}`, '')).toMatch(/[.!?;:"”’)]$/);
  });

  it('keeps the first sections of each work for a very long reading', () => {
    const sections = commentaryOn('Psalm 119', { words: 2500 });
    expect(totalWords(sections)).toBeLessThanOrEqual(2500 + sections.length);
    expect(sections.length).toBeLessThanOrEqual(25);
    const henry = sections.filter((s) => s.author === 'Matthew Henry').map((s) => s.heading);
    const spurgeon = sections.filter((s) => s.author === 'C. H. Spurgeon').map((s) => s.heading);
    expect(henry.slice(0, 3)).toEqual(['Introduction', 'Verses 1-8', 'Verses 9-16']);
    expect(spurgeon.length).toBeGreaterThan(5);
  });

  it('is empty for a reference that does not parse, and remembered per passage', () => {
    expect(commentaryOn('Hezekiah 3:1')).toEqual([]);
    expect(passageCommentary('Ruth 1')).toBe(passageCommentary('Ruth 1'));
  });
});
