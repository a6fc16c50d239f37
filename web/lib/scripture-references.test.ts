import { describe, expect, it } from 'vitest';
import {
  findReferences,
  linkReferencesInMarkdown,
  referenceHref,
  splitReferences,
} from './scripture-references.ts';

describe('references in text', () => {
  it('gives the reader address of a reference, at its first verse', () => {
    expect(referenceHref('Exodus 16:4')).toBe('/bible/exodus/16#v4');
    expect(referenceHref('Exodus 16:1-36')).toBe('/bible/exodus/16#v1');
    expect(referenceHref('Genesis 1:1-2:3')).toBe('/bible/genesis/1#v1');
    expect(referenceHref('Psalm 23')).toBe('/bible/psalms/23');
    expect(referenceHref('Psalms 42-43')).toBe('/bible/psalms/42');
    expect(referenceHref('1 Kings 19:12')).toBe('/bible/1-kings/19#v12');
    expect(referenceHref('Song of Solomon 2:1')).toBe('/bible/song-of-solomon/2#v1');
    expect(referenceHref('1 Cor 13:4-7')).toBe('/bible/1-corinthians/13#v4');
    expect(referenceHref('Jn 3:16')).toBe('/bible/john/3#v16');
    // A one-chapter book's number is a verse.
    expect(referenceHref('Jude 5')).toBe('/bible/jude/1#v5');
    // Every OSIS code of the contract's table is a short form ('Phlm', '2Thess' as '2 Thess').
    expect(referenceHref('Phlm 4')).toBe('/bible/philemon/1#v4');
    expect(referenceHref('2 Thess 3:10')).toBe('/bible/2-thessalonians/3#v10');
    // but not 'Song', an everyday word.
    expect(referenceHref('Song 2')).toBeNull();
  });

  it('leaves alone what is not a chapter the Bible has', () => {
    expect(referenceHref('Bible Reading')).toBeNull();
    expect(referenceHref('Job')).toBeNull();
    expect(referenceHref('Mark 99')).toBeNull();
    expect(referenceHref('Exodus 16:0')).toBeNull();
    expect(findReferences('He did a good job 3 times')).toEqual([]);
  });

  it('splits text around its references', () => {
    const text = 'Compare 1 John 4:8 with John 3:16, and Psalm 23.';
    expect(splitReferences(text)).toEqual([
      { text: 'Compare ' },
      { text: '1 John 4:8', href: '/bible/1-john/4#v8' },
      { text: ' with ' },
      { text: 'John 3:16', href: '/bible/john/3#v16' },
      { text: ', and ' },
      { text: 'Psalm 23', href: '/bible/psalms/23' },
      { text: '.' },
    ]);
  });

  it('links references in markdown, but not inside a link already', () => {
    expect(linkReferencesInMarkdown('Manna (Exodus 16:4) and **John 6:35**.')).toBe(
      'Manna ([Exodus 16:4](/bible/exodus/16#v4)) and **[John 6:35](/bible/john/6#v35)**.',
    );
    const linked = 'See [John 6:35](https://example.org/John 6:35).';
    expect(linkReferencesInMarkdown(linked)).toBe(linked);
  });
});
