import { describe, expect, it } from 'vitest';
import {
  isPassagePending,
  parsePassage,
  tokenizeItalics,
  verseKeys,
  withSectionHeadings,
} from './passage.ts';

describe('parsePassage', () => {
  it('splits on blank lines into numbered verses', () => {
    const body = '17 And it came to pass.\n\n18 But God led the people about.';
    expect(parsePassage(body)).toEqual([
      { kind: 'verse', number: '17', text: 'And it came to pass.' },
      { kind: 'verse', number: '18', text: 'But God led the people about.' },
    ]);
  });

  it('reads "## " blocks as sub-headings and anything else as paragraphs', () => {
    const body =
      '31 Last verse.\n\n## Exodus 14\n\n1 And the LORD spake.\n\nA note without a number.';
    expect(parsePassage(body)).toEqual([
      { kind: 'verse', number: '31', text: 'Last verse.' },
      { kind: 'heading', text: 'Exodus 14' },
      { kind: 'verse', number: '1', text: 'And the LORD spake.' },
      { kind: 'paragraph', text: 'A note without a number.' },
    ]);
  });

  it('needs digits followed by a space for a verse, and "## " for a heading', () => {
    expect(parsePassage('12th day of the month')).toEqual([
      { kind: 'paragraph', text: '12th day of the month' },
    ]);
    expect(parsePassage('##Not a heading')).toEqual([
      { kind: 'paragraph', text: '##Not a heading' },
    ]);
    expect(parsePassage('# One hash')).toEqual([{ kind: 'paragraph', text: '# One hash' }]);
  });

  it('ignores extra blank lines, whitespace-only lines and CRLF', () => {
    const body = '\n\n1 In the beginning.\r\n  \r\n\n2 And the earth.\n\n\n';
    expect(parsePassage(body)).toEqual([
      { kind: 'verse', number: '1', text: 'In the beginning.' },
      { kind: 'verse', number: '2', text: 'And the earth.' },
    ]);
  });

  it('joins the lines of one block', () => {
    expect(parsePassage('3 And God said,\nLet there be light')).toEqual([
      { kind: 'verse', number: '3', text: 'And God said, Let there be light' },
    ]);
  });

  it('keeps a "temporarily unavailable" passage as a paragraph', () => {
    expect(parsePassage('This passage is temporarily unavailable.')).toEqual([
      { kind: 'paragraph', text: 'This passage is temporarily unavailable.' },
    ]);
  });

  it('gives no blocks for an empty passage', () => {
    expect(parsePassage('')).toEqual([]);
    expect(parsePassage(' \n\n ')).toEqual([]);
  });
});

describe('isPassagePending', () => {
  it('is pending while the passage is empty or blank', () => {
    expect(isPassagePending('')).toBe(true);
    expect(isPassagePending('   \n ')).toBe(true);
    expect(isPassagePending(null)).toBe(true);
    expect(isPassagePending(undefined)).toBe(true);
  });

  it('is pending while a loading flag is passed', () => {
    expect(isPassagePending('1 In the beginning.', true)).toBe(true);
  });

  it('is not pending for a passage, including one that is temporarily unavailable', () => {
    expect(isPassagePending('1 In the beginning.')).toBe(false);
    expect(isPassagePending('This passage is temporarily unavailable.')).toBe(false);
  });
});

describe('tokenizeItalics', () => {
  it('marks the translators’ italics', () => {
    expect(tokenizeItalics('although that *was* near')).toEqual([
      { text: 'although that ', italic: false },
      { text: 'was', italic: true },
      { text: ' near', italic: false },
    ]);
  });

  it('handles several italic spans and spans at the edges', () => {
    expect(tokenizeItalics('*It is* good, *and* so')).toEqual([
      { text: 'It is', italic: true },
      { text: ' good, ', italic: false },
      { text: 'and', italic: true },
      { text: ' so', italic: false },
    ]);
  });

  it('keeps unpaired or empty asterisks as text', () => {
    expect(tokenizeItalics('a * b')).toEqual([{ text: 'a * b', italic: false }]);
    expect(tokenizeItalics('** x')).toEqual([{ text: '** x', italic: false }]);
    expect(tokenizeItalics('5 * 3 * 2')).toEqual([{ text: '5 * 3 * 2', italic: false }]);
  });

  it('never produces markup: angle brackets stay text', () => {
    expect(tokenizeItalics('<b>*x*</b>')).toEqual([
      { text: '<b>', italic: false },
      { text: 'x', italic: true },
      { text: '</b>', italic: false },
    ]);
  });

  it('returns nothing for empty text', () => {
    expect(tokenizeItalics('')).toEqual([]);
  });
});

