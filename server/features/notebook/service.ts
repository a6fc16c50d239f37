import {
  BAD_CURSOR,
  BAD_CURSOR_CODE,
  decodeCursor,
  encodeCursor,
  type CursorKey,
  type CursorKind,
  type PageQuery,
} from '@contract/journal-paging.ts';
import { MONTHS, WEEKDAYS } from '@contract/calendar-rules.ts';
import { toJournalEntry, type JournalEntry } from '@contract/journal.ts';
import { hasNotebookAccess } from '@contract/membership.ts';
import {
  NOTEBOOK_LOCKED_CODE,
  NOTEBOOK_LOCKED_MESSAGE,
  OTHER_BOOK,
  type NotebookBookGroup,
  type NotebookDateGroup,
  type NotebookExport,
  type NotebookSessionGroup,
} from '@contract/notebook.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { BOOKS } from '../../scripture/books.ts';
import { bookOrdersOf } from '../../scripture/book-order.ts';
import { localDate } from '../../lib/calendar.ts';
import type { UserRow } from '../../users/users.ts';
import { getFreeMode } from '../../settings/settings.ts';
import {
  fillBookIndexes,
  listAllEntries,
  listReferencesWithoutBook,
  notebookBookPage,
  notebookDatePage,
  notebookSessionPage,
  searchEntriesPage,
  type NotebookExportRow,
  type NotebookPageRow,
} from './repository.ts';

/** 403 'notebook_locked' unless the reader's tier, or free mode, gives notebook access. */
export async function assertNotebookAccess(db: Db, user: UserRow): Promise<void> {
  if (hasNotebookAccess(user.membershipTier, await getFreeMode(db))) return;
  throw forbidden(NOTEBOOK_LOCKED_MESSAGE, NOTEBOOK_LOCKED_CODE);
}

/**
 * The date an entry belongs to: the notebook day stored on it (its read date, else the local date
 * of its creation in the zone the reader had then, decision 138); computed in `timeZone` only for
 * a row that lacks it.
 */
function entryDate(row: NotebookExportRow, timeZone: string): string {
  return row.notebookDay ?? row.readDate ?? localDate(timeZone, row.createdAt);
}

