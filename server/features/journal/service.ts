import {
  BAD_CURSOR,
  BAD_CURSOR_CODE,
  decodeCursor,
  encodeCursor,
  type PageQuery,
} from '@contract/journal-paging.ts';
import {
  JOURNAL_RATE_LIMITED,
  JOURNAL_WRITES_PER_MINUTE,
  defaultJournalTitle,
  reflectionContentSchema,
  toJournalEntry,
  type CreateJournalEntryInput,
  type JournalEntry,
  type UpdateJournalEntryInput,
} from '@contract/journal.ts';
import {
  UNKNOWN_BOOK_CODE,
  type EarlierEntry,
  type EarlierEntryQuery,
  type JournalBooks,
  type JournalFilterQuery,
} from '@contract/journal-filters.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../errors.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { hitRateLimit } from '../../rate-limits/rate-limit.ts';
import { prefixTsQuery } from '../../lib/text-search.ts';
import { findOwnedReading } from '../../readings-data/owned-reading-repository.ts';
import { BOOKS, bookIndex } from '../../scripture/books.ts';
import { bookColumnsOf } from '../../scripture/book-order.ts';
import { parseReference } from '../../scripture/references.ts';
import { localDate } from '../../lib/calendar.ts';
import type { UserRow } from '../../users/users.ts';
import { passageSpans, sharesAVerse } from './passages.ts';
import {
  deleteOwnedEntry,
  findEntryByClientId,
  findOwnedEntry,
  insertEntryAndCountDay,
  latestEntryOn,
  listEntriesPage,
  listEntriesForReading,
  listReferenceCounts,
  updateOwnedEntry,
  type EntryFilters,
} from './repository.ts';

const readingNotFound = () => notFound('Reading not found', 'reading_not_found');
const entryNotFound = () => notFound('Journal entry not found', 'entry_not_found');

/** The reflection text, trimmed; 400 with the contract's exact message when blank or too long. */
function checkedContent(content: string): string {
  const parsed = reflectionContentSchema.safeParse(content);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid reflection', 'invalid_reflection');
  }
  return parsed.data;
}

