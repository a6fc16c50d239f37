import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { INSIGHT_WORD_TARGETS } from '@contract/insights.ts';
import { BOOKS } from '../scripture/books.ts';
import { ScriptureError } from '../scripture/errors.ts';
import { verseCount } from '../scripture/kjv.ts';
import { getPassage } from '../scripture/passage.ts';
import { bookIntroduction, chapterNote, useCompiledNotes } from '../notes/notes.ts';
import { generatedPoint, testNotes } from '../notes/test-fixtures.ts';
import { wordCount } from './commentary.ts';
import {
  NOTES_LABEL,
  buildStudyNotes,
  clearStudyNotesCache,
  passageTags,
  shortDefinition,
  studyNotesFor,
  type StudyNotes,
} from './study-notes.ts';

let everyChapter: ReturnType<typeof testNotes> | undefined;

/** Notes for a test: 'real' is the compiled file the server ships. */
function use(chapters: string[] | 'all' | 'real' = []) {
  if (chapters === 'all') everyChapter ??= testNotes('all');
  useCompiledNotes(
    chapters === 'real' ? undefined : chapters === 'all' ? everyChapter : testNotes(chapters),
  );
  clearStudyNotesCache();
}

afterAll(() => {
  useCompiledNotes(undefined);
  clearStudyNotesCache();
});

/** Every Strong's number an insight names anywhere. */
function numbersIn(notes: StudyNotes): string[] {
  const text = [
    notes.summary,
    ...notes.themes.flatMap((t) => [t.title, t.description]),
    ...notes.questions,
  ].join('\n');
  return [...text.matchAll(/\b[HG]\d+\b/g)].map((m) => m[0]);
}

function words(notes: StudyNotes): number {
  return wordCount(
    [
      notes.summary,
      ...notes.themes.map((t) => `${t.title} ${t.description}`),
      ...notes.questions,
    ].join(' '),
  );
}

