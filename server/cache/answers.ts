import type { ZodType } from 'zod';
import { userSchema } from '@contract/auth.ts';
import {
  notebookByBookSchema,
  notebookByDateSchema,
  notebookBySessionSchema,
} from '@contract/notebook.ts';
import { plansOverviewSchema } from '@contract/plans.ts';
import { todayReadingSchema } from '@contract/readings.ts';
import { localDate } from '../lib/calendar.ts';
import type { UserRow } from '../users/users.ts';

/**
 * Every answer kept in memory, declared once: its key, its response schema and the tables it reads. The
 * cache plugin derives from these which of this process's own writes drop answers, and
 * server/cache/declarations.test.ts checks, on both databases, that every table read here has change
 * triggers and that computing each answer touches no table it does not declare.
 *
 * Adding a cached answer: declare it here, answer it with `sendFromMemory` (server/cache/send.ts).
 * Making an answer read another table: add the table to its `reads`, and to `watchedTables` with its kind;
 * if the table has no change triggers yet, add them in a new migration (see 0019 for the pattern).
 */

/**
 * The tables cached answers read, and how their triggers announce a change on `lamplight_reader_data`:
 * - `reader`: a row trigger for INSERT, UPDATE and DELETE notifies the row's reader id (a write attributed to
 *   the request's reader drops only that reader's answers);
 * - `shared`: a statement trigger notifies `*:<table>` (every answer that read the table goes).
 * Either way a TRUNCATE trigger notifies `*:<table>`.
 */
export const watchedTables = {
  users: 'reader',
  sessions: 'reader',
  readings: 'reader',
  reading_days: 'reader',
  user_plans: 'reader',
  plan_completions: 'reader',
  journal_entries: 'reader',
  journal_groups: 'reader',
  journal_entry_books: 'reader',
  admin_user_grants: 'reader',
  plans: 'shared',
  plan_sessions: 'shared',
  insights: 'shared',
  app_settings: 'shared',
} as const satisfies Record<string, 'reader' | 'shared'>;

export type WatchedTable = keyof typeof watchedTables;

/** A cached answer: `key` is everything besides the reader and the tables that selects the answer. */
export interface AnswerDeclaration<I> {
  /** Unique; the first part of every key, and the label statements are recorded under. */
  name: string;
  schema: ZodType;
  reads: readonly WatchedTable[];
  key(user: UserRow, input: I): string;
}

function answer<I>(declaration: AnswerDeclaration<I>): AnswerDeclaration<I> {
  return declaration;
}

/**
 * The entries, the books each files under, their groups; app_settings for free mode (the service checks access
 * again); and the plans and their sessions: deleting or editing a plan moves entries between sessions through
 * triggers, writes this process's own-write matcher does not see as statements.
 */
const notebookReads = [
  'journal_entries',
  'journal_entry_books',
  'journal_groups',
  'app_settings',
  'plans',
  'plan_sessions',
] as const satisfies WatchedTable[];
/** A notebook view's first page: one answer per limit and time zone (the groups follow local dates). */
const notebookKey = (user: UserRow, input: { limit: number }) => `${input.limit}|${user.timeZone}`;

export const cachedAnswers = {
  /**
   * GET /api/readings/today: a new local date, time zone or translation is a new key, so a new day never sees
   * yesterday's answer (the date comes from the server's clock, `now()`).
   */
  today: answer<{ at: Date }>({
    name: 'today',
    schema: todayReadingSchema.nullable(),
    // app_settings: the administrator's switch for model insights (decision 148), read when a model is set.
    reads: [
      'readings',
      'user_plans',
      'plans',
      'plan_sessions',
      'insights',
      'journal_entries',
      'app_settings',
    ],
    // 'Study notes only' decides whether a model's insight comes with the reading (decision 148).
    key: (user, { at }) =>
      `${localDate(user.timeZone, at)}|${user.timeZone}|${user.translation}|${
        user.studyNotesOnly ? 'notes' : 'any'
      }`,
  }),
  /**
   * GET /api/auth/user: the streak counts on the reader's local date, the custom plans created this month on
   * the UTC month.
   */
  currentUser: answer<{ at: Date }>({
    name: 'user',
    schema: userSchema,
    reads: ['users', 'readings', 'reading_days', 'plans', 'admin_user_grants'],
    key: (user, { at }) =>
      `${localDate(user.timeZone, at)}|${user.timeZone}|${at.toISOString().slice(0, 7)}`,
  }),
  /** GET /api/plans: besides its rows, it depends only on the public lists' generation (decision 145). */
  plansOverview: answer<{ listsGeneration: number }>({
    name: 'plans',
    schema: plansOverviewSchema,
    reads: ['plans', 'plan_sessions', 'user_plans', 'plan_completions'],
    key: (_user, { listsGeneration }) => String(listsGeneration),
  }),
  notebookByDate: answer<{ limit: number }>({
    name: 'notebook-date',
    schema: notebookByDateSchema,
    reads: notebookReads,
    key: notebookKey,
  }),
  notebookBySession: answer<{ limit: number }>({
    name: 'notebook-session',
    schema: notebookBySessionSchema,
    reads: notebookReads,
    key: notebookKey,
  }),
  notebookByBook: answer<{ limit: number }>({
    name: 'notebook-book',
    schema: notebookByBookSchema,
    reads: notebookReads,
    key: notebookKey,
  }),
} as const;

/** App-wide values kept beside the answers (no reader), with the tables they read. */
export const sharedValues = {
  /** Whether the notebook is open to every tier ('true'/'false'). */
  freeMode: { name: 'free_mode', reads: ['app_settings'] as const satisfies WatchedTable[] },
} as const;

/** The tables the session cache (session token → reader) reads. */
export const sessionReads = ['users', 'sessions'] as const satisfies WatchedTable[];

/** Every table a cached answer or shared value reads. */
export function answerTables(): Set<WatchedTable> {
  return new Set([
    ...Object.values(cachedAnswers).flatMap((a) => a.reads),
    ...Object.values(sharedValues).flatMap((v) => v.reads),
  ]);
}