/** Entries by date, newest date first; entries newest first inside a date (the whole journal: export). */
export function groupByDate(rows: NotebookExportRow[], timeZone: string): NotebookDateGroup[] {
  const groups = new Map<string | null, NotebookExportRow[]>();
  for (const row of rows) {
    const key = entryDate(row, timeZone);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  // Unknown dates (null) last; ISO dates compare correctly as strings.
  return [...groups]
    .sort(([a], [b]) => compareDays(a, b))
    .map(([date, list]) => ({ date, total: list.length, entries: list.map(toJournalEntry) }));
}

/** Newest day first, null (unknown) last. */
function compareDays(a: string | null, b: string | null): number {
  return a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? 1 : -1;
}

/** The cursor's sort key for view `kind`; 400 with a readable message when it is not one. */
function cursorFor<K extends CursorKind>(page: PageQuery, kind: K) {
  if (page.cursor === undefined) return null;
  const key = decodeCursor(page.cursor, kind);
  if (!key) throw badRequest(BAD_CURSOR, BAD_CURSOR_CODE);
  return key;
}

/**
 * A page's rows (`limit + 1` read, in view order) as groups: consecutive entries of one group
 * make one group, `total` counts the whole group; the next cursor is the last shown entry's key
 * when a row beyond the page was read.
 */
function toGroups<R extends NotebookPageRow, G>(
  rows: R[],
  limit: number,
  groupOf: (row: R) => string,
  meta: (row: R) => G,
  keyOf: (row: R) => CursorKey,
): { groups: (G & { total: number; entries: JournalEntry[] })[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const groups: (G & { total: number; entries: JournalEntry[] })[] = [];
  let current: string | null = null;
  for (const row of page) {
    const group = groupOf(row);
    if (group !== current) {
      groups.push({ ...meta(row), total: row.total, entries: [] });
      current = group;
    }
    groups.at(-1)!.entries.push(toJournalEntry(row));
  }
  const last = page.at(-1);
  return { groups, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/**
 * The page of the notebook by date (decision 099, 138): newest day first, 'Unknown Date' last.
 * One SQL statement reads the page after the cursor from the index of the stored day (keyset: by
 * sort key, never by position, so entries written meanwhile neither shift nor repeat a page). The
 * day is the one stored when the entry was written: a later time-zone change moves no entry.
 */
export async function notebookByDate(
  db: Db,
  user: UserRow,
  query: PageQuery,
): Promise<{ groups: NotebookDateGroup[]; nextCursor: string | null }> {
  await assertNotebookAccess(db, user);
  const after = cursorFor(query, 'date');
  const rows = await notebookDatePage(
    db,
    user.id,
    query.limit,
    after ? { day: after.d, created: after.c, id: after.i } : null,
  );
  return toGroups(
    rows,
    query.limit,
    (row) => row.day_ ?? '',
    (row) => ({ date: row.day_ }),
    (row) => ({ v: 'date', d: row.day_, c: row.created, i: row.id }),
  );
}

/**
 * The page of the notebook by session, the session with the newest entry first. That order
 * moves when an entry is added to an older session, so a cursor also holds the moment (t) its
 * first page was read: later pages order and count the entries of that moment only, and
 * entries written since appear when the view is read again from the first page.
 */
export async function notebookBySession(
  db: Db,
  user: UserRow,
  query: PageQuery,
): Promise<{ groups: NotebookSessionGroup[]; nextCursor: string | null }> {
  await assertNotebookAccess(db, user);
  const after = cursorFor(query, 'session');
  const rows = await notebookSessionPage(
    db,
    user.id,
    query.limit,
    after
      ? { asOf: after.t, groupCreated: after.g, groupId: after.gi, created: after.c, id: after.i }
      : null,
  );
  return toGroups(
    rows,
    query.limit,
    (row) => row.sessionKey,
    (row) => ({
      sessionKey: row.sessionKey,
      planTitle: row.groupPlanTitle,
      reference: row.groupReference,
    }),
    (row) => ({
      v: 'session',
      t: row.asOf,
      g: row.groupCreated,
      gi: Number(row.groupId),
      c: row.created,
      i: row.id,
    }),
  );
}

/** The page of the notebook by book: canonical order, then 'Other' for unparseable references. */
export async function notebookByBook(
  db: Db,
  user: UserRow,
  query: PageQuery,
): Promise<{ groups: NotebookBookGroup[]; nextCursor: string | null }> {
  await assertNotebookAccess(db, user);
  const after = cursorFor(query, 'book');
  // Every write stores the book index; entries from before migration 0011 (or written by SQL
  // outside the app) lack it until their references are parsed here, once (decision 138).
  const missing = await listReferencesWithoutBook(db, user.id);
  if (missing.length > 0) {
    await fillBookIndexes(
      db,
      user.id,
      missing.map((r) => {
        const bs = bookOrdersOf(r);
        return { r, b: bs[0]!, bs };
      }),
    );
  }
  const rows = await notebookBookPage(
    db,
    user.id,
    query.limit,
    after ? { book: after.b, created: after.c, id: after.i } : null,
  );
  const nameOf = (index: number) => BOOKS[index]?.name ?? OTHER_BOOK;
  return toGroups(
    rows,
    query.limit,
    (row) => String(row.bookIndex),
    (row) => ({ book: nameOf(Number(row.bookIndex)) }),
    (row) => ({ v: 'book', b: Number(row.bookIndex), c: row.created, i: row.id }),
  );
}

const MAX_SEARCH_WORDS = 12;
const MAX_WORD_LENGTH = 60;

/**
 * A prefix tsquery ('grace:* & faith:*') from free text, or null when it holds no word. Only
 * letters, marks and digits survive, so no tsquery operator can reach the database.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(
    0,
    MAX_SEARCH_WORDS,
  );
  return unique.length ? unique.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * Full-text search over the reader's own entries (title and content), best match first, one
 * page at a time (decision 099).
 */
export async function searchNotebook(
  db: Db,
  user: UserRow,
  query: PageQuery & { q: string },
): Promise<{ entries: JournalEntry[]; nextCursor: string | null }> {
  await assertNotebookAccess(db, user);
  const after = cursorFor(query, 'search');
  const tsquery = toPrefixTsQuery(query.q);
  if (!tsquery) return { entries: [], nextCursor: null };
  const rows = await searchEntriesPage(
    db,
    user.id,
    tsquery,
    query.limit,
    after ? { rank: after.r, created: after.c, id: after.i } : null,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ v: 'search', r: Number(last.rank), c: last.created, i: last.entry.id })
      : null;
  return { entries: page.map((r) => toJournalEntry(r.entry)), nextCursor };
}

/** 'yyyy-MM-dd' as the notebook's 'EEEE, MMMM d, yyyy' heading, e.g. 'Monday, March 9, 2026'. */
export function formatLongDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${MONTHS[m - 1]} ${d}, ${y}`;
}

// A reflection is plain text: keep a line of it from turning into a heading or a rule that
// would break the export's own structure.
function markdownSafe(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^(\s{0,3})(#|---|\*\*\*|___)/, '$1\\$2'))
    .join('\n');
}

/** The reader's whole journal as Markdown: one heading per date, newest date first. */
export function toMarkdown(groups: NotebookDateGroup[], exportedOn: string): string {
  const count = groups.reduce((n, g) => n + g.entries.length, 0);
  const out = [
    '# Lamplight journal',
    '',
    `Exported on ${formatLongDate(exportedOn)} · ${count} ${count === 1 ? 'entry' : 'entries'}`,
    '',
  ];
  for (const group of groups) {
    out.push(`## ${group.date ? formatLongDate(group.date) : 'Unknown Date'}`, '');
    for (const e of group.entries) {
      out.push(`### ${markdownSafe(e.title).replace(/\n/g, ' ')}`, '');
      const about = [e.reference, e.planTitle].filter(Boolean).join(' · ');
      if (about) out.push(`*${about.replace(/([*_\\])/g, '\\$1')}*`, '');
      out.push(markdownSafe(e.content), '');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

/** The reader's journal as a downloadable Markdown or JSON file named after their local date. */
export async function exportNotebook(
  db: Db,
  user: UserRow,
  format: 'markdown' | 'json',
  now = new Date(),
): Promise<ExportFile> {
  await assertNotebookAccess(db, user);
  const rows = await listAllEntries(db, user.id);
  const today = localDate(user.timeZone, now);
  if (format === 'json') {
    const file: NotebookExport = {
      app: 'Lamplight',
      exportedAt: now.toISOString(),
      entries: rows.map(toJournalEntry),
    };
    return {
      filename: `lamplight-journal-${today}.json`,
      contentType: 'application/json; charset=utf-8',
      body: `${JSON.stringify(file, null, 2)}\n`,
    };
  }
  return {
    filename: `lamplight-journal-${today}.md`,
    contentType: 'text/markdown; charset=utf-8',
    body: toMarkdown(groupByDate(rows, user.timeZone), today),
  };
}
