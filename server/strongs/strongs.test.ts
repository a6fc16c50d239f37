import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BOOKS, bookIndex } from '../scripture/books.ts';
import { verseCount, verseId } from '../scripture/kjv.ts';
import { parseGreekEntry } from './greek-lexicon.ts';
import { parseHebrewEntry } from './hebrew-lexicon.ts';
import {
  buildHebrewOccurrences,
  numbersInLemma,
  numbersInVerse,
  versesWithNumber,
} from './hebrew-occurrences.ts';
import { normalizeStrongsNumber } from './numbers.ts';
import { HEBREW_PART_OF_SPEECH, hebrewPartOfSpeech } from './part-of-speech.ts';
import {
  isStrongsReady,
  lexiconEntry,
  lookup,
  showsWord,
  strongsNumbersInVerse,
  warmStrongs,
} from './strongs.ts';
import { splitRenderings } from './text.ts';

const resolve = createRequire(import.meta.url).resolve;
const strip = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

describe('normalizeStrongsNumber', () => {
  it.each([
    ['H4057', 'H4057'],
    ['h4057', 'H4057'],
    ['H04057', 'H4057'],
    [' H4057 ', 'H4057'],
    ['G26', 'G26'],
    ['g0026', 'G26'],
    ['H99999', 'H99999'],
  ])('%j → %j', (input, expected) => expect(normalizeStrongsNumber(input)).toBe(expected));

  it.each([
    '',
    'xyz',
    '4057',
    'H',
    'H0',
    'H-1',
    'H40.57',
    'X4057',
    'H123456',
    'H4057a',
    'G 26',
    'H４０５７',
  ])('refuses %j', (input) => expect(normalizeStrongsNumber(input)).toBeNull());
});

describe('Hebrew parts of speech', () => {
  it('expands every morph code that occurs in the dictionary', () => {
    const xml = readFileSync(resolve('strongs/hebrew/StrongHebrewG.xml'), 'utf8');
    const heads = [...xml.matchAll(/<w [^>]*\bmorph="([^"]*)"[^>]*\bID="H\d+"/g)];
    expect(heads).toHaveLength(8674);
    const morphs = new Set(heads.map((m) => m[1] as string));
    expect(morphs.size).toBeGreaterThan(20);
    for (const morph of morphs) {
      const words = hebrewPartOfSpeech(morph) ?? '';
      for (const part of words.split(' or ')) {
        expect(Object.values(HEBREW_PART_OF_SPEECH), `${morph} → ${words}`).toContain(part);
      }
    }
    expect(hebrewPartOfSpeech('n-m')).toBe('masculine noun');
    expect(hebrewPartOfSpeech('n-pr-m n-pr-loc')).toBe(
      'proper masculine noun or proper noun (place)',
    );
    expect(hebrewPartOfSpeech('n-pr-m n-pr loc')).toBe(
      'proper masculine noun or proper noun (place)',
    );
    expect(hebrewPartOfSpeech(undefined)).toBeNull();
  });
});

describe('dictionary text', () => {
  it('splits KJV usage into renderings', () => {
    expect(
      splitRenderings(
        "chief, (fore-) father(-less), [idiom] patrimony, principal. Compare names in 'Abi-'.",
      ),
    ).toEqual(['chief', '(fore-) father(-less)', 'patrimony', 'principal']);
    expect(
      splitRenderings(':--X uncertain, God (gods) (-dess, -ly), committed, like), +follow.'),
    ).toEqual(['uncertain', 'God (gods) (-dess, -ly)', 'committed', 'like', '+follow']);
  });

  it('reads a Hebrew entry, cross-references and typo notes included', () => {
    const entry = parseHebrewEntry(`
      <w lemma="אָב" morph="n-m" POS="awb" xlit="ʼâb" ID="H1">אב</w>
      <note type="x-typo">xlit ab corrected to <catchWord>ʼâb</catchWord></note>
      <list><item>1) father of an individual</item><item>1a) sub-sense</item><item>2) ancestor</item></list>
      <note type="exegesis">from <w lemma="אבה" POS="aw-baw'" src="0014" xlit="ʼâbâh"/>;</note>
      <note type="explanation"><hi>father</hi>, in a literal application</note>
      <note type="translation">chief, [idiom] patrimony.</note>`);
    expect(entry).toEqual({
      number: 'H1',
      original: 'אָב',
      transliteration: 'ʼâb',
      pronunciation: 'awb',
      partOfSpeech: 'masculine noun',
      definition:
        'Father, in a literal application. From ʼâbâh (H14). Meanings: father of an individual; ancestor. KJV: chief, [idiom] patrimony.',
      kjvRenderings: ['chief', 'patrimony'],
    });
  });

  it('reads a Greek entry without inventing a part of speech', () => {
    const entry = parseGreekEntry(
      26,
      `<strongs>26</strongs> <greek BETA="A)GA/PH" unicode="ἀγάπη" translit="agápē"/> <pronunciation strongs="ag-ah'-pay"/>
       <strongs_derivation>from <strongsref language="GREEK" strongs="25"/>;</strongs_derivation><strongs_def> love, i.e. affection</strongs_def><kjv_def>:--(feast of) charity(-ably), dear, love.</kjv_def>`,
    );
    expect(entry?.original.normalize('NFC')).toBe('ἀγάπη'.normalize('NFC'));
    expect(entry).toMatchObject({
      number: 'G26',
      partOfSpeech: null,
      definition: 'From G25. Love, i.e. affection. KJV: (feast of) charity(-ably), dear, love.',
      kjvRenderings: ['(feast of) charity(-ably)', 'dear', 'love'],
    });
  });
});

