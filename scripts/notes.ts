/**
 * Tools for writing the study notes (server/notes/README.md):
 *
 *   npx tsx scripts/notes.ts check [slug…]   check all books, or only the named ones ('genesis', '1-samuel')
 *   npx tsx scripts/notes.ts text "Genesis 22" [--tags]   a chapter's KJV verses, with each word's Strong's tags
 *   npx tsx scripts/notes.ts counts genesis          each chapter's number of verses
 *   npx tsx scripts/notes.ts build           compile the sources into server/notes/notes.json.gz
 */
import { slugOf } from '@contract/bible-rules.ts';
import { BOOKS } from '../server/scripture/books.ts';
import { getVerse, verseCount } from '../server/scripture/kjv.ts';
import { parseReference } from '../server/scripture/references.ts';
import { studyVerse } from '../server/scripture/bible.ts';
import {
  checkAllNotes,
  checkBookNotes,
  formatProblem,
  notesFileName,
  readNotesSources,
  readThemeVocabulary,
} from '../server/notes/check.ts';
import { parseBookNotes } from '../server/notes/parse.ts';
import { writeCompiledNotes } from '../server/notes/compile.ts';

const [command, ...args] = process.argv.slice(2);

function check(slugs: string[]): number {
  const files = readNotesSources();
  if (slugs.length === 0) {
    const problems = checkAllNotes(files);
    for (const p of problems) console.log(formatProblem(p));
    console.log(`${problems.length} problems in ${files.size} files`);
    return problems.length ? 1 : 0;
  }
  const themes = readThemeVocabulary();
  let count = 0;
  for (const slug of slugs) {
    const index = BOOKS.findIndex((b) => slugOf(b.name) === slug.toLowerCase());
    const book = BOOKS[index];
    if (!book) {
      console.log(`No book "${slug}"`);
      count += 1;
      continue;
    }
    const file = notesFileName(book, index);
    const text = files.get(file);
    if (text === undefined) {
      console.log(`${file}: missing`);
      count += 1;
      continue;
    }
    const problems = checkBookNotes(file, parseBookNotes(text), index, themes);
    for (const p of problems) console.log(formatProblem(p));
    console.log(`${file}: ${problems.length} problems`);
    count += problems.length;
  }
  return count ? 1 : 0;
}

function text(reference: string, tags: boolean): number {
  const { ranges } = parseReference(reference);
  for (const r of ranges) {
    for (let c = r.startChapter; c <= r.endChapter; c++) {
      const last = c === r.endChapter ? r.endVerse : verseCount(r.bookIndex, c);
      for (let v = c === r.startChapter ? r.startVerse : 1; v <= last; v++) {
        if (!tags) {
          console.log(`${c}:${v} ${getVerse(r.book, c, v)}`);
          continue;
        }
        const verse = studyVerse(`${r.book} ${c}:${v}`, 'kjv');
        const words = (verse?.parts ?? [])
          .map((p) =>
            typeof p === 'string'
              ? p
              : p.strongs.length
                ? `${p.text}[${p.strongs.join(' ')}]`
                : p.text,
          )
          .join('');
        console.log(`${c}:${v} ${words}`);
      }
    }
  }
  return 0;
}

function counts(slug: string): number {
  const index = BOOKS.findIndex((b) => slugOf(b.name) === slug.toLowerCase());
  const book = BOOKS[index];
  if (!book) {
    console.log(`No book "${slug}"`);
    return 1;
  }
  const list = Array.from(
    { length: book.chapters },
    (_, i) => `${i + 1}:${verseCount(index, i + 1)}`,
  );
  console.log(`${book.name} (chapter:verses) ${list.join(' ')}`);
  return 0;
}

let status = 0;
if (command === 'check') status = check(args);
else if (command === 'text' && args[0]) status = text(args[0], args.includes('--tags'));
else if (command === 'counts' && args[0]) status = counts(args[0]);
else if (command === 'build') {
  const { path, chapters } = await writeCompiledNotes();
  console.log(`${chapters} chapter notes → ${path}`);
} else {
  console.log('Usage: notes.ts check [slug…] | text "Genesis 22" [--tags] | build');
  status = 2;
}
process.exit(status);
