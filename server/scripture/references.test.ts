import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as english from 'bible-passage-reference-parser/esm/lang/en.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKS, bookIndex, isOldTestament } from './books.ts';
import { ScriptureError } from './errors.ts';
import { verseCount } from './kjv.ts';
import { canonicalBookOf, parseReference, type PassageRange } from './references.ts';

const range = (r: PassageRange) => [r.book, r.startChapter, r.startVerse, r.endChapter, r.endVerse];

function rejection(ref: string, translation?: string): ScriptureError {
  try {
    parseReference(ref, translation);
  } catch (err) {
    expect(err).toBeInstanceOf(ScriptureError);
    return err as ScriptureError;
  }
  throw new Error(`expected ${JSON.stringify(ref)} to be rejected`);
}

describe('parseReference', () => {
  it.each([
    ['Exodus 16:1-36', 'Exodus 16:1-36', [['Exodus', 16, 1, 16, 36]]],
    ['Ex 16', 'Exodus 16', [['Exodus', 16, 1, 16, 36]]],
    ['Exod 16:4', 'Exodus 16:4', [['Exodus', 16, 4, 16, 4]]],
    ['Ps 23', 'Psalm 23', [['Psalms', 23, 1, 23, 6]]],
    ['Psalm 23', 'Psalm 23', [['Psalms', 23, 1, 23, 6]]],
    ['John 3:16–4:2', 'John 3:16-4:2', [['John', 3, 16, 4, 2]]],
    ['John 3:16-4:2', 'John 3:16-4:2', [['John', 3, 16, 4, 2]]],
    ['John 3:16—4:2', 'John 3:16-4:2', [['John', 3, 16, 4, 2]]],
    ['1 Cor 13', '1 Corinthians 13', [['1 Corinthians', 13, 1, 13, 13]]],
    ['1 Corinthians 13:4-7', '1 Corinthians 13:4-7', [['1 Corinthians', 13, 4, 13, 7]]],
    ['Song of Solomon 2', 'Song of Solomon 2', [['Song of Solomon', 2, 1, 2, 17]]],
    ['Song of Songs 8:14', 'Song of Solomon 8:14', [['Song of Solomon', 8, 14, 8, 14]]],
    ['Genesis 1:1', 'Genesis 1:1', [['Genesis', 1, 1, 1, 1]]],
    ['genesis 1:1', 'Genesis 1:1', [['Genesis', 1, 1, 1, 1]]],
    ['  Gen   1:1  ', 'Genesis 1:1', [['Genesis', 1, 1, 1, 1]]],
    ['Jude 3', 'Jude 1:3', [['Jude', 1, 3, 1, 3]]],
    ['Ruth', 'Ruth 1-4', [['Ruth', 1, 1, 4, 22]]],
    ['Malachi 4:6', 'Malachi 4:6', [['Malachi', 4, 6, 4, 6]]],
    [
      'Exodus 16:1-5; Numbers 11:4-9',
      'Exodus 16:1-5; Numbers 11:4-9',
      [
        ['Exodus', 16, 1, 16, 5],
        ['Numbers', 11, 4, 11, 9],
      ],
    ],
  ])('reads %j as %j', (input, reference, ranges) => {
    const parsed = parseReference(input);
    expect(parsed.reference).toBe(reference);
    expect(parsed.ranges.map(range)).toEqual(ranges);
  });

  it('reports book indexes in canonical order', () => {
    const parsed = parseReference('Genesis 1:1; Revelation 22:21; Song of Solomon 1:1');
    expect(parsed.ranges.map((r) => r.bookIndex)).toEqual([0, 65, 21]);
  });

  it('gives a normalised reference that reads back to itself', () => {
    for (const ref of [
      'Exodus 16:1-36',
      'Psalm 23',
      'Psalms 42-43',
      'Psalms 1:1-2:12',
      'John 3:16-4:2',
      'Ruth 1-4',
      'Jude 1:3',
    ]) {
      expect(parseReference(parseReference(ref).reference).reference).toBe(ref);
    }
  });

  it.each([
    ['Hezekiah 1:1', '"Hezekiah 1:1" is not a Bible reference we recognise'],
    ['Exodus 99', 'Exodus 99 does not exist: Exodus has 40 chapters'],
    ['Exodus 16:99', 'Exodus 16:99 does not exist: Exodus 16 has 36 verses'],
    ['Exodus 16:1-40', '"Exodus 16:1-40" goes past the end of Exodus 16, which has 36 verses'],
    [
      'Genesis 50:26-51:2',
      '"Genesis 50:26-51:2" goes past the end of Genesis, which has 50 chapters',
    ],
    ['3 John 15', '3 John 15 does not exist: 3 John has 14 verses'],
    ['Genesis 1:0', 'Genesis 1:0 does not exist: Genesis 1 has 31 verses'],
    ['', 'Please enter a Bible reference, e.g. John 3:16'],
    ['   ', 'Please enter a Bible reference, e.g. John 3:16'],
    [
      'John 3:16 and some words',
      '"John 3:16 and some words" is not a Bible reference we recognise',
    ],
    ['hello John 3:16', '"hello John 3:16" is not a Bible reference we recognise'],
    ["'; DROP TABLE users; --", `"'; DROP TABLE users; --" is not a Bible reference we recognise`],
    [
      '<script>alert(1)</script>',
      '"<script>alert(1)</script>" is not a Bible reference we recognise',
    ],
  ])('rejects %j: %s', (input, message) => {
    const err = rejection(input);
    expect(err.code).toBe('invalid_reference');
    expect(err.message).toBe(message);
  });

  it('rejects input longer than 200 characters', () => {
    const err = rejection(`John 3:16${' '.repeat(200)}`);
    expect(err.message).toMatch(/at most 200 characters/);
  });

  it('refuses translations it does not have', () => {
    const err = rejection('John 3:16', 'niv');
    expect(err.code).toBe('unknown_translation');
    expect(parseReference('John 3:16', 'KJV').reference).toBe('John 3:16');
  });

  it('shrugs off control characters, full-width forms and odd dashes', () => {
    expect(parseReference('\u0000John\u0007 3:16').reference).toBe('John 3:16');
    expect(parseReference('ＪＯＨＮ　３：１６').reference).toBe('John 3:16');
    expect(parseReference('John 3:16\u22124:2').reference).toBe('John 3:16-4:2');
  });

  it('never throws anything but ScriptureError, whatever the string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 250 }),
          fc.string({ unit: 'binary', maxLength: 80 }),
          fc
            .constantFrom('John 3:16', 'Ex 16:4', 'Ps 23')
            .chain((ref) => fc.string({ maxLength: 20 }).map((noise) => `${ref}${noise}`)),
        ),
        (s) => {
          try {
            const parsed = parseReference(s);
            expect(parsed.ranges.length).toBeGreaterThan(0);
          } catch (err) {
            expect(err).toBeInstanceOf(ScriptureError);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('books', () => {
  it('lists the 66 books in canonical order with their testament', () => {
    expect(BOOKS).toHaveLength(66);
    expect(BOOKS[0]).toMatchObject({ name: 'Genesis', testament: 'old' });
    expect(BOOKS[38]).toMatchObject({ name: 'Malachi', testament: 'old' });
    expect(BOOKS[39]).toMatchObject({ name: 'Matthew', testament: 'new' });
    expect(BOOKS[65]).toMatchObject({ name: 'Revelation', testament: 'new' });
  });

  it('agrees with the reference parser about the KJV chapters and verses', () => {
    const info = new bcv_parser(english).translation_info('kjv');
    expect(info.books.slice(0, 66)).toEqual(BOOKS.map((b) => b.osis));
    BOOKS.forEach((book, b) => {
      const verses = info.chapters[book.osis] as number[];
      expect(verses.length, book.name).toBe(book.chapters);
      verses.forEach((n, c) => expect(verseCount(b, c + 1), `${book.name} ${c + 1}`).toBe(n));
    });
  });

  it('finds books by name, OSIS code or alias', () => {
    expect(bookIndex('Exodus')).toBe(1);
    expect(bookIndex('exod')).toBe(1);
    expect(bookIndex("Solomon's Song")).toBe(21);
    expect(bookIndex('I Samuel')).toBe(8);
    expect(bookIndex('Hezekiah')).toBe(-1);
    expect(isOldTestament('Malachi')).toBe(true);
    expect(isOldTestament('Matthew')).toBe(false);
    expect(isOldTestament('Hezekiah')).toBe(false);
  });

  it('names the canonical book of a reference, or null', () => {
    expect(canonicalBookOf('Ex 16:4')).toBe('Exodus');
    expect(canonicalBookOf('1 Cor 13')).toBe('1 Corinthians');
    expect(canonicalBookOf('Song 2')).toBe('Song of Solomon');
    expect(canonicalBookOf('Hezekiah 1:1')).toBeNull();
    expect(canonicalBookOf('')).toBeNull();
  });
});
