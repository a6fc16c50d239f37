import {
  BAD_CURSOR,
  BAD_CURSOR_CODE,
  decodeCursor,
  encodeCursor,
  type CursorKey,
  type CursorKind,
  type PageQuery,
} from '@contract/journal-paging.ts';
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
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { bookIndex } from '../../scripture/books.ts';
import { canonicalBookOf } from '../../scripture/references.ts';
import { localDate } from '../../users/reading-days.ts';
import type { UserRow } from '../../users/users.ts';
import { getFreeMode } from '../../lib/settings.ts';
import {
  listAllEntries,
  listEntriesByIds,
  listEntryKeys,
  searchEntriesPage,
  type NotebookEntryRow,
  type NotebookKeyRow,
} from './repository.ts';

/** 403 'notebook_locked' unless the reader's tier, or free mode, gives notebook access. */
export async function assertNotebookAccess(db: Db, user: UserRow): Promise<void> {
  if (hasNotebookAccess(user.membershipTier, await getFreeMode(db))) return;
  throw forbidden(NOTEBOOK_LOCKED_MESSAGE, NOTEBOOK_LOCKED_CODE);
}

/** The date an entry belongs to: its read date, else the reader's local date of its creation. */
function entryDate(
  row: { readDate: string | null; createdAt: Date } | NotebookKeyRow,
  timeZone: string,
): string | null {
  const created = 'created' in row ? new Date(row.created) : row.createdAt;
  return row.readDate ?? localDate(timeZone, created);
}