/** Trimmed text, or null when absent or blank. */
function cleanText(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/** The reader's entries for a reading they own, newest first; 404 for another reader's reading. */
export async function entriesForReading(
  db: Db,
  userId: string,
  readingId: number,
): Promise<JournalEntry[]> {
  if (!(await findOwnedReading(db, userId, readingId))) throw readingNotFound();
  const rows = await listEntriesForReading(db, userId, readingId);
  return rows.map(toJournalEntry);
}

/** One page of a list and the cursor of the next one (null on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The reader's entries, newest first, one page at a time (decision 099); 400 for a bad cursor.
 * Optional filters (decision 128): a book (400 when it is not one), words in the title or text,
 * one entry. A search with no word in it matches nothing.
 */
export async function recentEntries(
  db: Db,
  userId: string,
  page: PageQuery & Partial<Pick<JournalFilterQuery, 'book' | 'q' | 'entry'>>,
): Promise<Page<JournalEntry>> {
  let after = null;
  if (page.cursor !== undefined) {
    const key = decodeCursor(page.cursor, 'entries');
    if (!key) throw badRequest(BAD_CURSOR, BAD_CURSOR_CODE);
    after = { createdAt: key.c, id: key.i };
  }
  const filters: EntryFilters = {};
  if (page.book !== undefined) {
    const book = canonicalBook(page.book);
    const all = await listReferenceCounts(db, userId);
    filters.references = all
      .filter((r) => passageSpans(r.reference)?.books.includes(book))
      .map((r) => r.reference);
  }
  if (page.q !== undefined) {
    const tsquery = prefixTsQuery(page.q);
    if (!tsquery) return { items: [], nextCursor: null };
    filters.tsquery = tsquery;
  }
  if (page.entry !== undefined) filters.entryId = page.entry;
  const rows = await listEntriesPage(db, userId, page.limit, after, filters);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > page.limit && last
      ? encodeCursor({ v: 'entries', c: last.createdMicros, i: last.entry.id })
      : null;
  return { items: items.map((r) => toJournalEntry(r.entry)), nextCursor };
}

const MINUTE_MS = 60_000;

/**
 * Counts one journal write (create, update or delete) for the reader; 429 past
 * JOURNAL_WRITES_PER_MINUTE in a minute. Kept in the database, so it holds across instances.
 */
async function countWrite(db: Db, userId: string): Promise<void> {
  await hitRateLimit(
    db,
    `journal-write:${userId}`,
    JOURNAL_WRITES_PER_MINUTE,
    MINUTE_MS,
    JOURNAL_RATE_LIMITED,
  );
}

/**
 * Saves a new reflection. With a readingId (which must be the reader's), the plan title, plan
 * and day come from the reading, as do the reference and read date when not given. The title
 * defaults to 'Bible Reading - {reference}' (or 'Bible Reading'). Counts today as a reading day.
 * A `clientId` the reader already saved with answers that entry, `created: false`, and writes
 * nothing (decision 131): a retry never makes a second entry.
 */
export async function createEntry(
  db: Db,
  user: UserRow,
  input: CreateJournalEntryInput,
  // The server's one clock (decision 101), so a reflection counts on the e2e suite's simulated days too.
  now = clockNow(),
): Promise<{ entry: JournalEntry; created: boolean }> {
  const content = checkedContent(input.content);
  if (input.clientId) {
    // A replay is not a new write: answered before the rate limit counts it.
    const saved = await findEntryByClientId(db, user.id, input.clientId);
    if (saved) return { entry: toJournalEntry(saved), created: false };
  }
  await countWrite(db, user.id);
  const reading = input.readingId ? await findOwnedReading(db, user.id, input.readingId) : null;
  if (input.readingId && !reading) throw readingNotFound();
  const reference = cleanText(input.reference) ?? reading?.reference ?? null;
  const saved = await insertEntryAndCountDay(
    db,
    {
      userId: user.id,
      readingId: reading?.id ?? null,
      planId: reading?.planId ?? null,
      planTitle: reading?.planTitle ?? null,
      day: reading?.day ?? null,
      content,
      title: cleanText(input.title) ?? defaultJournalTitle(reference),
      reference,
      // The notebook's books, read once here (decisions 138, 160); SQL has no reference parser.
      ...bookColumnsOf(reference),
      readDate: input.readDate ?? reading?.readDate ?? null,
      // What the reader had in front of them: the reading's translation as Today showed it.
      translation: input.translation ?? user.translation,
      clientId: input.clientId ?? null,
    },
    reference ? `Saved a reflection on ${reference}` : 'Saved a reflection',
    user.timeZone,
    now,
  );
  return { entry: toJournalEntry(saved.row), created: saved.created };
}

/**
 * Edits a reflection the reader owns (404 otherwise). Omitted fields stay; a null or blank
 * title falls back to the default title, and a default title follows a changed reference.
 */
export async function updateEntry(
  db: Db,
  userId: string,
  id: number,
  input: UpdateJournalEntryInput,
): Promise<JournalEntry> {
  const content = checkedContent(input.content);
  await countWrite(db, userId);
  const entry = await findOwnedEntry(db, userId, id);
  if (!entry) throw entryNotFound();
  const reference = input.reference === undefined ? entry.reference : cleanText(input.reference);
  let title: string;
  if (input.title === undefined) {
    title =
      entry.title === defaultJournalTitle(entry.reference)
        ? defaultJournalTitle(reference)
        : entry.title;
  } else {
    title = cleanText(input.title) ?? defaultJournalTitle(reference);
  }
  const readDate = input.readDate === undefined ? entry.readDate : input.readDate;
  const row = await updateOwnedEntry(db, userId, id, {
    content,
    title,
    reference,
    ...bookColumnsOf(reference),
    readDate,
  });
  if (!row) throw entryNotFound();
  return toJournalEntry(row);
}

/** Deletes a reflection the reader owns (404 otherwise). */
export async function deleteEntry(db: Db, userId: string, id: number): Promise<void> {
  await countWrite(db, userId);
  if (!(await deleteOwnedEntry(db, userId, id))) throw entryNotFound();
}

/** The canonical name of a book ('Psalm' → 'Psalms'); 400 'unknown_book' when it is not one. */
function canonicalBook(name: string): string {
  const book = BOOKS[bookIndex(name)];
  if (!book) {
    const shown = name.length > 40 ? `${name.slice(0, 37)}...` : name;
    throw badRequest(`"${shown}" is not a book of the Bible`, UNKNOWN_BOOK_CODE);
  }
  return book.name;
}

/**
 * The books the reader has written on, in canonical order, each with its number of entries. An
 * entry whose reference spans two books counts under both; entries without a reference we can
 * read are left out (the list filters the Journal, which shows those unfiltered).
 */
export async function journalBooks(db: Db, userId: string): Promise<JournalBooks> {
  const counts = new Map<string, number>();
  for (const { reference, entries } of await listReferenceCounts(db, userId)) {
    for (const book of passageSpans(reference)?.books ?? []) {
      counts.set(book, (counts.get(book) ?? 0) + entries);
    }
  }
  const books = [...counts]
    .map(([book, entries]) => ({ book, entries }))
    .sort((a, b) => bookIndex(a.book) - bookIndex(b.book));
  return { books };
}

const FIRST_LINE_MAX = 160;

/** The first non-blank line of a reflection, cut at a word near FIRST_LINE_MAX characters. */
export function firstLineOf(text: string): string {
  const line =
    text
      .split(/\r?\n/)
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .find((l) => l.length > 0) ?? '';
  const chars = [...line];
  if (chars.length <= FIRST_LINE_MAX) return line;
  const cut = chars.slice(0, FIRST_LINE_MAX).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > FIRST_LINE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * "You wrote on this passage before" (decision 128): the reader's most recent entry, from any
 * plan or none, whose passage shares a verse with `reference`, leaving out entries written on
 * today's reading itself; `more` counts the other such entries. 400 for a reference we cannot
 * read. The stored references are parsed once each (memoised), and one indexed query picks the
 * entry.
 */
export async function earlierEntry(
  db: Db,
  user: UserRow,
  query: EarlierEntryQuery,
): Promise<EarlierEntry> {
  const today = passageSpans(query.reference);
  // parseReference throws the reader-facing reason (ScriptureError answers 400).
  if (!today) parseReference(query.reference);
  if (!today)
    throw badRequest('That passage is not a Bible reference we recognise', 'invalid_reference');
  const overlapping = (await listReferenceCounts(db, user.id))
    .filter((r) => {
      const theirs = passageSpans(r.reference);
      return theirs !== null && sharesAVerse(today, theirs);
    })
    .map((r) => r.reference);
  const row = await latestEntryOn(db, user.id, overlapping, query.readingId ?? null);
  const book = today.books[0] ?? null;
  if (!row) return { entry: null, more: 0, book };
  return {
    entry: {
      id: row.id,
      title: row.title,
      firstLine: firstLineOf(row.head),
      reference: row.reference ?? query.reference,
      date: row.readDate ?? localDate(user.timeZone, row.createdAt),
      createdAt: row.createdAt.toISOString(),
    },
    more: row.total - 1,
    book,
  };
}