/** A small seeded generator (mulberry32), so the random passages are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the offline insight, built from the study notes', () => {
  beforeEach(() => use(['Genesis 21', 'Genesis 23']));

  it("states the chapter's main point, the sections read first, its themes and its own questions", async () => {
    const note = chapterNote('Genesis', 22);
    const notes = await buildStudyNotes('Genesis 22:1-19');
    expect(notes.summary).toContain(note?.point);
    expect(notes.summary).toContain(note?.context);
    const at = (s: string) => notes.summary.indexOf(s);
    expect(at('The command')).toBeGreaterThan(at(note?.point ?? ''));
    for (const s of ['The journey', 'The binding and the ram', 'The promise sworn'])
      expect(at(s)).toBeGreaterThan(at('The command'));
    expect(notes.themes.map((t) => t.title)).toEqual([
      'Faith',
      'Temptation and testing',
      'Provision',
      'Covenant',
    ]);
    expect(notes.themes[0]?.description).toMatch(/^Abraham's trust is shown/);
    expect(notes.questions).toEqual(note?.questions);
    expect(notes.sources).toEqual([NOTES_LABEL, 'Genesis 22:1-19 (KJV)', "Strong's dictionary"]);
    // Nothing of the old guesses: no question bank, no 'KJV renders', no canon boilerplate.
    expect(notes.summary).not.toMatch(/renders|Place in the canon/);
  });

  it('for part of a chapter, puts the sections it overlaps and the themes on its verses first', async () => {
    const notes = await buildStudyNotes('Genesis 22:9-14', { planType: 'session' });
    const at = (s: string) => notes.summary.indexOf(s);
    expect(at('The binding and the ram')).toBeGreaterThan(-1);
    expect(at('Around this reading')).toBeGreaterThan(at('The binding and the ram'));
    expect(at('The command')).toBeGreaterThan(at('Around this reading'));
    // Covenant rests on vv. 15-18, outside this reading, and three themes rest on verses read: left out.
    expect(notes.themes.map((t) => t.title)).toEqual([
      'Faith',
      'Temptation and testing',
      'Provision',
    ]);
    expect(notes.themes[0]?.description).toMatch(/\(v\. 12\)$/);
  });

  it("across chapters, gives each chapter's point and two to six questions in all", async () => {
    const notes = await buildStudyNotes('Genesis 21-23');
    for (const c of [21, 23]) expect(notes.summary).toContain(generatedPoint('Genesis', c));
    expect(notes.summary).toContain(chapterNote('Genesis', 22)?.point);
    expect(notes.summary).toMatch(/## Genesis 21[\s\S]*## Genesis 22[\s\S]*## Genesis 23/);
    expect(notes.questions).toHaveLength(6);
    expect(notes.questions).toContain('Question 1 on Genesis 21?');
    expect(notes.questions).toContain('Question 1 on Genesis 23?');
    use('all');
    const long = await buildStudyNotes('Genesis 1-12');
    expect(long.questions.length).toBeGreaterThanOrEqual(2);
    expect(long.questions.length).toBeLessThanOrEqual(6);
    expect(long.themes.length).toBeLessThanOrEqual(6);
    for (const c of [1, 6, 12]) expect(long.summary).toContain(generatedPoint('Genesis', c));
  });

  it('draws on the book introduction for a session and aims at the word targets', async () => {
    const intro = bookIntroduction('Genesis');
    const daily = await buildStudyNotes('Genesis 22', { planType: 'daily' });
    const session = await buildStudyNotes('Genesis 22', { planType: 'session' });
    expect(session.summary).toContain(intro?.message);
    expect(session.summary).toContain('Abraham, called to walk by faith (chapters 12-25)');
    expect(daily.summary).not.toContain(intro?.message);
    // The neighbours' points, from their notes.
    expect(session.summary).toContain(generatedPoint('Genesis', 21));
    expect(words(daily)).toBeLessThanOrEqual(INSIGHT_WORD_TARGETS.daily * 1.1);
    expect(words(daily)).toBeGreaterThan(INSIGHT_WORD_TARGETS.daily * 0.7);
    expect(words(session)).toBeGreaterThan(words(daily) + 200);
    expect(words(session)).toBeLessThanOrEqual(INSIGHT_WORD_TARGETS.session * 1.1);
  });

  it("shows the notes' key words with the lexicon's word and definition beside the writer's sentence", async () => {
    const notes = await buildStudyNotes('Genesis 22:1-19');
    const line = notes.summary.split('\n').find((l) => l.includes('H5254'));
    expect(line).toContain('**tempt**');
    expect(line).toContain('nâçâh');
    expect(line).toContain('The verb means to put to the proof');
    expect(line).toContain("*Strong's:* To test; by implication, to attempt.");
    // H3173 (vv. 2, 12, 16): its verses are in the passage; a passage without them has none of it.
    expect(numbersIn(await buildStudyNotes('Genesis 22:3-8'))).not.toContain('H5254');
  });

  it('questions differ from chapter to chapter', async () => {
    use('all');
    const seen = new Map<string, string>();
    for (const reference of [
      'Genesis 22:1-19',
      'Exodus 20:1-17',
      'Psalm 46',
      'John 3:1-21',
      'Acts 2:1-13',
    ]) {
      for (const q of (await buildStudyNotes(reference)).questions) {
        expect(seen.get(q), q).toBeUndefined();
        seen.set(q, reference);
      }
    }
  });

  it('answers the same for two spellings of one passage, from a memory cache', async () => {
    const [a, b] = [await buildStudyNotes('Genesis 22'), await buildStudyNotes('Gen 22:1-24')];
    expect({ ...a, sources: [] }).toEqual({ ...b, sources: [] });
    expect(await studyNotesFor('Genesis 22')).toBe(await studyNotesFor('Genesis 22'));
  });

  it('rejects a reference that does not exist', async () => {
    await expect(buildStudyNotes('Hezekiah 3:1')).rejects.toBeInstanceOf(ScriptureError);
  });
});

describe('a chapter without a note yet', () => {
  beforeEach(() => use());

  it("gets a reduced insight: Matthew Henry's words named as his, without his chapter outline", async () => {
    const notes = await buildStudyNotes('Isaiah 53');
    expect(notes.summary).toContain("Lamplight's note on Isaiah 53 is still being written.");
    expect(notes.summary).toContain(
      "Matthew Henry's Concise Commentary on these verses, in his words:",
    );
    expect(notes.summary).toContain('- **Verses 1-3.** No where in all the Old Testament');
    expect(notes.summary).not.toContain('(Is. 53:1-3)');
    expect(notes.questions).toEqual([]);
    expect(notes.sources).not.toContain(NOTES_LABEL);
    expect(notes.sources).toContain("Matthew Henry's Concise Commentary");
  });

  it("keeps a citation that finishes one of Matthew Henry's sentences (Daniel 7: '…; especially Rev. 20:11,12.')", async () => {
    const notes = await buildStudyNotes('Daniel 7:1-14');
    const bullet = notes.summary.split('\n').find((l) => l.startsWith('- **Verses 9-14.**'));
    expect(bullet).toMatch(/especially Rev\. 20:11,12\.$/);
    expect(notes.summary).not.toMatch(/especially\.$/m);
  });

  it("picks key words from the verses' own tags: John 3:16 'perish' is G622", async () => {
    const notes = await buildStudyNotes('John 3:16');
    const tags = passageTags(getPassage('John 3:16').verses);
    expect(tags.has('G622')).toBe(true);
    expect(numbersIn(notes).length).toBeGreaterThan(0);
    for (const n of numbersIn(notes)) expect(tags.has(n), n).toBe(true);
    expect(notes.summary).not.toMatch(/G1311|G5356/);
  });

  it("takes a book's themes from its introduction when a chapter has no note", async () => {
    const notes = await buildStudyNotes('Genesis 24');
    expect(notes.themes.map((t) => t.title)).toEqual([
      'Creation',
      'Covenant',
      'Promise and fulfilment',
      'Providence',
    ]);
    expect(notes.summary).toContain(bookIntroduction('Genesis')?.summary);
  });
});

describe('the ten passages of docs/study-notes-examples.md, with the shipped notes', () => {
  beforeEach(() => use('real'));

  it("shows a key word's KJV phrase, not scattered words ('made himself of no reputation', 'Holy Ghost')", async () => {
    const line = (notes: StudyNotes, n: string) =>
      notes.summary.split('\n').find((l) => l.includes(`(${n};`));
    expect(line(await buildStudyNotes('Philippians 2:1-11'), 'G2758')).toMatch(
      /^- \*\*made himself of no reputation\*\*: /,
    );
    expect(line(await buildStudyNotes('Acts 2:1-13'), 'G4151')).toMatch(
      /^- \*\*Holy Ghost, Spirit\*\*: /,
    );
    // 'a new heaven and a new earth': two words apart across 'and', not one phrase.
    expect(line(await buildStudyNotes('Revelation 21:1-8'), 'G2537')).toMatch(/^- \*\*new\*\*: /);
  });

  it("for part of a chapter, names the point as the chapter's and leaves out themes and questions on verses not read", async () => {
    const exodus = await buildStudyNotes('Exodus 20:1-17');
    expect(exodus.summary.startsWith('## The main point of Exodus 20\n')).toBe(true);
    // The fear of the Lord rests on v. 20; the question on it quotes v. 20.
    expect(exodus.themes.map((t) => t.title)).not.toContain('The fear of the Lord');
    expect(exodus.questions.join(' ')).not.toContain('(v. 20)');
    expect(exodus.questions.length).toBeGreaterThanOrEqual(2);
    const whole = await buildStudyNotes('Exodus 20');
    expect(whole.summary.startsWith('## The main point\n')).toBe(true);
    expect(whole.themes.map((t) => t.title)).toContain('The fear of the Lord');
    expect(whole.questions).toEqual(chapterNote('Exodus', 20)?.questions);
    // Acts 2:1-13: only one question is on the verses read, so all three stay, that one first.
    const acts = await buildStudyNotes('Acts 2:1-13');
    expect(acts.questions).toHaveLength(3);
    expect(acts.questions[0]).toContain('(v. 11)');
  });
});

describe("Strong's numbers in the insight", () => {
  it('removes other entries\' numbers from a definition ("From G507")', () => {
    expect(shortDefinition('From G507. From above; by analogy, from the first. KJV: again.')).toBe(
      'From above; by analogy, from the first.',
    );
    expect(
      shortDefinition(
        'Of uncertain affinity; a deity, especially (with G3588) the supreme Divinity.',
      ),
    ).not.toMatch(/G\d/);
  });

  it('are only numbers the KJV tags in the verses read, over 120 random passages (KJV and WEB readers)', async () => {
    const random = seeded(20261127);
    const pick = (n: number) => Math.floor(random() * n);
    const passages: { reference: string; translation: 'kjv' | 'web' }[] = [];
    for (let i = 0; i < 120; i++) {
      const b = pick(BOOKS.length);
      const book = BOOKS[b];
      if (!book) continue;
      const chapter = 1 + pick(book.chapters);
      const last = verseCount(b, chapter);
      const start = 1 + pick(last);
      const end = Math.min(last, start + pick(12));
      passages.push({
        reference: `${book.name} ${chapter}:${start}-${end}`,
        translation: i % 3 === 0 ? 'web' : 'kjv',
      });
    }
    // A third with the shipped notes, a third with generated notes on every chapter, a third without.
    for (const [i, { reference, translation }] of passages.entries()) {
      use((['real', 'all', []] as const)[Math.floor(i / 2) % 3] as 'real' | 'all' | string[]);
      const notes = await buildStudyNotes(reference, {
        translation,
        planType: i % 4 === 1 ? 'session' : 'daily',
      });
      const tags = passageTags(getPassage(reference, translation).verses);
      for (const n of numbersIn(notes)) expect(tags.has(n), `${n} in ${reference}`).toBe(true);
    }
  }, 120_000);
});
