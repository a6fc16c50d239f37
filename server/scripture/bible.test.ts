import { describe, expect, it } from 'vitest';
import { readStudyBytesSync, readStudyFileSync, readStudyTextSync } from './data-files.ts';
import { STUDY_DATA_FORMAT, type BibleFile } from './format.ts';
import {
  compactBible,
  headingsBefore,
  isClickable,
  psalmTitle,
  studyVerse,
  studyVerseText,
  verseReferences,
  verseRecord,
  type StudyWord,
} from './bible.ts';

function words(reference: string, translation: 'kjv' | 'web' = 'kjv'): StudyWord[] {
  const verse = studyVerse(reference, translation);
  if (!verse) throw new Error(`no ${reference}`);
  return verse.parts.filter((p): p is StudyWord => typeof p !== 'string');
}

function numberOf(reference: string, text: string): string[] {
  const word = words(reference).find((w) => w.text === text);
  if (!word) throw new Error(`no "${text}" in ${reference}`);
  return word.strongs;
}

describe('reading a translation piece by piece', () => {
  it('keeps exactly what a whole parse of the file gives, verse by verse', () => {
    for (const name of ['kjv.json.gz', 'web.json.gz']) {
      const whole = readStudyFileSync<BibleFile>(name);
      const compact = compactBible(name, readStudyTextSync(name));
      expect([...compact.verses.keys()]).toEqual(Object.keys(whole.verses));
      for (const [reference, json] of compact.verses) {
        expect(JSON.parse(json), reference).toEqual(whole.verses[reference]);
      }
      expect(compact.titles).toEqual(whole.titles);
      expect(compact.headings).toEqual(whole.headings);
      expect(compact.subscriptions).toEqual(whole.subscriptions);
      expect(compact.source).toEqual(whole.source);
    }
  });

  it('keeps the same from the file’s bytes, as the server loads it (decision 140), every verse', () => {
    for (const name of ['kjv.json.gz', 'web.json.gz']) {
      const whole = readStudyFileSync<BibleFile>(name);
      const packed = compactBible(name, readStudyBytesSync(name));
      const references = Object.keys(whole.verses);
      expect([...packed.verses.keys()]).toEqual(references);
      expect(packed.verses.size).toBe(references.length);
      for (const reference of references) {
        expect(JSON.parse(packed.verses.get(reference)!), reference).toEqual(
          whole.verses[reference],
        );
      }
      expect(packed.verses.get('Nowhere 1:1')).toBeUndefined();
      expect(packed.titles).toEqual(whole.titles);
      expect(packed.headings).toEqual(whole.headings);
      expect(packed.subscriptions).toEqual(whole.subscriptions);
    }
  });

  it('finds records by bytes past escapes and letters of several bytes', () => {
    const record = { w: ['He said, "א ALEPH} ] — “lo”\\ ', ['God', 'H430', 'd']] };
    const file = JSON.stringify({
      format: STUDY_DATA_FORMAT,
      source: {},
      verses: { 'Psalms 119:1': record, 'Psalms 119:2': { w: ['ב'] } },
      titles: {},
      headings: { 'Psalms 119:1': ['א ALEPH.'] },
      subscriptions: {},
    });
    const packed = compactBible('made.json.gz', Buffer.from(file, 'utf8'));
    expect(JSON.parse(packed.verses.get('Psalms 119:1')!)).toEqual(record);
    expect(JSON.parse(packed.verses.get('Psalms 119:2')!)).toEqual({ w: ['ב'] });
    expect(packed.headings).toEqual({ 'Psalms 119:1': ['א ALEPH.'] });
  });

  it('refuses a file in another format', () => {
    expect(() => compactBible('old.json.gz', '{"format":0,"verses":{}}')).toThrow(
      /data format 0, expected/,
    );
  });
});

