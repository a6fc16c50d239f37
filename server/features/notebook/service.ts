import { toJournalEntry, type JournalEntry } from '@contract/journal.ts';
import { hasNotebookAccess } from '@contract/membership.ts';
import {
  NOTEBOOK_LOCKED_CODE,
  NOTEBOOK_LOCKED_MESSAGE,
  NOTEBOOK_SEARCH_LIMIT,
  OTHER_BOOK,
  type NotebookBookGroup,
  type NotebookDateGroup,
  type NotebookExport,
  type NotebookSessionGroup,
} from '@contract/notebook.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import { bookIndex } from '../../scripture/books.ts';
import { canonicalBookOf } from '../../scripture/references.ts';
import { localDate } from '../../users/reading-days.ts';
import type { UserRow } from '../../users/users.ts';
import { getFreeMode } from '../../lib/settings.ts';
import { listAllEntries, searchEntries, type NotebookEntryRow } from './repository.ts';

/** 403 'notebook_locked' unless the reader's tier, or free mode, gives notebook access. */
export async function assertNotebookAccess(db: Db, user: UserRow): Promise<void> {
  if (hasNotebookAccess(user.membershipTier, await getFreeMode(db))) return;
  throw forbidden(NOTEBOOK_LOCKED_MESSAGE, NOTEBOOK_LOCKED_CODE);
}

/** The date an entry belongs to: its read date, else the reader's local date of its creation. */
function entryDate(row: NotebookEntryRow, timeZone: string): string | null {
  return row.readDate ?? localDate(timeZone, row.createdAt);
}

/** Groups rows (newest first) by key, keeping first-seen group order and row order. */
function groupBy<K>(rows: NotebookEntryRow[], keyOf: (row: NotebookEntryRow) => K) {
  const groups = new Map<K, NotebookEntryRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Entries by date, newest date first; entries newest first inside a date. */
export function groupByDate(rows: NotebookEntryRow[], timeZone: string): NotebookDateGroup[] {
  const groups = [...groupBy(rows, (r) => entryDate(r, timeZone))];
  // Unknown dates (null) last; ISO dates compare correctly as strings.
  groups.sort(([a], [b]) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? 1 : -1));
  return groups.map(([date, list]) => ({ date, entries: list.map(toJournalEntry) }));
}

/**
 * The session an entry belongs to: '{planId}:{day}' for a plan day; outside plans (or once a
 * plan is deleted), 'unplanned:' plus the passage reference, else the entry's date.
 */
export function sessionKeyOf(row: NotebookEntryRow, timeZone: string): string {
  if (row.planId !== null && row.day !== null) return `${row.planId}:${row.day}`;
  const reference = row.reference?.trim().replace(/\s+/g, ' ').toLowerCase();
  return reference ? `unplanned:${reference}` : `unplanned:${entryDate(row, timeZone)}`;
}

/** Entries by reading session, the session with the newest entry first. */
export function groupBySession(rows: NotebookEntryRow[], timeZone: string): NotebookSessionGroup[] {
  return [...groupBy(rows, (r) => sessionKeyOf(r, timeZone))].map(([sessionKey, list]) => ({
    sessionKey,
    planTitle: list.find((r) => r.planTitle)?.planTitle ?? null,
    reference: list.find((r) => r.reference)?.reference ?? null,
    entries: list.map(toJournalEntry),
  }));
}

/** Entries by Bible book in canonical order; entries without a parseable reference go to 'Other'. */
export function groupByBook(rows: NotebookEntryRow[]): NotebookBookGroup[] {
  const bookOf = new Map<string, string>();
  const groups = groupBy(rows, (r) => {
    const reference = r.reference?.trim();
    if (!reference) return OTHER_BOOK;
    let book = bookOf.get(reference);
    if (book === undefined) {
      book = canonicalBookOf(reference) ?? OTHER_BOOK;
      bookOf.set(reference, book);
    }
    return book;
  });
  const order = (book: string) => (book === OTHER_BOOK ? Number.MAX_SAFE_INTEGER : bookIndex(book));
  return [...groups]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([book, list]) => ({ book, entries: list.map(toJournalEntry) }));
}

export async function notebookByDate(db: Db, user: UserRow): Promise<NotebookDateGroup[]> {
  await assertNotebookAccess(db, user);
  return groupByDate(await listAllEntries(db, user.id), user.timeZone);
}

export async function notebookBySession(db: Db, user: UserRow): Promise<NotebookSessionGroup[]> {
  await assertNotebookAccess(db, user);
  return groupBySession(await listAllEntries(db, user.id), user.timeZone);
}

export async function notebookByBook(db: Db, user: UserRow): Promise<NotebookBookGroup[]> {
  await assertNotebookAccess(db, user);
  return groupByBook(await listAllEntries(db, user.id));
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

/** Full-text search over the reader's own entries (title and content), best match first. */
export async function searchNotebook(db: Db, user: UserRow, q: string): Promise<JournalEntry[]> {
  await assertNotebookAccess(db, user);
  const tsquery = toPrefixTsQuery(q);
  if (!tsquery) return [];
  const rows = await searchEntries(db, user.id, tsquery, NOTEBOOK_SEARCH_LIMIT);
  return rows.map(toJournalEntry);
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
