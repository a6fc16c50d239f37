import {
  MARKS_FULL,
  MARKS_FULL_CODE,
  MARKS_MAX,
  MARKS_RATE_LIMITED,
  MARK_WRITES_PER_MINUTE,
  markNoteSchema,
  markReference,
  type CreateMarkInput,
  type Mark,
  type MarkList,
  type MarkListQuery,
  type MarkPassage,
  type UpdateMarkInput,
} from '@contract/marks.ts';
import type { OnThisDay, OnThisDayItem, RecallChapter, RecallItem } from '@contract/prayers.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limits/rate-limit.ts';
import { verseAt, verseCount } from '../../scripture/kjv.ts';
import { localDate } from '../../lib/calendar.ts';
import type { UserRow } from '../../users/users.ts';
import * as repo from './repository.ts';
import { bookIndexOf, bookName, bookSlug, overlaps, spansOf, verseSpan } from './verses.ts';

const markNotFound = () => notFound('Mark not found', 'mark_not_found');

function unknownBook(name: string) {
  const shown = name.length > 40 ? `${name.slice(0, 37)}...` : name;
  return badRequest(`"${shown}" is not a book of the Bible`, 'unknown_book');
}

/** The note's text, trimmed; 400 with the contract's message when blank, too long or holding NUL. */
function checkedNote(note: string): string {
  const parsed = markNoteSchema.safeParse(note);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid note', 'invalid_note');
  }
  return parsed.data;
}

