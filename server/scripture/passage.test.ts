import { describe, expect, it } from 'vitest';
import { ScriptureError } from './errors.ts';
import {
  KJV_VERSE_COUNT,
  formatKjvText,
  getVerse,
  kjv,
  verseAt,
  verseId,
  verseReference,
} from './kjv.ts';
import { MAX_PASSAGE_VERSES, getPassage } from './passage.ts';

describe('KJV text', () => {
  it('holds every verse once, in canonical order', () => {
    const { texts } = kjv();
    expect(texts).toHaveLength(KJV_VERSE_COUNT);
    expect(verseId(0, 1, 1)).toBe(0);
    expect(verseId(65, 22, 21)).toBe(KJV_VERSE_COUNT - 1);
    expect(verseReference(verseId(1, 16, 4))).toBe('Exodus 16:4');
    expect(verseAt(verseId(21, 2, 1))).toEqual({ book: 21, chapter: 2, verse: 1 });
    expect(verseId(1, 16, 37)).toBe(-1);
    expect(verseId(1, 41, 1)).toBe(-1);
  });

  it('marks the translators’ italics as *emphasis* and drops the paragraph sign', () => {
    expect(formatKjvText('# And God said, Let there be a [thing] here.')).toBe(
      'And God said, Let there be a *thing* here.',
    );
    expect(getVerse('Genesis', 1, 4)).toBe(
      'And God saw the light, that *it was* good: and God divided the light from the darkness.',
    );
    expect(getVerse('Genesis', 1, 6)).toMatch(/^And God said, Let there be a firmament/);
    const { texts } = kjv();
    expect(texts.some((t) => t.includes('[') || t.includes(']') || t.startsWith('#'))).toBe(false);
  });

  it('answers undefined for verses that do not exist', () => {
    expect(getVerse('Exodus', 16, 4)).toMatch(/^Then said the LORD unto Moses/);
    expect(getVerse('Song of Solomon', 8, 14)).toMatch(/^Make haste, my beloved/);
    expect(getVerse('Exodus', 16, 99)).toBeUndefined();
    expect(getVerse('Hezekiah', 1, 1)).toBeUndefined();
  });
});

