import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { slugOf } from '@contract/bible-rules.ts';
import { BOOKS, type BookInfo } from '../scripture/books.ts';
import { getVerse, verseCount } from '../scripture/kjv.ts';
import { parseReference, type PassageRange } from '../scripture/references.ts';
import { studyVerse, studyVerseText } from '../scripture/bible.ts';
import {
  parseBookNotes,
  type BookNotes,
  type ChapterNote,
  type ParseProblem,
  type VerseSpan,
} from './parse.ts';

/**
 * The study notes' checker: everything a note says about scripture is held against the shipped
 * text. It fails on a reference that does not exist, a quotation that is not word for word the
 * verses it cites (KJV, or WEB when marked), a Strong's number the KJV does not tag in the verses
 * it is attached to, sections that leave a gap, overlap or leave the chapter, a theme outside the
 * vocabulary (themes.md), a missing book or chapter, and questions repeated across chapters.
 */

export const NOTES_DIR = join(import.meta.dirname, 'source');
export const THEMES_FILE = join(import.meta.dirname, 'themes.md');

/** How many questions may appear, word for word, in more than one chapter. */
export const REPEATED_QUESTION_ALLOWANCE = 10;

export interface NoteProblem {
  file: string;
  line?: number;
  chapter?: number;
  message: string;
}

/** The theme titles of themes.md. */
export function readThemeVocabulary(text = readFileSync(THEMES_FILE, 'utf8')): Set<string> {
  const titles = new Set<string>();
  for (const line of text.split('\n')) {
    const m = /^- ([^:]+):\s+\S/.exec(line);
    if (m?.[1]) titles.add(m[1].trim());
  }
  return titles;
}

/** The source file name of a book: '01-genesis.md' … '66-revelation.md'. */
export function notesFileName(book: BookInfo, index: number): string {
  return `${String(index + 1).padStart(2, '0')}-${slugOf(book.name)}.md`;
}