describe('Hebrew occurrence index', () => {
  it('normalises lemma fields to numbers', () => {
    expect(numbersInLemma('Hc/H1961')).toEqual([1961]);
    expect(numbersInLemma('H1961 a')).toEqual([1961]);
    expect(numbersInLemma('Hb/Hd/H03117')).toEqual([3117]);
    expect(numbersInLemma('Hl')).toEqual([]);
    expect(numbersInLemma('H99999')).toEqual([]);
    expect(numbersInLemma(undefined)).toEqual([]);
  });

  it('indexes verses in canonical order, each number once per verse', async () => {
    // Ruth 1:1 (H1961 twice, H776), Ruth 1:2 (H776), then Genesis 1:1 (H776): books out of order.
    const source =
      'var morphhb={"Ruth":[[[["a","Hc/H1961","x"],["b","H1961","x"],["c","H776","x"]],[["d","Hb/H776","x"]]]],' +
      '"Genesis":[[[["e","H776","x"]]]]};module.exports=morphhb;';
    const index = await buildHebrewOccurrences(source);
    const ruth1 = verseId(7, 1, 1);
    expect([...versesWithNumber(index, 776)]).toEqual([verseId(0, 1, 1), ruth1, verseId(7, 1, 2)]);
    expect([...versesWithNumber(index, 1961)]).toEqual([ruth1]);
    expect([...numbersInVerse(index, ruth1)]).toEqual([1961, 776]);
    expect([...numbersInVerse(index, verseId(0, 1, 2))]).toEqual([]);
    expect([...versesWithNumber(index, 99999)]).toEqual([]);
  });
});

