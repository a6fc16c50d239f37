import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { ROOT } from '../paths.ts';
import { BOOKS, bookIndex } from '../scripture/books.ts';
import { NOTES_FORMAT, type CompiledChapterNote, type CompiledNotes } from './compile.ts';
import type { BookIntroduction } from './parse.ts';

/**
 * Lamplight's study notes as the server reads them: server/notes/notes.json.gz (compiled from the
 * Markdown sources by `npx tsx scripts/notes.ts build`), read and parsed once, on first use. A
 * chapter or book without a note answers null; the insight then falls back to what it has.
 */

/** Found from the package root, so the bundle in dist/ reads the same file as the sources do. */
const NOTES_FILE = resolve(ROOT, 'server/notes/notes.json.gz');
const THEMES_FILE = resolve(ROOT, 'server/notes/themes.md');

let loaded: CompiledNotes | undefined;
let vocabulary: Map<string, string> | undefined;

/** Reads and checks a compiled notes file's bytes. */
export function parseCompiledNotes(bytes: Buffer): CompiledNotes {
  const data = JSON.parse(gunzipSync(bytes).toString('utf8')) as CompiledNotes;
  if (data.format !== NOTES_FORMAT || !Array.isArray(data.books))
    throw new Error(
      `${NOTES_FILE} is in format ${String(data.format)}, not ${NOTES_FORMAT}: run "npx tsx scripts/notes.ts build"`,
    );
  return data;
}

function notes(): CompiledNotes {
  loaded ??= existsSync(NOTES_FILE)
    ? parseCompiledNotes(readFileSync(NOTES_FILE))
    : { format: NOTES_FORMAT, books: [] };
  return loaded;
}

/** Tests: serve these notes instead of the shipped file (undefined goes back to the file). */
export function useCompiledNotes(data: CompiledNotes | undefined): void {
  loaded = data;
}

/** The note on one chapter ('Genesis', 22), or null when there is none. */
export function chapterNote(book: string, chapter: number): CompiledChapterNote | null {
  const index = bookIndex(book);
  if (index < 0) return null;
  return notes().books[index]?.chapters[chapter - 1] ?? null;
}

/** A book's introduction, or null when there is none. */
export function bookIntroduction(book: string): BookIntroduction | null {
  const index = bookIndex(book);
  if (index < 0) return null;
  return notes().books[index]?.introduction ?? null;
}

/** How many chapters and introductions the loaded notes hold (for start-up logs and bench). */
export function notesCoverage(): { chapters: number; introductions: number; of: number } {
  const books = notes().books;
  return {
    chapters: books.reduce((n, b) => n + b.chapters.filter(Boolean).length, 0),
    introductions: books.filter((b) => b.introduction).length,
    of: BOOKS.reduce((n, b) => n + b.chapters, 0),
  };
}

/** The shared vocabulary of themes (themes.md): title → what the theme gathers. */
export function themeVocabulary(): Map<string, string> {
  if (!vocabulary) {
    vocabulary = new Map();
    const text = existsSync(THEMES_FILE) ? readFileSync(THEMES_FILE, 'utf8') : '';
    for (const line of text.split('\n')) {
      const m = /^- ([^:]+):\s+(\S.*)$/.exec(line);
      if (m?.[1] && m[2]) vocabulary.set(m[1].trim(), m[2].trim());
    }
  }
  return vocabulary;
}