/** Entries by date, newest date first; entries newest first inside a date (the whole journal: export). */
export function groupByDate(rows: NotebookEntryRow[], timeZone: string): NotebookDateGroup[] {
  const groups = new Map<string | null, NotebookEntryRow[]>();
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

/** Newer first by created_at (microsecond text), then higher id first. */
function compareNewest(a: { c: string; i: number }, b: { c: string; i: number }): number {
  return a.c === b.c ? b.i - a.i : a.c < b.c ? 1 : -1;
}

/**
 * The session an entry belongs to: '{planId}:{day}' for a plan day; outside plans (or once a
 * plan is deleted), 'unplanned:' plus the passage reference, else the entry's date.
 */
export function sessionKeyOf(row: NotebookKeyRow, timeZone: string): string {
  if (row.planId !== null && row.day !== null) return `${row.planId}:${row.day}`;
  const reference = row.reference?.trim().replace(/\s+/g, ' ').toLowerCase();
  return reference ? `unplanned:${reference}` : `unplanned:${entryDate(row, timeZone)}`;
}

/** An entry placed in a view: its group and its sort key (what a cursor holds). */
interface Placed<K extends CursorKey> {
  row: NotebookKeyRow;
  group: string;
  key: K;
}

/** One page of a grouped view: the placed entries of the page and the next cursor. */
interface GroupedPage<K extends CursorKey> {
  page: Placed<K>[];
  all: Placed<K>[];
  nextCursor: string | null;
}

/** The cursor's sort key for view `kind`; 400 with a readable message when it is not one. */
function cursorFor<K extends CursorKind>(page: PageQuery, kind: K) {
  if (page.cursor === undefined) return null;
  const key = decodeCursor(page.cursor, kind);
  if (!key) throw badRequest(BAD_CURSOR, BAD_CURSOR_CODE);
  return key;
}

/**
 * Sorts every placed entry, keeps those after the cursor (keyset: by sort key, never by
 * position, so entries written meanwhile neither shift nor repeat a page) and cuts one page.
 */
function cutPage<K extends CursorKey>(
  all: Placed<K>[],
  compare: (a: K, b: K) => number,
  after: K | null,
  limit: number,
): GroupedPage<K> {
  all.sort((a, b) => compare(a.key, b.key));
  const start = after ? all.findIndex((p) => compare(p.key, after) > 0) : 0;
  const rest = start < 0 ? [] : all.slice(start);
  const page = rest.slice(0, limit);
  const last = page.at(-1);
  return { page, all, nextCursor: rest.length > limit && last ? encodeCursor(last.key) : null };
}

/**
 * The page's entries as groups, in page order: consecutive entries of one group make one
 * group; `total` counts the whole group, and `meta` describes it from all its entries.
 */
async function toGroups<K extends CursorKey, G>(
  db: Db,
  userId: string,
  { page, all }: GroupedPage<K>,
  meta: (group: string, rows: NotebookKeyRow[]) => G,
): Promise<(G & { total: number; entries: JournalEntry[] })[]> {
  const members = new Map<string, NotebookKeyRow[]>();
  for (const p of all) {
    const list = members.get(p.group);
    if (list) list.push(p.row);
    else members.set(p.group, [p.row]);
  }
  const full = new Map(
    (
      await listEntriesByIds(
        db,
        userId,
        page.map((p) => p.row.id),
      )
    ).map((r) => [r.id, r]),
  );
  const groups: (G & { total: number; entries: JournalEntry[] })[] = [];
  let current: string | null = null;
  for (const p of page) {
    const row = full.get(p.row.id);
    // Deleted between the two reads: leave it out rather than fail the page.
    if (!row) continue;
    if (p.group !== current) {
      const rows = members.get(p.group) ?? [];
      groups.push({ ...meta(p.group, rows), total: rows.length, entries: [] });
      current = p.group;
    }
    groups.at(-1)!.entries.push(toJournalEntry(row));
  }
  return groups;
}

type DateKey = Extract<CursorKey, { v: 'date' }>;
type SessionKey = Extract<CursorKey, { v: 'session' }>;
type BookKey = Extract<CursorKey, { v: 'book' }>;

const compareDate = (a: DateKey, b: DateKey) => compareDays(a.d, b.d) || compareNewest(a, b);

/** The session order: the session with the newest entry first, then newest entry first inside. */
const compareSession = (a: SessionKey, b: SessionKey) =>
  compareNewest({ c: a.g, i: a.gi }, { c: b.g, i: b.gi }) || compareNewest(a, b);

const compareBook = (a: BookKey, b: BookKey) => a.b - b.b || compareNewest(a, b);

/** The page of the notebook by date (decision 099): newest day first, 'Unknown Date' last. */
export async function notebookByDate(
  db: Db,
  user: UserRow,
  query: PageQuery,
): Promise<{ groups: NotebookDateGroup[]; nextCursor: string | null }> {
  await assertNotebookAccess(db, user);
  const after = cursorFor(query, 'date');
  const rows = await listEntryKeys(db, user.id);
  const placed = rows.map((row): Placed<DateKey> => {
    const d = entryDate(row, user.timeZone);
    return { row, group: d ?? '', key: { v: 'date', d, c: row.created, i: row.id } };
  });
  const cut = cutPage(placed, compareDate, after, query.limit);
  const groups = await toGroups(db, user.id, cut, (group) => ({
    date: group === '' ? null : group,
  }));
  return { groups, nextCursor: cut.nextCursor };
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
  let rows = await listEntryKeys(db, user.id);
  const asOf = after?.t ?? rows.reduce((max, r) => (r.created > max ? r.created : max), '');
  if (after) rows = rows.filter((r) => r.created <= asOf);
  const newest = new Map<string, { c: string; i: number }>();
  const keyed = rows.map((row) => {
    const group = sessionKeyOf(row, user.timeZone);
    const top = newest.get(group);
    if (!top || compareNewest({ c: row.created, i: row.id }, top) < 0) {
      newest.set(group, { c: row.created, i: row.id });
    }
    return { row, group };
  });
  const placed = keyed.map(({ row, group }): Placed<SessionKey> => {
    const top = newest.get(group)!;
    return {
      row,
      group,
      key: { v: 'session', t: asOf, g: top.c, gi: top.i, c: row.created, i: row.id },
    };
  });
  const cut = cutPage(placed, compareSession, after, query.limit);
  const groups = await toGroups(db, user.id, cut, (sessionKey, members) => {
    // Members are in page order (newest first), as the whole-view grouping had them.
    const ordered = [...members].sort((a, b) =>
      compareNewest({ c: a.created, i: a.id }, { c: b.created, i: b.id }),
    );
    return {
      sessionKey,
      planTitle: ordered.find((r) => r.planTitle)?.planTitle ?? null,
      reference: ordered.find((r) => r.reference)?.reference ?? null,
    };
  });
  return { groups, nextCursor: cut.nextCursor };
}

/** Where 'Other' sorts: after every book of the canon. */
const OTHER_INDEX = 999_999;

/** The page of the notebook by book: canonical order, then 'Other' for unparseable references. */
export async function notebookByBook(
  db: Db,
  user: UserRow,
  query: PageQuery,
): Promise<{ groups: NotebookBookGroup[]; nextCursor: string | null }> {
  await assertNotebookAccess(db, user);
  const after = cursorFor(query, 'book');
  const rows = await listEntryKeys(db, user.id);
  // Readers reuse a handful of references: parse each once.
  const bookOf = new Map<string, string>();
  const placed = rows.map((row): Placed<BookKey> => {
    const reference = row.reference?.trim();
    let book = OTHER_BOOK;
    if (reference) {
      book = bookOf.get(reference) ?? canonicalBookOf(reference) ?? OTHER_BOOK;
      bookOf.set(reference, book);
    }
    const index = book === OTHER_BOOK ? -1 : bookIndex(book);
    return index < 0
      ? { row, group: OTHER_BOOK, key: { v: 'book', b: OTHER_INDEX, c: row.created, i: row.id } }
      : { row, group: book, key: { v: 'book', b: index, c: row.created, i: row.id } };
  });
  const cut = cutPage(placed, compareBook, after, query.limit);
  const groups = await toGroups(db, user.id, cut, (book) => ({ book }));
  return { groups, nextCursor: cut.nextCursor };
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

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

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
