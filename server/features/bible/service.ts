import { createHash } from 'node:crypto';
import {
  BIBLE_BOOKS,
  bookByName,
  bookBySlug,
  chapterName,
  isSearchTooShort,
  SEARCH_TOO_SHORT,
  type BibleBook,
} from '@contract/bible-rules.ts';
import type { ChapterPlace, ChapterResponse, SearchResponse } from '@contract/bible-reader.ts';
import { SEARCH_PAGE_SIZE } from '@contract/bible-reader.ts';
import { badRequest, notFound } from '../../errors.ts';
import { LruMemo } from '../../lib/lru.ts';
import { BOOKS } from '../../scripture/books.ts';
import { assertTranslation, ScriptureError, type Translation } from '../../scripture/errors.ts';
import { sectionHeadingsFor } from '../../notes/section-headings.ts';
import { KJV_VERSE_COUNT, verseAt, verseCount, verseId } from '../../scripture/kjv.ts';
import { getPassage } from '../../scripture/passage.ts';
import { parseReference } from '../../scripture/references.ts';
import { buildVerseIndex, parseQuery, searchIndex, type VerseIndex } from './search-index.ts';

function place(book: BibleBook | undefined, chapter: number): ChapterPlace | null {
  return book ? { book: book.slug, chapter, name: chapterName(book, chapter) } : null;
}

/** The chapters either side of one, across book boundaries (none before Genesis 1 or after Revelation 22). */
export function neighbours(book: BibleBook, chapter: number) {
  const i = BIBLE_BOOKS.indexOf(book);
  const before = BIBLE_BOOKS[i - 1];
  const after = BIBLE_BOOKS[i + 1];
  return {
    prev: chapter > 1 ? place(book, chapter - 1) : place(before, before?.chapters ?? 0),
    next: chapter < book.chapters ? place(book, chapter + 1) : place(after, 1),
  };
}

/** The book of an address, or a 404 that says what is wrong. */
function bookOf(slug: string): BibleBook {
  const book = bookBySlug(slug);
  if (!book) throw notFound(`There is no book called "${slug.slice(0, 40)}" in the Bible`);
  return book;
}

export interface ChapterAnswer {
  body: ChapterResponse;
  /** A strong validator of the body: the chapter's text never changes. */
  etag: string;
}

/** A chapter with its neighbours, built once per translation and chapter (Callers: read-only). */
export function getChapter(slug: string, chapter: number, translation = 'kjv'): ChapterAnswer {
  const t = assertTranslation(translation);
  const book = bookOf(slug);
  if (chapter > book.chapters) {
    throw notFound(
      `${book.name} ${chapter} does not exist: ${book.name} has ${book.chapters} chapter${book.chapters === 1 ? '' : 's'}`,
    );
  }
  return chapters.get(`${t}|${book.slug}|${chapter}`, () => buildChapter(book, chapter, t));
}

const chapters = new LruMemo<ChapterAnswer>(300);

function buildChapter(book: BibleBook, chapter: number, t: Translation): ChapterAnswer {
  const bookIndex = BIBLE_BOOKS.indexOf(book);
  const count = verseCount(bookIndex, chapter);
  // 'Psalm 23', 'Jude 1': the form the passage, notes and Strong's endpoints all read as the whole chapter.
  const reference = chapterName(book, chapter);
  const passage = getPassage(reference, t);
  if (passage.verses.length === 0) throw new Error(`${reference} has no verses`);
  const body: ChapterResponse = {
    book: book.slug,
    bookName: book.name,
    chapter,
    name: chapterName(book, chapter),
    reference,
    translation: t,
    passage: passage.passage,
    sectionHeadings: sectionHeadingsFor(passage.verses),
    verseCount: count,
    ...neighbours(book, chapter),
  };
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
  return { body, etag: `"${hash.slice(0, 27)}"` };
}

const indexes = new Map<Translation, VerseIndex>();

/** A translation's search index, built on first use (or ahead of it by warmSearch). */
export function verseIndex(translation: Translation): VerseIndex {
  let index = indexes.get(translation);
  if (!index) {
    index = buildVerseIndex(translation);
    indexes.set(translation, index);
  }
  return index;
}

/** A query that reads as a reference ('jn 3 16', 'Psalm 23'): where it leads, or null. */
export function referenceOf(q: string): SearchResponse['reference'] {
  // Words alone are searched ('Job', 'Acts' are words too); a reference names a chapter.
  if (!/\d/.test(q) || q.includes('"')) return null;
  try {
    const parsed = parseReference(q);
    const range = parsed.ranges[0];
    const book = range && bookByName(range.book);
    if (!range || !book) return null;
    const oneVerse = range.startChapter === range.endChapter && range.startVerse === range.endVerse;
    const verseGiven = /:\d/.test(parsed.reference) || oneVerse;
    return {
      name: parsed.ranges.length === 1 ? parsed.reference : chapterName(book, range.startChapter),
      book: book.slug,
      chapter: range.startChapter,
      verse: verseGiven ? range.startVerse : null,
    };
  } catch (error) {
    if (error instanceof ScriptureError) return null;
    throw error;
  }
}

export interface SearchInput {
  q: string;
  translation?: string;
  testament?: 'old' | 'new';
  book?: string;
  page?: number;
}

/** The verse ids a search looks in: the whole Bible, a testament or a book. */
function scope(testament: SearchInput['testament'], slug: string | undefined) {
  const firstNew = verseId(39, 1, 1);
  let from = testament === 'new' ? firstNew : 0;
  let to = testament === 'old' ? firstNew : KJV_VERSE_COUNT;
  if (slug) {
    const book = bookBySlug(slug);
    if (!book) throw badRequest(`There is no book called "${slug.slice(0, 40)}" in the Bible`);
    const b = BIBLE_BOOKS.indexOf(book);
    const last = BOOKS[b]?.chapters ?? 1;
    from = Math.max(from, verseId(b, 1, 1));
    to = Math.min(to, verseId(b, last, verseCount(b, last)) + 1);
  }
  return { from, to: Math.max(from, to) };
}

/** GET /api/bible/search: ranked verses with their highlights, and a reference if the query is one. */
export function search(input: SearchInput): SearchResponse {
  // One letter matches thousands of verses and ranks none usefully: the reader gets a hint instead.
  if (isSearchTooShort(input.q)) throw badRequest(SEARCH_TOO_SHORT);
  const t = assertTranslation(input.translation);
  const groups = parseQuery(input.q);
  const page = input.page ?? 1;
  const { from, to } = scope(input.testament, input.book);
  const index = verseIndex(t);
  const found = searchIndex(index, groups, { from, to, page, pageSize: SEARCH_PAGE_SIZE });
  return {
    query: input.q,
    translation: t,
    mode: groups.some((g) => g.phrase) ? 'phrase' : 'all',
    total: found.total,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    results: found.matches.map((m) => {
      const at = verseAt(m.id) as { book: number; chapter: number; verse: number };
      const book = BIBLE_BOOKS[at.book] as BibleBook;
      return {
        // One Psalm is 'Psalm 23:2', as the reader and the plans name it (decision 123).
        reference: `${chapterName(book, at.chapter)}:${at.verse}`,
        book: book.slug,
        chapter: at.chapter,
        verse: at.verse,
        text: index.texts[m.id] ?? '',
        highlights: m.highlights,
      };
    }),
    reference: referenceOf(input.q),
  };
}