describe('getPassage', () => {
  it('formats a single chapter as numbered verse blocks', () => {
    const p = getPassage('Ps 23');
    expect(p.reference).toBe('Psalm 23');
    expect(p.translation).toBe('kjv');
    const blocks = p.passage.split('\n\n');
    expect(blocks).toHaveLength(7);
    // The Psalm's title stands first, as a line of its own without a number.
    expect(blocks[0]).toBe('### A Psalm of David.');
    expect(p.titles).toEqual([
      { book: 'Psalms', chapter: 23, verse: 1, text: 'A Psalm of David.', kind: 'title' },
    ]);
    expect(blocks[1]).toBe('1 The LORD *is* my shepherd; I shall not want.');
    expect(blocks[6]).toMatch(/^6 Surely goodness and mercy shall follow me/);
    expect(p.passage).not.toMatch(/^## /m);
    expect(p.verses.map((v) => v.verse)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(p.verses[0]).toMatchObject({ book: 'Psalms', chapter: 23, verse: 1 });
  });

  it('begins Psalm 3 with its title, and sets Psalm 119 under its letters', () => {
    expect(getPassage('Psalm 3').passage).toMatch(
      /^### A Psalm of David, when he fled from Absalom his son\.\n\n1 LORD, how are they increased/,
    );
    // A title belongs to verse 1: a passage starting later has none.
    expect(getPassage('Psalm 3:2-3').passage).not.toContain('###');
    const p119 = getPassage('Psalm 119:7-10').passage.split('\n\n');
    expect(p119[2]).toMatch(/^### ב BETH\.$/);
    expect(p119[3]).toMatch(/^9 Wherewithal shall a young man cleanse his way\?/);
    expect(p119.filter((b) => b.startsWith('###'))).toHaveLength(1);
    // 116 Psalms have a title, and all 22 letters of Psalm 119 are shown.
    let titled = 0;
    for (let c = 1; c <= 150; c++) {
      if (getPassage(`Psalm ${c}`).titles.some((t) => t.kind === 'title')) titled++;
    }
    expect(titled).toBe(116);
    expect(getPassage('Psalm 119').titles.filter((t) => t.kind === 'heading')).toHaveLength(22);
  });

  it('reads the World English Bible when asked', () => {
    const p = getPassage('John 3:16', 'web');
    expect(p.translation).toBe('web');
    expect(p.passage).toBe(
      '16 For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.',
    );
    expect(getPassage('John 3:16', 'WEB').translation).toBe('web');
  });

  it('gives the KJV words of a single verse', () => {
    const p = getPassage('Exodus 16:4');
    expect(p.passage).toMatch(
      /^4 Then said the LORD unto Moses, Behold, I will rain bread from heaven for you;/,
    );
    expect(p.verses).toHaveLength(1);
  });

  it('puts a sub-heading before each new chapter of a multi-chapter passage', () => {
    const p = getPassage('John 3:35–4:2');
    expect(p.reference).toBe('John 3:35-4:2');
    expect(p.passage.split('\n\n')).toEqual([
      '35 The Father loveth the Son, and hath given all things into his hand.',
      expect.stringMatching(/^36 He that believeth on the Son hath everlasting life/),
      '## John 4',
      expect.stringMatching(/^1 When therefore the Lord knew/),
      '2 (Though Jesus himself baptized not, but his disciples,)',
    ]);
  });

  it('joins the parts of a multi-part reference, each under its own heading', () => {
    const p = getPassage('Exodus 16:4-5; Numbers 11:4');
    const blocks = p.passage.split('\n\n').slice(1);
    expect(p.passage.split('\n\n')[0]).toBe('## Exodus 16');
    expect(blocks.map((b) => b.split(' ').slice(0, 2).join(' '))).toEqual([
      '4 Then',
      '5 And',
      '## Numbers',
      '4 And',
    ]);
    expect(blocks[2]).toBe('## Numbers 11');
    expect(blocks[1]).toContain('*that* which they bring in');
  });

  it('keeps the italics markup in the passage body', () => {
    expect(getPassage('Genesis 1:2').passage).toBe(
      '2 And the earth was without form, and void; and darkness *was* upon the face of the deep. And the Spirit of God moved upon the face of the waters.',
    );
  });

  it('refuses references it cannot serve', () => {
    expect(() => getPassage('Hezekiah 1:1')).toThrow(ScriptureError);
    expect(() => getPassage('John 3:16', 'esv')).toThrow(/not a translation we offer/);
    expect(() => getPassage('Genesis 1 - Revelation 22')).toThrow(
      new RegExp(`at most ${MAX_PASSAGE_VERSES} verses`),
    );
    expect(getPassage('Psalms').verses).toHaveLength(2461);
  });
});

describe('headings above verses, as each translation prints them', () => {
  const lines = (ref: string, translation: string) =>
    getPassage(ref, translation).titles.map((t) => `${t.verse} ${t.kind} ${t.text}`);

  it("gives the WEB's Psalm 119 its 22 letters, each above its own verse", () => {
    const p = getPassage('Psalms 119', 'web');
    const headings = p.titles.filter((t) => t.kind === 'heading');
    expect(headings).toHaveLength(22);
    expect(headings[0]).toMatchObject({ verse: 1, text: 'ALEPH' });
    expect(headings[1]).toMatchObject({ verse: 9, text: 'BETH' });
    expect(headings[21]).toMatchObject({ verse: 169, text: 'TAV' });
    expect(headings.map((h) => h.verse)).toEqual(Array.from({ length: 22 }, (_, i) => i * 8 + 1));
    expect(p.titles.some((t) => t.kind === 'title')).toBe(false);
    expect(p.passage).toMatch(/^### ALEPH\n\n1 /);
  });

  it("keeps the KJV's Psalm 119 letters", () => {
    const headings = getPassage('Psalms 119', 'kjv').titles;
    expect(headings).toHaveLength(22);
    expect(headings[0]).toMatchObject({ verse: 1, kind: 'heading', text: 'א ALEPH.' });
  });

  it("puts the WEB's 'BOOK n' before the Psalm's title, as the module does", () => {
    expect(lines('Psalms 42:1', 'web')).toEqual([
      '1 heading BOOK 2',
      '1 title For the Chief Musician. A contemplation by the sons of Korah.',
    ]);
    expect(lines('Psalms 73:1', 'web')[0]).toBe('1 heading BOOK 3');
    expect(lines('Psalms 90:1', 'web')[0]).toBe('1 heading BOOK 4');
    expect(lines('Psalms 1:1', 'web')).toEqual(['1 heading BOOK 1']);
    expect(getPassage('Psalms 42:1', 'web').passage).toMatch(/^### BOOK 2\n\n### For the Chief/);
  });

  it('puts no heading outside the Psalms (nothing from the deuterocanon above Hosea 1:1)', () => {
    expect(lines('Hosea 1', 'web')).toEqual([]);
    expect(lines('Daniel 3', 'web')).toEqual([]);
  });
});
