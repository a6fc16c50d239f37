import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOKS, bookIndex } from '../scripture/books.ts';
import { verseCount } from '../scripture/kjv.ts';
import { studyVerse } from '../scripture/bible.ts';
import { compileNotes, type CompiledChapterNote, type CompiledNotes } from './compile.ts';

/**
 * Notes for tests, while the real ones are being written: the sample chapter (Genesis 22, as a
 * writer wrote it) and generated notes of the right shape on any other chapters asked for, whose
 * key words are numbers the KJV really tags in the verse named.
 */

export const SAMPLE_NOTES = readFileSync(
  join(import.meta.dirname, 'samples', 'genesis-22.md'),
  'utf8',
);

/** The chapter's main point in a generated note: tests look for it in the insight. */
export function generatedPoint(book: string, chapter: number): string {
  return `${book} ${chapter} is the generated chapter ${chapter} of ${book}. Its point is stated here for the test.`;
}

function generatedNote(book: string, chapter: number): CompiledChapterNote {
  const last = verseCount(bookIndex(book), chapter);
  const cut1 = Math.max(1, Math.floor(last / 3));
  const cut2 = Math.max(cut1 + 1, Math.floor((2 * last) / 3));
  const sections =
    last < 3
      ? [
          {
            start: 1,
            end: last,
            heading: `All of ${book} ${chapter}`,
            summary: 'The whole chapter.',
          },
        ]
      : [
          {
            start: 1,
            end: cut1,
            heading: `Opening of ${book} ${chapter}`,
            summary: 'The first part.',
          },
          {
            start: cut1 + 1,
            end: cut2,
            heading: `Middle of ${book} ${chapter}`,
            summary: 'The second part.',
          },
          {
            start: cut2 + 1,
            end: last,
            heading: `End of ${book} ${chapter}`,
            summary: 'The last part.',
          },
        ];
  const tag = studyVerse(`${book} ${chapter}:1`, 'kjv')
    ?.parts.flatMap((p) => (typeof p === 'string' ? [] : p.strongs))
    .find((n) => n !== 'G3588' && n !== 'H853');
  return {
    chapter,
    point: generatedPoint(book, chapter),
    context: `Context of ${book} ${chapter}.`,
    sections,
    themes: [
      {
        title: 'Faith',
        verses: [{ start: 1, end: 1 }],
        description: `Faith in ${book} ${chapter}.`,
      },
      {
        title: 'Hope',
        verses: [{ start: last, end: last }],
        description: `Hope in ${book} ${chapter}.`,
      },
    ],
    questions: [1, 2, 3].map((n) => `Question ${n} on ${book} ${chapter}?`),
    keyWords: tag ? [{ number: tag, verses: [1], sentence: `A word of ${book} ${chapter}.` }] : [],
  };
}

/** The sample, plus generated notes on the chapters named ('John 3', 'Genesis 21'); `all` for every chapter. */
export function testNotes(chapters: string[] | 'all' = []): CompiledNotes {
  const notes = compileNotes(new Map([['01-genesis.md', SAMPLE_NOTES]]));
  const wanted =
    chapters === 'all'
      ? BOOKS.flatMap((b) => Array.from({ length: b.chapters }, (_, i) => `${b.name} ${i + 1}`))
      : chapters;
  for (const name of wanted) {
    const m = /^(.+) (\d+)$/.exec(name);
    if (!m) continue;
    const index = bookIndex(m[1] as string);
    const chapter = Number(m[2]);
    const book = notes.books[index];
    if (!book || book.chapters[chapter - 1]) continue;
    book.chapters[chapter - 1] = generatedNote(m[1] as string, chapter);
  }
  return notes;
}