describe("Strong's service", () => {
  it('loads in the background and then answers', async () => {
    const logged: string[] = [];
    await warmStrongs({
      info: (_o, msg) => logged.push(msg),
      error: (_o, msg) => logged.push(msg),
    });
    expect(logged).toEqual(["Strong's lexicon loaded"]);
    expect(isStrongsReady()).toBe(true);
  }, 120_000);

  it('knows H4057, midbar, the wilderness', async () => {
    const entry = await lookup('H4057');
    expect(entry).not.toBeNull();
    expect(entry?.number).toBe('H4057');
    expect(entry?.original.normalize('NFC')).toBe('מִדְבָּר'.normalize('NFC'));
    expect(strip(entry?.transliteration ?? '')).toBe('midbar');
    expect(entry?.partOfSpeech).toBe('masculine noun');
    expect(entry?.definition).toMatch(/wilderness/);
    expect(entry?.definition).toMatch(/desert/);
    expect(entry?.verses.length).toBeGreaterThanOrEqual(3);
    expect(entry?.verses[0]?.reference).toMatch(/^Genesis /);
    expect(entry?.verses.map((v) => v.reference)).toContain('Exodus 16:1');
    expect(entry?.verses.find((v) => v.reference === 'Exodus 16:1')?.text).toMatch(
      /wilderness of Sin/,
    );
    expect((await lookup('h04057'))?.number).toBe('H4057');
  });

  it('lists verses that show the word in canonical order, each once, then the rest', async () => {
    const entry = await lookup('H4057');
    const renderings = (await lexiconEntry('H4057'))?.kjvRenderings ?? [];
    const verses = entry?.verses ?? [];
    const shown = verses.filter((v) => showsWord(v, 'H4057', renderings));
    // Once the verses that show it end, none that shows it follows.
    expect(verses.slice(0, shown.length)).toEqual(shown);
    for (const group of [shown, verses.slice(shown.length)]) {
      const ids = group.map((v) => {
        // A Psalm's title ('Psalm 63, title') stands where its first verse would.
        const t = /^Psalm (\d+), title$/.exec(v.reference);
        if (t) return kjvId('Psalms', Number(t[1]), 1);
        const m = /^(.+) (\d+):(\d+)$/.exec(v.reference);
        return kjvId(m?.[1] ?? '', Number(m?.[2]), Number(m?.[3]));
      });
      expect(ids.every((id) => id >= 0)).toBe(true);
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    }
    expect(shown.length).toBeGreaterThan(250);
  });

  it('knows H4478, manna, in Exodus 16', async () => {
    const entry = await lookup('H4478');
    expect(entry?.partOfSpeech).toBe('masculine noun');
    expect(entry?.definition).toMatch(/manna/);
    expect(entry?.verses[0]?.reference).toBe('Exodus 16:15');
    expect(entry?.verses[0]?.text).toMatch(/manna/);
  });

  it('knows G26, agape, with its verses from the KJV word tags', async () => {
    const entry = await lookup('g0026');
    expect(entry).toMatchObject({ number: 'G26', partOfSpeech: null });
    expect(entry?.verses.length).toBeGreaterThanOrEqual(90);
    expect(entry?.verses[0]?.reference).toBe('Matthew 24:12');
    expect(entry?.verses[0]?.text).toMatch(/love of many shall wax cold/);
    expect(entry?.verses.map((v) => v.reference)).toContain('1 Corinthians 13:13');
    expect(entry?.original.normalize('NFC')).toBe('ἀγάπη'.normalize('NFC'));
    expect(strip(entry?.transliteration ?? '')).toBe('agape');
    expect(entry?.definition).toMatch(/love/);
  });

  it('answers null for numbers it does not have, or malformed ones', async () => {
    expect(await lookup('H99999')).toBeNull();
    expect(await lookup('G9999')).toBeNull();
    // Strong's left these numbers unused ('Not Used' in the Greek dictionary).
    expect(await lookup('G2717')).toBeNull();
    expect(await lookup('G3203')).toBeNull();
    expect(await lookup('G3302')).toBeNull();
    expect(await lookup('xyz')).toBeNull();
  });

  it('reads the highlighted runs of a definition as separate words', async () => {
    expect((await lookup('H377'))?.definition).toMatch(/act in a manly way/);
    expect((await lookup('H503'))?.definition).toMatch(/thousandfold/);
    expect((await lookup('H503'))?.definition).not.toMatch(/athousandfold/);
  });

  it("keeps the editors' codes and grammar labels out of the meanings", async () => {
    const h503 = (await lookup('H503'))?.definition ?? '';
    expect(h503).toMatch(/Meanings: to make thousand-fold/);
    expect(h503).toMatch(/chief, chiliarch/);
    expect(h503).not.toMatch(/CLBL|TWOT|BDB|Meanings: v;|; n m;/);
    for (const n of ['H157', 'H3808', 'H5959']) {
      expect((await lookup(n))?.definition).not.toMatch(/\((?:CLBL|TWOT|BDB)\)/);
    }
  });

  it('keeps the KJV renderings of each entry', async () => {
    expect((await lexiconEntry('H4057'))?.kjvRenderings).toEqual([
      'desert',
      'south',
      'speech',
      'wilderness',
    ]);
    expect((await lexiconEntry('G26'))?.kjvRenderings).toContain('love');
  });

  it('tells which Hebrew numbers an Old Testament verse carries', async () => {
    const numbers = await strongsNumbersInVerse('Exodus', 16, 4);
    expect(numbers).toEqual(expect.arrayContaining(['H3068', 'H4872', 'H3899', 'H8064', 'H5254']));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(await strongsNumbersInVerse('John', 3, 16)).toEqual([]);
    expect(await strongsNumbersInVerse('Exodus', 16, 99)).toEqual([]);
  });

  it('has tagged words for every Old Testament verse of the KJV', async () => {
    let verses = 0;
    const untagged: string[] = [];
    for (const [b, book] of BOOKS.entries()) {
      if (book.testament !== 'old') continue;
      for (let c = 1; c <= book.chapters; c++) {
        for (let v = 1; v <= verseCount(b, c); v++) {
          verses += 1;
          if ((await strongsNumbersInVerse(book.name, c, v)).length === 0)
            untagged.push(`${book.name} ${c}:${v}`);
        }
      }
    }
    expect(verses).toBe(23_145);
    expect(untagged).toEqual([]);
    expect(await strongsNumbersInVerse('Psalms', 23, 1)).toContain('H7462');
  });
});

function kjvId(book: string, chapter: number, verse: number): number {
  return verseId(bookIndex(book), chapter, verse);
}
