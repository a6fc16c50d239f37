import { describe, expect, it } from 'vitest';
import { INSIGHT_WORD_TARGETS } from '@contract/insights.ts';
import { commentary } from '../study/commentary.ts';
import { ScriptureError } from '../scripture/errors.ts';
import { lexiconEntry, lookup } from '../strongs/strongs.ts';
import { canonPlace, ordinal } from './canon.ts';
import { THEMES } from './question-bank.ts';
import {
  MAX_KEY_WORD_VERSES,
  buildStudyNotes,
  shortDefinition,
  studyNotesFor,
} from './study-notes.ts';

const bankQuestions = new Set(THEMES.flatMap((t) => t.questions));

/** The Strong's numbers the notes name as key words (in bullet heads). */
function keyWordNumbers(summary: string): string[] {
  return [...summary.matchAll(/^- .*?\(([HG]\d+)/gm)].map((m) => m[1] as string);
}

describe('study notes (offline insight)', () => {
  it("name manna (H4478) with its Strong's definition for Exodus 16", async () => {
    const notes = await buildStudyNotes('Exodus 16', { planType: 'daily' });
    const manna = await lexiconEntry('H4478');
    const gloss = shortDefinition(manna?.definition ?? '');
    expect(gloss).toMatch(/whatness/);
    const line = notes.summary.split('\n').find((l) => l.includes('H4478'));
    expect(line).toContain('**manna**');
    expect(line).toContain(`*${manna?.transliteration}*`);
    expect(line).toContain(gloss);
    // Where else it occurs: the count and other references from the concordance.
    const entry = await lookup('H4478');
    expect(line).toContain(`It occurs in ${entry?.verses.length} verses of the Old Testament`);
    expect(line).toContain('Numbers 11:6');
  });

  it('place the book in the canon', async () => {
    const notes = await buildStudyNotes('Exodus 16');
    expect(notes.summary).toContain('**Exodus** is the 2nd of the 39 books of the Old Testament');
    expect(notes.summary).toContain('five books of the Law');
    expect(notes.summary).toContain('36 verses');
  });

  it('skip very frequent words and pronouns, keeping nouns and verbs', async () => {
    const notes = await buildStudyNotes('Exodus 16', { planType: 'session' });
    const numbers = keyWordNumbers(notes.summary);
    expect(numbers.length).toBe(8);
    for (const n of numbers) {
      const entry = await lookup(n);
      expect(entry?.verses.length).toBeLessThanOrEqual(MAX_KEY_WORD_VERSES);
      expect(entry?.partOfSpeech ?? '').not.toMatch(/pronoun|preposition|conjunction|particle/);
    }
    expect(numbers).not.toContain('H3068'); // the LORD: in over 5,000 verses
  });

  it('choose themes the passage signals and three questions from the bank', async () => {
    const notes = await buildStudyNotes('Exodus 16');
    expect(notes.themes.map((t) => t.title)).toContain('Provision');
    expect(notes.themes.length).toBeGreaterThanOrEqual(2);
    expect(notes.themes.length).toBeLessThanOrEqual(6);
    expect(notes.questions).toHaveLength(3);
    expect(new Set(notes.questions).size).toBe(3);
    for (const q of notes.questions) expect(bankQuestions.has(q)).toBe(true);
  });

  it('are deterministic', async () => {
    expect(await buildStudyNotes('Psalm 23')).toEqual(await buildStudyNotes('Ps 23'));
    const [a, b] = [await buildStudyNotes('Psalm 23'), await buildStudyNotes('Psalms 23:1-6')];
    expect(a.questions).toEqual(b.questions);
    expect(a.themes).toEqual(b.themes);
    expect(await studyNotesFor('Ruth 1')).toBe(await studyNotesFor('Ruth 1'));
  });

  it('pair key KJV words of a New Testament passage with Greek entries by their renderings', async () => {
    const notes = await buildStudyNotes('John 6:25-40');
    expect(notes.summary).toContain('the 4th of the four Gospels');
    expect(notes.summary).toMatch(/\*\*bread\*\*.*G740/);
    expect(notes.summary).not.toMatch(/\bH\d+/);
  });

  it("open with what the passage says in Matthew Henry's words, named, within the word target", async () => {
    for (const [reference, planType] of [
      ['Exodus 16', 'daily'],
      ['Romans 8', 'session'],
    ] as const) {
      const notes = await buildStudyNotes(reference, { planType });
      const henry = notes.summary.split('## Place in the canon')[0] ?? '';
      expect(henry).toContain('## What the passage says');
      expect(henry).toContain("Matthew Henry's Concise Commentary on these verses");
      expect(notes.sources).toContain("Matthew Henry's Concise Commentary");
      const [book, chapter] = reference.split(' ');
      const sections = commentary('mhcc').sections.filter(
        (x) => x.book === book && x.chapter === Number(chapter) && x.start > 0,
      );
      // One item per section, its heading and the section's own opening sentence.
      for (const section of sections) {
        const opening = section.text.split(/(?<=[.!?])\s/)[0] as string;
        expect(henry).toContain(`- **${section.heading}.** ${opening}`);
      }
      expect(notes.summary.split(/\s+/).length).toBeLessThanOrEqual(INSIGHT_WORD_TARGETS[planType]);
    }
  });

  it('keep to the first sections of a long reading and say how many are left', async () => {
    const notes = await buildStudyNotes('Genesis 1-5', { planType: 'daily' });
    expect(notes.summary).toContain('- **Verses 1-2.** The first verse of the Bible');
    expect(notes.summary).toMatch(/He comments on \d+ more sections of this reading/);
  });

  it('reject a reference that does not exist', async () => {
    await expect(buildStudyNotes('Hezekiah 3:1')).rejects.toBeInstanceOf(ScriptureError);
  });
});

describe('canon', () => {
  it('names section and position', () => {
    expect(canonPlace(0)).toMatchObject({
      section: 'Law',
      position: 1,
      positionInSection: 1,
      sectionSize: 5,
    });
    expect(canonPlace(30)).toMatchObject({
      book: 'Obadiah',
      section: 'Minor Prophets',
      positionInSection: 4,
    });
    expect(canonPlace(43)).toMatchObject({
      book: 'Acts',
      section: 'Acts',
      testament: 'New Testament',
      positionInTestament: 5,
    });
    expect(canonPlace(57)).toMatchObject({ book: 'Hebrews', section: 'General Epistles' });
    expect(canonPlace(65)).toMatchObject({
      book: 'Revelation',
      section: 'Apocalypse',
      position: 66,
      positionInTestament: 27,
    });
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });

  it('has a bank of at least 40 distinct questions across the themes', () => {
    expect(bankQuestions.size).toBeGreaterThanOrEqual(40);
    expect(THEMES.every((t) => t.questions.length >= 3)).toBe(true);
  });
});
