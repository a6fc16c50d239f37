import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKS } from '../scripture/books.ts';
import {
  REPEATED_QUESTION_ALLOWANCE,
  checkAllNotes,
  checkBookNotes,
  formatProblem,
  readNotesSources,
  readThemeVocabulary,
  type NoteProblem,
} from './check.ts';
import { COMPILED_NOTES, compileNotes, compiledNotesBytes } from './compile.ts';
import { bookIntroduction, chapterNote, parseCompiledNotes, useCompiledNotes } from './notes.ts';
import { parseBookNotes } from './parse.ts';

const SAMPLE = readFileSync(join(import.meta.dirname, 'samples', 'genesis-22.md'), 'utf8');
const themes = readThemeVocabulary();

function genesisProblems(text: string): NoteProblem[] {
  return checkBookNotes('01-genesis.md', parseBookNotes(text), 0, themes);
}

/** The problems a change to the sample adds to those the sample has (its missing chapters). */
function planted(from: string, to: string): string[] {
  const text = SAMPLE.replace(from, to);
  expect(text, `the sample contains ${from}`).not.toBe(SAMPLE);
  const before = new Set(genesisProblems(SAMPLE).map(formatProblem));
  return genesisProblems(text)
    .map(formatProblem)
    .filter((p) => !before.has(p));
}

describe('the shipped study notes', () => {
  it('compile to the committed notes.json.gz (run "npx tsx scripts/notes.ts build")', () => {
    expect(readFileSync(COMPILED_NOTES).equals(compiledNotesBytes(readNotesSources()))).toBe(true);
  });

  // Green once every book's file (01-genesis.md … 66-revelation.md) is in server/notes/source.
  it('cover every chapter of all 66 books and pass every check', () => {
    const files = readNotesSources();
    const problems = checkAllNotes(files);
    expect(problems.slice(0, 40).map(formatProblem)).toEqual([]);
    expect(files.size).toBe(BOOKS.length);
  });
});