export function toMark(row: repo.MarkRow): Mark {
  const book = bookName(row.bookIndex);
  return {
    id: row.id,
    kind: row.kind,
    book,
    slug: bookSlug(row.bookIndex),
    chapter: row.chapter,
    verseStart: row.verseStart,
    verseEnd: row.verseEnd,
    reference: markReference(book, row.chapter, row.verseStart, row.verseEnd),
    color: (row.color as Mark['color']) ?? null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const MINUTE_MS = 60_000;

/** One mark write (create, change or delete) of the reader; 429 past MARK_WRITES_PER_MINUTE a minute. */
async function countWrite(db: Db, userId: string) {
  await hitRateLimit(
    db,
    `mark-write:${userId}`,
    MARK_WRITES_PER_MINUTE,
    MINUTE_MS,
    MARKS_RATE_LIMITED,
  );
}

/**
 * Saves a mark. A replayed clientId answers the mark saved with it (`created: false`, not counted against
 * the write limit); a highlight or bookmark on verses already carrying one is that mark, its colour
 * replaced (decision 164). 409 past MARKS_MAX.
 */
export async function createMark(
  db: Db,
  user: UserRow,
  input: CreateMarkInput,
): Promise<{ mark: Mark; created: boolean }> {
  const { verses } = input;
  const index = bookIndexOf(verses.book);
  if (index < 0) throw unknownBook(verses.book);
  const span = verseSpan(index, verses.chapter, verses.verseStart, verses.verseEnd);
  if (!span) {
    throw badRequest(
      `${markReference(bookName(index), verses.chapter, verses.verseStart, verses.verseEnd)} is not in the Bible`,
      'invalid_verses',
    );
  }
  const note = input.kind === 'note' ? checkedNote(input.note) : null;
  if (input.clientId) {
    const saved = await repo.findMarkByClientId(db, user.id, input.clientId);
    if (saved) return { mark: toMark(saved), created: false };
  }
  await countWrite(db, user.id);
  const saved = await repo.saveMark(
    db,
    {
      userId: user.id,
      kind: input.kind,
      bookIndex: index,
      chapter: verses.chapter,
      verseStart: verses.verseStart,
      verseEnd: verses.verseEnd,
      firstVerse: span[0],
      lastVerse: span[1],
      color: input.kind === 'highlight' ? input.color : null,
      note,
      clientId: input.clientId ?? null,
    },
    MARKS_MAX,
    () => conflict(MARKS_FULL, MARKS_FULL_CODE),
  );
  return { mark: toMark(saved.row), created: saved.created };
}

/** Changes a highlight's colour or a note's text; 404 for another reader's mark, 400 for the wrong kind. */
export async function updateMark(
  db: Db,
  userId: string,
  id: number,
  input: UpdateMarkInput,
): Promise<Mark> {
  const note = input.note === undefined ? undefined : checkedNote(input.note);
  await countWrite(db, userId);
  const mark = await repo.findOwnedMark(db, userId, id);
  if (!mark) throw markNotFound();
  if (input.color !== undefined && mark.kind !== 'highlight') {
    throw badRequest('Only a highlight has a colour', 'invalid_mark_change');
  }
  if (note !== undefined && mark.kind !== 'note') {
    throw badRequest('Only a note has text', 'invalid_mark_change');
  }
  const row = await repo.updateOwnedMark(db, userId, id, {
    ...(input.color !== undefined ? { color: input.color } : {}),
    ...(note !== undefined ? { note } : {}),
  });
  if (!row) throw markNotFound();
  return toMark(row);
}

export async function deleteMark(db: Db, userId: string, id: number): Promise<void> {
  await countWrite(db, userId);
  if (!(await repo.deleteOwnedMark(db, userId, id))) throw markNotFound();
}

/** GET /api/marks: one page of the reader's marks, filtered by kind, colour and book. */
export async function listMarks(db: Db, userId: string, query: MarkListQuery): Promise<MarkList> {
  let bookIndex: number | undefined;
  if (query.book !== undefined) {
    bookIndex = bookIndexOf(query.book);
    if (bookIndex < 0) throw unknownBook(query.book);
  }
  const [{ rows, total }, books] = await Promise.all([
    repo.listMarks(
      db,
      userId,
      { kind: query.kind, color: query.color, bookIndex },
      query.sort,
      query.limit,
      query.offset,
    ),
    repo.listMarkedBooks(db, userId),
  ]);
  return { marks: rows.map(toMark), total, books: books.map(bookName) };
}

function readReference(reference: string): [number, number][] {
  const spans = spansOf(reference);
  if (!spans) {
    throw badRequest('That passage is not a Bible reference we recognise', 'invalid_reference');
  }
  return spans;
}

/** GET /api/marks/passage: the reader's marks on a passage's verses. */
export async function marksOnPassage(
  db: Db,
  userId: string,
  reference: string,
): Promise<MarkPassage> {
  const rows = await repo.marksTouching(db, userId, readReference(reference));
  return { marks: rows.map(toMark) };
}

/** The chapter's verse span (dense ids) of a book name and chapter; 400/404 when it is not one. */
function chapterSpan(book: string, chapter: number): [number, number] {
  const index = bookIndexOf(book);
  if (index < 0) throw unknownBook(book);
  const span = verseSpan(index, chapter, 1, Math.max(1, verseCount(index, chapter)));
  if (!span) throw notFound(`${bookName(index)} ${chapter} does not exist`, 'chapter_not_found');
  return span;
}

/** The first verse of `span` that falls inside `chapter` (where a marker sits), as a verse number. */
function firstVerseIn(spans: [number, number][], chapter: [number, number]): number {
  let first = Infinity;
  for (const [a, b] of spans) if (a <= chapter[1] && b >= chapter[0]) first = Math.min(first, a);
  const at = verseAt(Math.max(first, chapter[0]));
  return at?.verse ?? 1;
}

/**
 * "You wrote on this passage" in the Bible reader: the reader's reflections whose passage shares a verse
 * with the chapter, their notes on it and their prayers linked to it, each with the verse its marker sits
 * at. Reflections are matched by parsing each distinct stored reference once (memoised), as Today does.
 */
export async function recallChapter(
  db: Db,
  user: UserRow,
  book: string,
  chapter: number,
): Promise<RecallChapter> {
  const span = chapterSpan(book, chapter);
  const chapterSpans: [number, number][] = [span];
  const references = (await repo.journalReferences(db, user.id)).filter((r) => {
    const s = spansOf(r);
    return s !== null && overlaps(s, chapterSpans);
  });
  const [entries, marks, prayers] = await Promise.all([
    repo.entriesOn(db, user.id, references),
    repo.marksTouching(db, user.id, chapterSpans),
    repo.prayersTouching(db, user.id, span[0], span[1]),
  ]);
  const items: RecallItem[] = [];
  for (const e of entries) {
    items.push({
      kind: 'reflection',
      id: e.id,
      title: e.title,
      reference: e.reference ?? '',
      verse: firstVerseIn(spansOf(e.reference ?? '') ?? [], span),
      date: e.readDate ?? e.createdDay ?? '',
    });
  }
  for (const m of marks) {
    if (m.kind !== 'note') continue;
    const shown = toMark(m);
    items.push({
      kind: 'note',
      id: m.id,
      title: firstLine(m.note ?? ''),
      reference: shown.reference,
      verse: m.chapter === chapter ? m.verseStart : 1,
      date: localDate(user.timeZone, m.createdAt),
    });
  }
  for (const p of prayers) {
    items.push({
      kind: 'prayer',
      id: p.id,
      title: p.title,
      reference: p.reference ?? '',
      verse: firstVerseIn([[p.firstVerse ?? span[0], p.lastVerse ?? span[0]]], span),
      date: p.askedOn,
    });
  }
  items.sort((a, b) => a.verse - b.verse || b.date.localeCompare(a.date));
  return { items };
}

const LINE_MAX = 160;

/** The first non-blank line of a text, cut near LINE_MAX characters. */
export function firstLine(text: string): string {
  const line =
    text
      .split(/\r?\n/)
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .find(Boolean) ?? '';
  const chars = [...line];
  return chars.length <= LINE_MAX ? line : `${chars.slice(0, LINE_MAX).join('').trimEnd()}…`;
}

/** The same month and day `years` years before `day` ('2024-02-29' one year back is '2023-02-28'). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** How many years back "On this day" looks. */
export const ON_THIS_DAY_YEARS = 5;

/**
 * "On this day": what the reader wrote on today's date one, two… five years ago (reflections by the day
 * they were written, notes by the day made in the reader's zone, prayers by the day asked).
 */
export async function onThisDay(db: Db, user: UserRow, now = clockNow()): Promise<OnThisDay> {
  const today = localDate(user.timeZone, now);
  const days = new Map<string, number>();
  for (let n = 1; n <= ON_THIS_DAY_YEARS; n++) days.set(yearsBefore(today, n), n);
  const list = [...days.keys()];
  // Notes: a window a day wider than the days on each side (any zone), narrowed by local day below.
  const oldest = new Date(`${list.at(-1)}T00:00:00Z`).getTime() - 36 * 3_600_000;
  const newest = new Date(`${list[0]}T00:00:00Z`).getTime() + 60 * 3_600_000;
  const found = await repo.writtenOn(db, user.id, list, new Date(oldest), new Date(newest));
  const items: OnThisDayItem[] = [];
  for (const e of found.entries) {
    const yearsAgo = days.get(e.day);
    if (yearsAgo === undefined) continue;
    items.push({
      yearsAgo,
      date: e.day,
      kind: 'reflection',
      id: e.id,
      title: e.title,
      reference: e.reference,
      firstLine: firstLine(e.head),
    });
  }
  for (const n of found.notes) {
    const day = localDate(user.timeZone, n.createdAt);
    const yearsAgo = days.get(day);
    if (yearsAgo === undefined) continue;
    items.push({
      yearsAgo,
      date: day,
      kind: 'note',
      id: n.id,
      title: 'Note',
      reference: markReference(bookName(n.bookIndex), n.chapter, n.verseStart, n.verseEnd),
      firstLine: firstLine(n.head),
    });
  }
  for (const p of found.prayers) {
    const yearsAgo = days.get(p.day);
    if (yearsAgo === undefined) continue;
    items.push({
      yearsAgo,
      date: p.day,
      kind: 'prayer',
      id: p.id,
      title: p.title,
      reference: p.reference,
      firstLine: firstLine(p.details ?? ''),
    });
  }
  items.sort((a, b) => a.yearsAgo - b.yearsAgo);
  return { items: items.slice(0, 12) };
}