/** Lower-case words, apostrophes and the translators' italics marks dropped: for comparing quotations. */
export function comparableWords(text: string): string {
  return text
    .replace(/\*/g, '')
    .replace(/['’‘]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BOOK_NAMES = [...BOOKS.map((b) => b.name), 'Psalm']
  .sort((a, b) => b.length - a.length)
  .map((n) => n.replace(/ /g, '\\s'));
const FULL_REFERENCE = new RegExp(
  `\\b(?:${BOOK_NAMES.join('|')})\\s\\d+(?::\\d+)?(?:\\s?[-–]\\s?\\d+(?::\\d+)?)?(?:,\\s?\\d+(?:[-–]\\d+)?(?!:))*`,
  'g',
);
const BARE_VERSE = /(?<![\w:])(\d+):(\d+)(?:[-–](\d+))?(?![\w:])/g;
const VERSE_MARK = /\bvv?\.\s?(\d+)(?:\s?[-–]\s?(\d+))?/g;
const QUOTATION = /["“]([^"“”]*)["”](\s*\(([^)]*)\))?/g;

interface Place {
  book: BookInfo;
  bookIndex: number;
  /** Set inside a chapter note; an introduction has none. */
  chapter?: number;
}

function inChapter(place: Place, chapter: number, verse: number): boolean {
  return verse >= 1 && verse <= verseCount(place.bookIndex, chapter);
}

/** Verses of a parsed reference, as 'Book C:V' keys. */
function versesOf(ranges: PassageRange[]): { book: string; chapter: number; verse: number }[] {
  const out: { book: string; chapter: number; verse: number }[] = [];
  for (const r of ranges) {
    for (let c = r.startChapter; c <= r.endChapter; c++) {
      const first = c === r.startChapter ? r.startVerse : 1;
      const last = c === r.endChapter ? r.endVerse : verseCount(r.bookIndex, c);
      for (let v = first; v <= last; v++) out.push({ book: r.book, chapter: c, verse: v });
    }
  }
  return out;
}

/**
 * What a quotation's parenthesis cites: '(v. 8)', '(vv. 8-9)', '(22:8)', '(Genesis 22:8)', each
 * optionally followed by ', WEB'. Null with a reason when it cannot be read.
 */
function citedVerses(
  cite: string,
  place: Place,
): { verses: { book: string; chapter: number; verse: number }[]; web: boolean } | string {
  let text = cite.trim();
  const web = /[,\s]WEB$/.test(text);
  if (web) text = text.replace(/[,\s]+WEB$/, '').trim();
  const mark = /^vv?\.\s?(\d+)(?:\s?[-–]\s?(\d+))?$/.exec(text);
  if (mark) {
    if (place.chapter === undefined) return '"v. N" needs a chapter: cite "C:V" in an introduction';
    const start = Number(mark[1]);
    const end = Number(mark[2] ?? start);
    if (
      end < start ||
      !inChapter(place, place.chapter, start) ||
      !inChapter(place, place.chapter, end)
    )
      return `${place.book.name} ${place.chapter} has no verse ${end < start ? `range ${start}-${end}` : start > end ? start : `${start}-${end}`}`;
    const verses = [];
    for (let v = start; v <= end; v++)
      verses.push({ book: place.book.name, chapter: place.chapter, verse: v });
    return { verses, web };
  }
  const reference = /^\d+:\d+/.test(text) ? `${place.book.name} ${text}` : text;
  try {
    return { verses: versesOf(parseReference(reference.replace(/–/g, '-')).ranges), web };
  } catch {
    return `"${cite}" is not a reference`;
  }
}

function verseText(v: { book: string; chapter: number; verse: number }, web: boolean): string {
  if (web) return studyVerseText(`${v.book} ${v.chapter}:${v.verse}`, 'web') ?? '';
  return getVerse(v.book, v.chapter, v.verse) ?? '';
}

/** Problems with the quotations and references in one piece of prose. */
export function checkProse(text: string, place: Place): string[] {
  const problems: string[] = [];
  // Quotations: double quotes are for scripture only, each followed by its reference.
  const masked = text.replace(QUOTATION, (_all, quoted: string, paren?: string, cite?: string) => {
    if (!paren || cite === undefined) {
      problems.push(
        `The quotation "${quoted}" has no reference after it: write "…" (v. 8), (22:8) or (Book 22:8); use single quotes for anything that is not scripture`,
      );
      return ' ';
    }
    const cited = citedVerses(cite, place);
    if (typeof cited === 'string') {
      problems.push(`The quotation "${quoted}": ${cited}`);
      return ' ';
    }
    const want = comparableWords(quoted);
    const have = ` ${comparableWords(cited.verses.map((v) => verseText(v, cited.web)).join(' '))} `;
    if (!want) problems.push('An empty quotation');
    else if (/…|\.\.\./.test(quoted))
      problems.push(`The quotation "${quoted}" leaves words out: quote a run of words exactly`);
    else if (!have.includes(` ${want} `))
      problems.push(
        `The quotation "${quoted}" is not word for word the ${cited.web ? 'WEB' : 'KJV'} text of ${cite}`,
      );
    return ' ';
  });
  if (/["“”]/.test(masked)) problems.push('A double quote that opens no quotation');
  // Full references anywhere in the prose must exist.
  const rest = masked.replace(FULL_REFERENCE, (reference) => {
    try {
      parseReference(reference.replace(/–/g, '-').replace(/\s+/g, ' '));
    } catch {
      problems.push(`"${reference}" is not a verse or chapter of the Bible`);
    }
    return ' ';
  });
  // Bare 'C:V' belongs to the note's own book.
  for (const m of rest.matchAll(BARE_VERSE)) {
    const chapter = Number(m[1]);
    const verses = [Number(m[2]), Number(m[3] ?? m[2])];
    if (verses.some((v) => !inChapter(place, chapter, v)))
      problems.push(`${place.book.name} ${m[0]} does not exist`);
  }
  // 'v. 8' and 'vv. 3-5' belong to the note's own chapter.
  for (const m of rest.matchAll(VERSE_MARK)) {
    if (place.chapter === undefined) {
      problems.push(`"${m[0]}" in an introduction: cite "C:V"`);
      continue;
    }
    const chapter = place.chapter;
    const verses = [Number(m[1]), Number(m[2] ?? m[1])];
    if (verses.some((v) => !inChapter(place, chapter, v)))
      problems.push(`${place.book.name} ${chapter} has no ${m[0]}`);
  }
  return problems;
}

/** Sentences in a short text, not counting 'v. 8' or 'e.g.'. */
export function sentenceCount(text: string): number {
  const cleaned = text.replace(/\b(?:vv?|e\.g|i\.e|cf|St|Mt|ch)\./g, '_');
  return (cleaned.match(/[.!?]["”’)]*(?=\s+["“‘(]?[A-Z0-9]|\s*$)/g) ?? []).length;
}

function spansInChapter(spans: VerseSpan[], place: Place, chapter: number): string | null {
  for (const s of spans) {
    if (s.end < s.start) return `${s.start}-${s.end} runs backwards`;
    if (!inChapter(place, chapter, s.start) || !inChapter(place, chapter, s.end))
      return `${place.book.name} ${chapter} has no verse ${s.start === s.end ? s.start : `${s.start}-${s.end}`}`;
  }
  return null;
}

function checkChapter(
  note: ChapterNote,
  place: Place,
  themes: Set<string>,
  report: (message: string) => void,
): void {
  const chapter = note.chapter;
  const last = verseCount(place.bookIndex, chapter);
  if (!note.point) report('No "Point:"');
  else {
    const n = sentenceCount(note.point);
    if (n < 2 || n > 4) report(`The point has ${n} sentences: write two to four`);
  }
  if (!note.context) report('No "Context:"');
  // Sections cover the chapter from verse 1 to its last, without gap or overlap.
  let next = 1;
  for (const s of note.sections) {
    const bad = spansInChapter([s], place, chapter);
    if (bad) report(`Section ${s.start}-${s.end}: ${bad}`);
    else if (s.start > next)
      report(
        `Sections leave a gap: ${s.start - 1 === next ? `verse ${next}` : `verses ${next}-${s.start - 1}`}`,
      );
    else if (s.start < next) report(`Sections overlap at verse ${s.start}`);
    next = Math.max(next, s.end + 1);
  }
  if (note.sections.length === 0) report('No sections');
  else if (next <= last) report(`Sections stop at verse ${next - 1} of ${last}`);
  // Themes: two to four, from the vocabulary, resting on verses of this chapter.
  if (note.themes.length < 2 || note.themes.length > 4)
    report(`${note.themes.length} themes: give two to four`);
  for (const t of note.themes) {
    if (!themes.has(t.title)) report(`Theme "${t.title}" is not in themes.md`);
    const bad = spansInChapter(t.verses, place, chapter);
    if (bad) report(`Theme "${t.title}": ${bad}`);
  }
  if (note.questions.length !== 3) report(`${note.questions.length} questions: give three`);
  for (const q of note.questions)
    if (!q.endsWith('?')) report(`A question must end with "?": ${q}`);
  // Key words: a Strong's number the KJV tags in every verse named.
  const prefix = place.book.testament === 'old' ? 'H' : 'G';
  for (const k of note.keyWords) {
    if (!k.number.startsWith(prefix)) {
      report(`${k.number} is not a ${prefix === 'H' ? 'Hebrew' : 'Greek'} number`);
      continue;
    }
    for (const v of k.verses) {
      const verse = studyVerse(`${place.book.name} ${chapter}:${v}`, 'kjv');
      if (!verse) {
        report(`${k.number}: ${place.book.name} ${chapter}:${v} does not exist`);
        continue;
      }
      const tagged = verse.parts.some((p) => typeof p !== 'string' && p.strongs.includes(k.number));
      if (!tagged) report(`${k.number} is not tagged in ${place.book.name} ${chapter}:${v} (KJV)`);
    }
  }
  const prose = [
    note.point,
    note.context,
    ...note.sections.flatMap((s) => [s.heading, s.summary]),
    ...note.themes.map((t) => t.description),
    ...note.questions,
    ...note.keyWords.map((k) => k.sentence),
  ];
  for (const text of prose) for (const p of checkProse(text, place)) report(p);
}

/** Problems in one book's notes. `parsed` comes from parseBookNotes. */
export function checkBookNotes(
  file: string,
  parsed: { notes: BookNotes; problems: ParseProblem[] },
  bookIndex: number,
  themes: Set<string>,
): NoteProblem[] {
  const problems: NoteProblem[] = parsed.problems.map((p) => ({ file, ...p }));
  const book = BOOKS[bookIndex];
  if (!book) return [{ file, message: `No book ${bookIndex}` }];
  const { notes } = parsed;
  if (notes.book !== book.name)
    problems.push({ file, message: `The title must be "# ${book.name}" (found "${notes.book}")` });
  const place: Place = { book, bookIndex };
  const intro = notes.introduction;
  if (!intro) problems.push({ file, message: 'No "## Introduction"' });
  else {
    const report = (message: string) =>
      problems.push({ file, message: `Introduction: ${message}` });
    if (!intro.summary) report('No "Summary:"');
    if (!intro.authorship) report('No "Author and date:"');
    if (!intro.setting) report('No "Setting:"');
    if (!intro.message) report('No "Message:"');
    if (intro.themes.length < 2 || intro.themes.length > 6)
      report(`${intro.themes.length} themes: give two to six`);
    for (const t of intro.themes) if (!themes.has(t)) report(`Theme "${t}" is not in themes.md`);
    let next = 1;
    for (const part of intro.outline) {
      if (part.start !== next)
        report(`The outline must run on from chapter ${next} (found ${part.start})`);
      if (part.end < part.start || part.end > book.chapters)
        report(`Outline ${part.start}-${part.end} leaves the book`);
      next = part.end + 1;
    }
    if (next !== book.chapters + 1) report(`The outline must end at chapter ${book.chapters}`);
    for (const ref of intro.keyPassages) {
      try {
        parseReference(ref.replace(/–/g, '-'));
      } catch {
        report(`Key passage "${ref}" is not a reference`);
      }
    }
    for (const text of [intro.summary, intro.authorship, intro.setting, intro.message])
      for (const p of checkProse(text, place)) report(p);
  }
  const seen = new Set<number>();
  for (const note of notes.chapters) {
    if (note.chapter < 1 || note.chapter > book.chapters) {
      problems.push({
        file,
        line: note.line,
        message: `${book.name} has no chapter ${note.chapter}`,
      });
      continue;
    }
    if (seen.has(note.chapter))
      problems.push({ file, line: note.line, message: `Chapter ${note.chapter} twice` });
    seen.add(note.chapter);
    checkChapter(note, { ...place, chapter: note.chapter }, themes, (message) =>
      problems.push({ file, line: note.line, chapter: note.chapter, message }),
    );
  }
  for (let c = 1; c <= book.chapters; c++)
    if (!seen.has(c)) problems.push({ file, chapter: c, message: `No note on chapter ${c}` });
  return problems;
}

/** Normalised question text, for finding repeats. */
function questionKey(q: string): string {
  return comparableWords(q);
}

/**
 * Checks a whole set of notes: every book present and sound, and no more than the allowance of
 * questions repeated across chapters. `files` maps file names to their text.
 */
export function checkAllNotes(
  files: ReadonlyMap<string, string>,
  themes = readThemeVocabulary(),
): NoteProblem[] {
  const problems: NoteProblem[] = [];
  const asked = new Map<string, string[]>();
  BOOKS.forEach((book, index) => {
    const file = notesFileName(book, index);
    const text = files.get(file);
    if (text === undefined) {
      problems.push({ file, message: `No notes on ${book.name}` });
      return;
    }
    const parsed = parseBookNotes(text);
    problems.push(...checkBookNotes(file, parsed, index, themes));
    for (const note of parsed.notes.chapters)
      for (const q of note.questions) {
        const key = questionKey(q);
        asked.set(key, [...(asked.get(key) ?? []), `${book.name} ${note.chapter}`]);
      }
  });
  for (const file of files.keys())
    if (!BOOKS.some((b, i) => notesFileName(b, i) === file))
      problems.push({ file, message: 'Not the file name of a book' });
  const repeated = [...asked].filter(([, where]) => where.length > 1);
  if (repeated.length > REPEATED_QUESTION_ALLOWANCE)
    for (const [q, where] of repeated)
      problems.push({
        file: '(all)',
        message: `A question asked in ${where.join(', ')}: "${q}" (${repeated.length} repeats, ${REPEATED_QUESTION_ALLOWANCE} allowed)`,
      });
  return problems;
}

/** The notes' source files as shipped: name → text. */
export function readNotesSources(dir = NOTES_DIR): Map<string, string> {
  const files = new Map<string, string>();
  // Before the first book lands there is no directory: no notes, rather than an error.
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir).sort())
    if (name.endsWith('.md')) files.set(name, readFileSync(join(dir, name), 'utf8'));
  return files;
}

export function formatProblem(p: NoteProblem): string {
  const where = [p.file, p.line ? `line ${p.line}` : '', p.chapter ? `chapter ${p.chapter}` : '']
    .filter(Boolean)
    .join(', ');
  return `${where}: ${p.message}`;
}