describe('the shipped KJV (engKJV2006eb)', () => {
  it('has all 31,102 verses, in canonical order', () => {
    const refs = verseReferences('kjv');
    expect(refs).toHaveLength(31_102);
    expect(refs[0]).toBe('Genesis 1:1');
    expect(refs.at(-1)).toBe('Revelation 22:21');
  });

  it('tags words with the verse’s own numbers', () => {
    expect(numberOf('Genesis 1:5', 'Day')).toEqual(['H3117']);
    expect(numberOf('Matthew 5:3', 'of heaven')).toEqual(['G3772']);
    expect(numberOf('Hebrews 11:1', 'faith')).toEqual(['G4102']);
    expect(numberOf('Exodus 13:18', 'wilderness')).toEqual(['H4057']);
  });

  it('marks the translators’ italics, which carry no number', () => {
    const today = words('Exodus 16:23').find((w) => w.text === 'to day');
    expect(today).toMatchObject({ italics: true, strongs: [] });
    const italics = verseReferences('kjv').flatMap((r) =>
      (verseRecord(r)?.w ?? []).filter((t) => typeof t !== 'string' && t[2]?.includes('i')),
    );
    expect(italics.length).toBeGreaterThan(20_000);
    // The module tags a handful of supplied words (a Hebrew relative or gender implied).
    expect(italics.filter((t) => typeof t !== 'string' && t[1] !== '').length).toBeLessThan(40);
    expect(today && isClickable(today)).toBe(false);
    const day = words('Genesis 1:5').find((w) => w.text === 'Day');
    expect(day && isClickable(day)).toBe(true);
  });

  it('keeps the plain text readable', () => {
    expect(studyVerseText('John 3:16')).toBe(
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
  });

  it('marks the words of Jesus and keeps the margin notes', () => {
    expect(words('Matthew 5:3').every((w) => w.jesus)).toBe(true);
    expect(words('Genesis 1:1').some((w) => w.jesus)).toBe(false);
    const note = studyVerse('Genesis 1:5')?.notes[0];
    expect(note?.text).toBe('And the evening…: Heb. And the evening was, and the morning was etc.');
  });

  it('has Psalm titles and Psalm 119’s letter headings', () => {
    expect(psalmTitle(3)?.text).toBe('A Psalm of David, when he fled from Absalom his son.');
    expect(psalmTitle(1)).toBeUndefined();
    expect(headingsBefore('Psalms 119:1')).toEqual(['א ALEPH.']);
    expect(headingsBefore('Psalms 119:169')).toEqual(['ת TAU.']);
    const letters = Array.from({ length: 22 }, (_, i) => headingsBefore(`Psalms 119:${i * 8 + 1}`));
    expect(letters.every((h) => h.length === 1)).toBe(true);
    expect(headingsBefore('Psalms 119:2')).toEqual([]);
    const titled = Array.from({ length: 150 }, (_, i) => psalmTitle(i + 1)).filter(Boolean);
    expect(titled).toHaveLength(116);
  });
});

describe('the shipped WEB (engWEB2015eb)', () => {
  it('reads John 3:16 as the World English Bible, tagged', () => {
    expect(studyVerseText('John 3:16', 'web')).toBe(
      'For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.',
    );
    expect(words('John 3:16', 'web').find((w) => w.text === 'loved')?.strongs).toEqual(['G25']);
  });

  it('has the Psalm titles and lacks only the verses the critical text omits', () => {
    expect(psalmTitle(3, 'web')?.text).toBe('A Psalm by David, when he fled from Absalom his son.');
    const web = new Set(verseReferences('web'));
    const missing = verseReferences('kjv').filter((r) => !web.has(r));
    expect(missing).toEqual([
      'Luke 17:36',
      'Acts 8:37',
      'Acts 15:34',
      'Acts 24:7',
      'Romans 16:26',
      'Romans 16:27',
    ]);
    expect([...web].every((r) => verseRecord(r, 'kjv'))).toBe(true);
    // The module keeps Romans 16:25-27 as one run after 14:23; the import moves it to 16:25.
    expect(studyVerseText('Romans 14:23', 'web')).toMatch(/is sin\.$/);
    expect(studyVerseText('Romans 16:25', 'web')).toMatch(/^Now to him who is able .* Amen\.$/);
  });
});