describe('the checker fails on each planted fault', () => {
  it('passes the sample chapter as written', () => {
    expect(genesisProblems(SAMPLE).filter((p) => p.chapter === 22 && p.line)).toEqual([]);
  });

  it('a reference that does not exist', () => {
    expect(planted('(Genesis 21)', '(Genesis 51)')).toEqual([
      expect.stringMatching(/"Genesis 51" is not a verse or chapter of the Bible/),
    ]);
  });

  it('a quotation that is not word for word the KJV', () => {
    expect(
      planted('"God will provide himself a lamb" (v. 8)', '"God will provide a lamb" (v. 8)'),
    ).toEqual([
      expect.stringMatching(/"God will provide a lamb" is not word for word the KJV text of v\. 8/),
    ]);
  });

  it('a quotation marked WEB that is not the WEB (here the KJV words)', () => {
    expect(
      planted(
        '"God will provide himself a lamb" (v. 8)',
        '"God will provide himself a lamb" (v. 8, WEB)',
      ),
    ).toEqual([expect.stringMatching(/is not word for word the WEB text of v\. 8, WEB/)]);
    // The WEB's own words pass.
    expect(
      planted(
        '"God will provide himself a lamb" (v. 8)',
        '"God will provide himself the lamb" (v. 8, WEB)',
      ),
    ).toEqual([]);
  });

  it("a Strong's number the KJV does not tag in the verse named", () => {
    expect(planted('- H5254 (1)', '- H5254 (2)')).toEqual([
      expect.stringMatching(/H5254 is not tagged in Genesis 22:2 \(KJV\)/),
    ]);
  });

  it('sections that leave a gap', () => {
    expect(planted('- 3-8 | The journey', '- 4-8 | The journey')).toEqual([
      expect.stringMatching(/Sections leave a gap: verse 3/),
    ]);
  });

  it('sections that overlap', () => {
    expect(planted('- 3-8 | The journey', '- 2-8 | The journey')).toEqual([
      expect.stringMatching(/Sections overlap at verse 2/),
    ]);
  });

  it('a section that leaves the chapter', () => {
    expect(planted('- 20-24 | News', '- 20-25 | News')).toEqual([
      expect.stringMatching(/Section 20-25: Genesis 22 has no verse 20-25/),
    ]);
  });

  it('a theme outside the vocabulary', () => {
    expect(planted('- Faith (1-3, 8, 12)', '- Bravery (1-3, 8, 12)')).toEqual([
      expect.stringMatching(/Theme "Bravery" is not in themes\.md/),
    ]);
  });

  it('a missing chapter', () => {
    const without = SAMPLE.slice(0, SAMPLE.indexOf('## Chapter 22'));
    const before = new Set(genesisProblems(SAMPLE).map(formatProblem));
    expect(
      genesisProblems(without)
        .map(formatProblem)
        .filter((p) => !before.has(p)),
    ).toEqual([expect.stringMatching(/chapter 22: No note on chapter 22/)]);
  });

  it('a missing book', () => {
    const problems = checkAllNotes(new Map([['01-genesis.md', SAMPLE]]), themes);
    const missing = problems.filter((p) => /^No notes on /.test(p.message));
    expect(missing).toHaveLength(65);
    expect(missing[0]).toMatchObject({ file: '02-exodus.md', message: 'No notes on Exodus' });
  });

  it('questions repeated across chapters beyond the allowance', () => {
    const chapter22 = SAMPLE.slice(SAMPLE.indexOf('## Chapter 22'));
    const withQuestions = (n: number, qs: string[]) =>
      chapter22
        .replace('## Chapter 22', `## Chapter ${n}`)
        .replace(
          /Questions:\n(?:\d\..*\n)+/,
          `Questions:\n${qs.map((q, i) => `${i + 1}. ${q}`).join('\n')}\n`,
        );
    const book = (pairs: number) => {
      const chapters: string[] = [];
      for (let p = 0; p < pairs; p++) {
        const qs = [1, 2, 3].map((k) => `Shared question ${p} ${k}?`);
        chapters.push(withQuestions(2 * p + 1, qs), withQuestions(2 * p + 2, qs));
      }
      return `${SAMPLE.slice(0, SAMPLE.indexOf('## Chapter 22'))}${chapters.join('\n')}`;
    };
    const repeats = (text: string) =>
      checkAllNotes(new Map([['01-genesis.md', text]]), themes).filter((p) =>
        p.message.startsWith('A question asked in'),
      );
    // Three pairs of chapters share 9 questions: within the allowance.
    expect(REPEATED_QUESTION_ALLOWANCE).toBeGreaterThanOrEqual(9);
    expect(repeats(book(3))).toEqual([]);
    // Four pairs share 12: each repeat is reported.
    const found = repeats(book(4));
    expect(found).toHaveLength(12);
    expect(found[0]?.message).toMatch(/Genesis 1, Genesis 2: "shared question 0 1"/);
  });
});

describe('the notes loader', () => {
  afterEach(() => useCompiledNotes(undefined));

  it('gives a chapter note and a book introduction, and null where there is none', () => {
    useCompiledNotes(compileNotes(new Map([['01-genesis.md', SAMPLE]])));
    expect(chapterNote('Genesis', 22)?.point).toMatch(/^God tests Abraham/);
    expect(chapterNote('Genesis', 22)?.sections[0]).toEqual({
      start: 1,
      end: 2,
      heading: 'The command',
      summary:
        'God tells Abraham to offer Isaac, his only son, on a mountain in the land of Moriah.',
    });
    expect(bookIntroduction('Genesis')?.outline).toHaveLength(4);
    expect(chapterNote('Genesis', 21)).toBeNull();
    expect(chapterNote('Exodus', 20)).toBeNull();
    expect(bookIntroduction('Exodus')).toBeNull();
    expect(chapterNote('Hezekiah', 1)).toBeNull();
  });

  it('reads the compiled bytes and refuses a file of another format', () => {
    const bytes = compiledNotesBytes(new Map([['01-genesis.md', SAMPLE]]));
    expect(parseCompiledNotes(bytes).books[0]?.chapters[21]?.questions).toHaveLength(3);
    // The compiled file is gzip'd JSON: change its format number.
    const text = gunzipSync(compiledNotesBytes(new Map())).toString('utf8');
    const stale = gzipSync(text.replace(/^\{"format":\d+/, '{"format":0'));
    expect(() => parseCompiledNotes(stale)).toThrow(/scripts\/notes\.ts build/);
  });
});