describe('verseKeys', () => {
  it('keys verses chapter:verse from the reference, moving on at each chapter heading', () => {
    const blocks = parsePassage('31 a\n\n## Exodus 14\n\n1 b\n\n2 c');
    expect(verseKeys(blocks, 'Exodus 13:31-14:2')).toEqual(['13:31', null, '14:1', '14:2']);
  });

  it('reads whole chapters and books whose names start with a number', () => {
    expect(verseKeys(parsePassage('1 a\n\n2 b'), 'Exodus 14')).toEqual(['14:1', '14:2']);
    expect(verseKeys(parsePassage('20 a'), '1 Samuel 1:20')).toEqual(['1:20']);
  });

  it('prefixes verses of a later book with its name', () => {
    const blocks = parsePassage('22 a\n\n## 1 Samuel 1\n\n1 b');
    expect(verseKeys(blocks, 'Ruth 4:22-1 Samuel 1:1')).toEqual(['4:22', null, '1 Samuel 1:1']);
  });

  it('gives no keys without a chapter', () => {
    expect(verseKeys(parsePassage('1 a'), '')).toEqual([null]);
    expect(verseKeys(parsePassage('Just text'), 'Exodus 14')).toEqual([null]);
  });
});

describe('withSectionHeadings', () => {
  const passage =
    '### A Psalm of David.\n\n1 The LORD *is* my shepherd; I shall not want.\n\n2 He maketh me to lie down\n\n## Psalms 24\n\n1 The earth *is* the LORD’S';

  it('puts each heading just before its verse, after a title and a chapter heading, leaving the verses as they are', () => {
    const blocks = parsePassage(passage);
    const out = withSectionHeadings(
      blocks,
      [
        { book: 'Psalms', chapter: 23, verse: 1, text: 'The shepherd' },
        { book: 'Psalms', chapter: 24, verse: 1, text: 'The King of glory' },
      ],
      'Psalms 23-24',
    );
    expect(out.map((b) => `${b.kind}:${'number' in b ? b.number : b.text}`)).toEqual([
      'title:A Psalm of David.',
      'section:The shepherd',
      'verse:1',
      'verse:2',
      'heading:Psalms 24',
      'section:The King of glory',
      'verse:1',
    ]);
    // The verse blocks are the very ones parsed, and none is added without a heading.
    expect(out.filter((b) => b.kind !== 'section')).toEqual(blocks);
    expect(withSectionHeadings(blocks, [], 'Psalms 23-24')).toBe(blocks);
  });

  it("reads 'Psalm 23' as the book of Psalms and ignores headings of verses not shown", () => {
    const out = withSectionHeadings(
      parsePassage('1 The LORD *is* my shepherd; I shall not want.'),
      [
        { book: 'Psalms', chapter: 23, verse: 1, text: 'The shepherd' },
        { book: 'Psalms', chapter: 23, verse: 4, text: 'The valley' },
      ],
      'Psalm 23:1',
    );
    expect(out.map((b) => b.kind)).toEqual(['section', 'verse']);
  });

  it("sits one level below a chapter's or a reading's own heading, and not before the first", () => {
    const out = withSectionHeadings(
      parsePassage(passage),
      [
        { book: 'Psalms', chapter: 23, verse: 1, text: 'The shepherd' },
        { book: 'Psalms', chapter: 24, verse: 1, text: 'The King of glory' },
      ],
      'Psalms 23-24',
    );
    const sections = out.filter((b) => b.kind === 'section');
    // h3 before 'Psalms 24' (no heading above it but the card's title), h4 under it: levels never skip.
    expect(sections.map((b) => ('under' in b ? Boolean(b.under) : false))).toEqual([false, true]);
  });
});
