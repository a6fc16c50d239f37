import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BOOKS } from '../scripture/books.ts';
import { notesFileName, readNotesSources } from './check.ts';
import { parseBookNotes, type BookIntroduction, type ChapterNote } from './parse.ts';

/** Bump when the compiled shape changes, so a stale file is refused rather than misread. */
export const NOTES_FORMAT = 1;

export const COMPILED_NOTES = join(import.meta.dirname, 'notes.json.gz');

export type CompiledChapterNote = Omit<ChapterNote, 'line'>;

export interface CompiledBookNotes {
  book: string;
  introduction: BookIntroduction | null;
  /** Index = chapter - 1. */
  chapters: (CompiledChapterNote | null)[];
}

export interface CompiledNotes {
  format: number;
  books: CompiledBookNotes[];
}

/** The notes in the shape the server loads: every book in canonical order, chapters by index. */
export function compileNotes(files: ReadonlyMap<string, string>): CompiledNotes {
  return {
    format: NOTES_FORMAT,
    books: BOOKS.map((book, index) => {
      const text = files.get(notesFileName(book, index));
      const parsed = text === undefined ? null : parseBookNotes(text).notes;
      const chapters: (CompiledChapterNote | null)[] = Array.from(
        { length: book.chapters },
        () => null,
      );
      for (const note of parsed?.chapters ?? []) {
        const { line: _line, ...rest } = note;
        if (note.chapter >= 1 && note.chapter <= book.chapters) chapters[note.chapter - 1] = rest;
      }
      return { book: book.name, introduction: parsed?.introduction ?? null, chapters };
    }),
  };
}

/** Gzip'd JSON at a fixed level (Node's header has no name and mtime 0): the same sources give the same bytes. */
export function compiledNotesBytes(
  files: ReadonlyMap<string, string> = readNotesSources(),
): Buffer {
  return gzipSync(JSON.stringify(compileNotes(files)), { level: 9 });
}

export async function writeCompiledNotes(): Promise<{ path: string; chapters: number }> {
  const files = readNotesSources();
  const bytes = compiledNotesBytes(files);
  writeFileSync(COMPILED_NOTES, bytes);
  const chapters = compileNotes(files).books.reduce(
    (n, b) => n + b.chapters.filter(Boolean).length,
    0,
  );
  return { path: COMPILED_NOTES, chapters };
}
