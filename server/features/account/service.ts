import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_TRANSLATION,
  EMAIL_MISMATCH,
  emailMatches,
  translationNames,
  type Account,
  type ExportFormat,
  type ReadingComfort,
  type StudyNotesOnly,
  type TranslationSetting,
  type UpdateProfileInput,
} from '@contract/account.ts';
import type { User } from '@contract/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { markReference } from '@contract/marks-rules.ts';
import { stripeFor } from '../../payments/stripe.ts';
import { BOOKS } from '../../scripture/books.ts';
import { listPlanCompletions } from '../../plans-data/completions-repository.ts';
import { listCreatedPlans, listPlanProgress } from '../../plans-data/reader-plans-repository.ts';
import { localDate } from '../../lib/calendar.ts';
import { readingsPage } from '../../readings-data/reading-history-repository.ts';
import { activityPage } from '../../users/activity-repository.ts';
import { listMembershipChanges } from '../../users/membership-repository.ts';
import { readingDaysPage } from '../../users/reading-days-repository.ts';
import { updateUserProfile } from '../../users/users-repository.ts';
import { readingComfortOf, toUserDto, type UserRow } from '../../users/users.ts';
import * as repo from './repository.ts';

export interface AccountDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** GET /api/account: the settings the User shape does not carry. */
export async function getAccount(db: Db, user: UserRow): Promise<Account> {
  const ids = await repo.listIdentities(db, user.id);
  return {
    timeZone: user.timeZone,
    translation: user.translation,
    readingComfort: readingComfortOf(user),
    studyNotesOnly: user.studyNotesOnly,
    signInMethods: ids.map((i) => ({ provider: i.provider, hasPassword: i.hasPassword })),
  };
}

/** PATCH /api/account: saves names and time zone (already validated) and returns the new User. */
export async function updateProfile(
  db: Db,
  user: UserRow,
  input: UpdateProfileInput,
): Promise<User> {
  const values: { firstName?: string | null; lastName?: string | null; timeZone?: string } = {};
  if (input.firstName !== undefined) values.firstName = input.firstName;
  if (input.lastName !== undefined) values.lastName = input.lastName;
  if (input.timeZone !== undefined) values.timeZone = input.timeZone;
  const row = await updateUserProfile(db, user.id, values);
  if (!row) throw notFound('Account not found', 'account_not_found');
  return toUserDto(db, row);
}

/** PUT /api/account/translation: the translation Today is read in from now on (decision 122). */
export async function updateTranslation(
  db: Db,
  user: UserRow,
  input: TranslationSetting,
): Promise<TranslationSetting> {
  const row = await updateUserProfile(db, user.id, { translation: input.translation });
  if (!row) throw notFound('Account not found', 'account_not_found');
  return { translation: row.translation };
}

/** PUT /api/account/reading-comfort: the reading card's text size and line spacing (decision 127). */
export async function updateReadingComfort(
  db: Db,
  user: UserRow,
  input: ReadingComfort,
): Promise<ReadingComfort> {
  const row = await updateUserProfile(db, user.id, {
    textSize: input.textSize,
    lineSpacing: input.lineSpacing,
  });
  if (!row) throw notFound('Account not found', 'account_not_found');
  return readingComfortOf(row);
}

/** PUT /api/account/study-notes-only: no model-written insight for this reader from the next request on. */
export async function updateStudyNotesOnly(
  db: Db,
  user: UserRow,
  input: StudyNotesOnly,
): Promise<StudyNotesOnly> {
  const row = await updateUserProfile(db, user.id, { studyNotesOnly: input.studyNotesOnly });
  if (!row) throw notFound('Account not found', 'account_not_found');
  return { studyNotesOnly: row.studyNotesOnly };
}

// ── Export ──────────────────────────────────────────────────────────────────────────────────

/** Pages through a keyset-ordered table, yielding one row at a time. */
async function* paged<T, K>(
  fetchPage: (after: K | null) => Promise<T[]>,
  keyOf: (row: T) => K,
): AsyncGenerator<T> {
  let after: K | null = null;
  for (;;) {
    const page = await fetchPage(after);
    for (const row of page) yield row;
    if (page.length < repo.EXPORT_PAGE_SIZE) return;
    after = keyOf(page[page.length - 1]!);
  }
}

function streams(db: Db, user: UserRow) {
  const size = repo.EXPORT_PAGE_SIZE;
  return {
    journal: () =>
      paged(
        (after: { day: string; id: number } | null) =>
          repo.journalPage(db, user.id, user.timeZone, after, size),
        (r) => ({ day: r.day, id: r.id }),
      ),
    readings: () =>
      paged(
        (after: number | null) => readingsPage(db, user.id, after ?? 0, size),
        (r) => r.id,
      ),
    readingDays: () =>
      paged(
        (after: string | null) => readingDaysPage(db, user.id, after, size),
        (r) => r.day,
      ),
    marks: () =>
      paged(
        (after: { first: number; id: number } | null) => repo.marksPage(db, user.id, after, size),
        (r) => ({ first: r.firstVerse, id: r.id }),
      ),
    prayers: () =>
      paged(
        (after: number | null) => repo.prayersPage(db, user.id, after ?? 0, size),
        (r) => r.id,
      ),
    activity: () =>
      paged(
        (after: number | null) => activityPage(db, user.id, after ?? 0, size),
        (r) => r.id,
      ),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A mark's verses as a reference: 'Psalm 46:10'. */
const markRef = (m: { bookIndex: number; chapter: number; verseStart: number; verseEnd: number }) =>
  markReference(BOOKS[m.bookIndex]?.name ?? 'Unknown', m.chapter, m.verseStart, m.verseEnd);

/** The export's file day: the reader's local date. */
export function exportDay(user: UserRow, now = new Date()): string {
  return localDate(user.timeZone, now);
}

/**
 * GET /api/account/export: everything the reader wrote and did, as JSON or Markdown, produced as
 * a stream of text chunks. Long lists (journal, readings, reading days, activity) are read a page
 * at a time, so a reader with thousands of entries never has them all in memory at once.
 */
export async function* exportAccount(
  db: Db,
  user: UserRow,
  format: ExportFormat,
  now = new Date(),
): AsyncGenerator<string> {
  if (format === 'markdown') yield* exportMarkdown(db, user, now);
  else yield* exportJson(db, user, now);
}

async function profileOf(db: Db, user: UserRow) {
  const dto = await toUserDto(db, user);
  return {
    id: user.id,
    email: user.email,
    emailVerified: dto.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    timeZone: user.timeZone,
    translation: user.translation,
    readingComfort: readingComfortOf(user),
    membershipTier: user.membershipTier,
    subscriptionStatus: user.subscriptionStatus,
    createdAt: iso(user.createdAt),
    currentStreakDays: dto.currentStreakDays,
    longestStreakDays: user.longestStreakDays,
    totalReadingDays: user.totalReadingDays,
  };
}

async function smallParts(db: Db, user: UserRow) {
  const [identities, created, progress, completions, changes] = await Promise.all([
    repo.listIdentities(db, user.id),
    listCreatedPlans(db, user.id),
    listPlanProgress(db, user.id),
    listPlanCompletions(db, user.id),
    listMembershipChanges(db, user.id),
  ]);
  // Every time each plan was finished (decision 124): Study Again keeps them.
  const finished = new Map<number, string[]>();
  for (const c of completions) {
    const at = c.completedAt.toISOString();
    const list = finished.get(c.planId);
    if (list) list.push(at);
    else finished.set(c.planId, [at]);
  }
  return {
    identities: identities.map((i) => ({
      provider: i.provider,
      email: i.email,
      emailVerified: i.emailVerified,
      createdAt: iso(i.createdAt),
    })),
    plansCreated: created.map(({ plan, sessions }) => ({
      id: plan.id,
      title: plan.title,
      description: plan.description,
      type: plan.type,
      planType: plan.planType,
      isPublic: plan.isPublic,
      createdAt: iso(plan.createdAt),
      deletedAt: iso(plan.deletedAt),
      sessions: sessions.map((s) => ({
        day: s.day,
        reference: s.reference,
        title: s.title,
        description: s.description,
        insight: s.insight,
      })),
    })),
    planProgress: progress.map((p) => ({
      planId: p.planId,
      planTitle: p.planTitle,
      isActive: p.isActive,
      currentDay: p.currentDay,
      startedAt: iso(p.startedAt),
      activatedAt: iso(p.activatedAt),
      completedAt: iso(p.completedAt),
      completions: finished.get(p.planId) ?? [],
      // Stored ×10; the export gives the stars the reader chose.
      rating: p.rating === null ? null : p.rating / 10,
    })),
    membershipChanges: changes.map((c) => ({
      oldTier: c.oldTier,
      newTier: c.newTier,
      reason: c.reason,
      createdAt: iso(c.createdAt),
    })),
  };
}

/** A JSON array written one element at a time. */
async function* jsonArray<T>(name: string, rows: AsyncIterable<T>, map: (row: T) => unknown) {
  yield `,\n  ${JSON.stringify(name)}: [`;
  let first = true;
  for await (const row of rows) {
    yield `${first ? '\n    ' : ',\n    '}${JSON.stringify(map(row))}`;
    first = false;
  }
  yield first ? ']' : '\n  ]';
}

async function* exportJson(db: Db, user: UserRow, now: Date): AsyncGenerator<string> {
  const s = streams(db, user);
  const head = {
    format: 'lamplight-export',
    version: 1,
    exportedAt: now.toISOString(),
    profile: await profileOf(db, user),
    ...(await smallParts(db, user)),
  };
  // The small parts as one object, left open so the long lists can follow it.
  const opening = JSON.stringify(head, null, 2);
  yield opening.slice(0, opening.lastIndexOf('}')).trimEnd();
  yield* jsonArray('journalEntries', s.journal(), (e) => ({
    id: e.id,
    title: e.title,
    content: e.content,
    reference: e.reference,
    readDate: e.readDate,
    translation: e.translation,
    planTitle: e.planTitle,
    planDay: e.planDay,
    readingId: e.readingId,
    createdAt: iso(e.createdAt),
    updatedAt: iso(e.updatedAt),
  }));
  yield* jsonArray('marks', s.marks(), (m) => ({
    kind: m.kind,
    reference: markRef(m),
    book: BOOKS[m.bookIndex]?.name ?? null,
    chapter: m.chapter,
    verseStart: m.verseStart,
    verseEnd: m.verseEnd,
    color: m.color,
    note: m.note,
    createdAt: iso(m.createdAt),
    updatedAt: iso(m.updatedAt),
  }));
  yield* jsonArray('prayers', s.prayers(), (p) => ({
    title: p.title,
    details: p.details,
    reference: p.reference,
    askedOn: p.askedOn,
    answeredOn: p.answeredOn,
    answerNote: p.answerNote,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  }));
  yield* jsonArray('readings', s.readings(), (r) => ({
    id: r.id,
    reference: r.reference,
    readDate: r.readDate,
    planTitle: r.planTitle,
    day: r.day,
    createdAt: iso(r.createdAt),
  }));
  yield* jsonArray('readingDays', s.readingDays(), (d) => d.day);
  yield* jsonArray('activity', s.activity(), (a) => ({
    action: a.action,
    description: a.description,
    createdAt: iso(a.createdAt),
  }));
  yield '\n}\n';
}

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tuesday, November 24, 2026' for a yyyy-MM-dd day (the product's notebook date form). */
function dayHeading(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? 'Unknown Date' : longDate.format(d);
}

function dateTime(d: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(d);
}

/** One line of the reader's text, safe inside a Markdown heading or list item. */
function inline(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

async function* exportMarkdown(db: Db, user: UserRow, now: Date): AsyncGenerator<string> {
  const s = streams(db, user);
  const profile = await profileOf(db, user);
  const parts = await smallParts(db, user);
  const tz = user.timeZone;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');

  yield `# Your Lamplight export\n\nExported ${dateTime(now, tz)} (${tz}).\n\n`;
  yield '## Profile\n\n';
  if (name) yield `- Name: ${inline(name)}\n`;
  yield `- Email: ${profile.email} (${profile.emailVerified ? 'verified' : 'not verified'})\n`;
  yield `- Time zone: ${tz}\n`;
  yield `- Bible translation: ${translationNames(user.translation).name}\n`;
  yield `- Membership: ${profile.membershipTier}\n`;
  yield `- Member since: ${dateTime(user.createdAt, tz)}\n`;
  yield `- Reading days: ${profile.totalReadingDays} (current streak ${profile.currentStreakDays}, longest ${profile.longestStreakDays})\n\n`;

  yield '## Sign-in methods\n\n';
  for (const i of parts.identities) yield `- ${i.provider}: ${i.email}\n`;
  if (parts.identities.length === 0) yield 'None.\n';

  yield '\n## Journal\n';
  let currentDay: string | null = null;
  let count = 0;
  for await (const e of s.journal()) {
    if (e.day !== currentDay) {
      currentDay = e.day;
      yield `\n### ${dayHeading(e.day)}\n`;
    }
    count += 1;
    // The translation is named only when it is not the default, as the notebook does.
    const reference =
      e.reference && e.translation !== DEFAULT_TRANSLATION
        ? `${e.reference} (${translationNames(e.translation).short})`
        : e.reference;
    const about = [reference, e.planTitle].filter(Boolean).map((t) => inline(t!));
    yield `\n#### ${inline(e.title)}\n\n`;
    if (about.length) yield `*${about.join(' · ')}*\n\n`;
    yield `${e.content.trim()}\n\n`;
    yield `<sub>Written ${dateTime(e.createdAt, tz)}</sub>\n`;
  }
  if (count === 0) yield '\nNo journal entries yet.\n';

  yield '\n## Marks\n\n';
  let marksCount = 0;
  for await (const m of s.marks()) {
    marksCount += 1;
    const what =
      m.kind === 'highlight'
        ? `highlighted ${m.color ?? ''}`.trim()
        : m.kind === 'bookmark'
          ? 'bookmarked'
          : 'note';
    yield `- ${markRef(m)}: ${what} (${m.createdAt.toISOString().slice(0, 10)})\n`;
    // A note keeps its lines, indented under its verse.
    if (m.note) yield `${m.note.trim().replace(/^/gm, '    ')}\n`;
  }
  if (marksCount === 0) yield 'None.\n';

  yield '\n## Prayers\n\n';
  let prayersCount = 0;
  for await (const p of s.prayers()) {
    prayersCount += 1;
    const passage = p.reference ? ` (${inline(p.reference)})` : '';
    const state = p.answeredOn
      ? `asked ${p.askedOn}, answered ${p.answeredOn}`
      : `asked ${p.askedOn}`;
    yield `- ${inline(p.title)}${passage}: ${state}\n`;
    if (p.details) yield `${p.details.trim().replace(/^/gm, '    ')}\n`;
    if (p.answerNote) yield `    Answered: ${inline(p.answerNote)}\n`;
  }
  if (prayersCount === 0) yield 'None.\n';

  yield '\n## Plans you created\n';
  for (const p of parts.plansCreated) {
    yield `\n### ${inline(p.title)}\n\n${inline(p.description)}\n\n`;
    for (const x of p.sessions) yield `${x.day}. ${inline(x.reference)}: ${inline(x.title)}\n`;
  }
  if (parts.plansCreated.length === 0) yield '\nNone.\n';

  yield '\n## Plan progress\n\n';
  for (const p of parts.planProgress) {
    const state = p.completedAt
      ? `completed ${p.completedAt.slice(0, 10)}`
      : p.isActive
        ? `active, day ${p.currentDay}`
        : `paused at day ${p.currentDay}`;
    const rating = p.rating === null ? '' : `, rated ${p.rating} of 5`;
    // A plan studied again is not completed now, but was before.
    const earlier = p.completedAt ? p.completions.slice(0, -1) : p.completions;
    const before =
      earlier.length === 0
        ? ''
        : `; completed before ${earlier.map((at) => at.slice(0, 10)).join(', ')}`;
    yield `- ${inline(p.planTitle)}: ${state}${rating}${before}\n`;
  }
  if (parts.planProgress.length === 0) yield 'None.\n';

  yield '\n## Readings\n\n';
  let readingsCount = 0;
  for await (const r of s.readings()) {
    readingsCount += 1;
    const plan = r.planTitle ? ` (${inline(r.planTitle)}, day ${r.day})` : '';
    yield `- ${r.readDate}: ${inline(r.reference)}${plan}\n`;
  }
  if (readingsCount === 0) yield 'None.\n';

  yield '\n## Reading days\n\n';
  let daysCount = 0;
  for await (const d of s.readingDays()) {
    daysCount += 1;
    yield `- ${d.day}\n`;
  }
  if (daysCount === 0) yield 'None.\n';

  yield '\n## Activity\n\n';
  let activityCount = 0;
  for await (const a of s.activity()) {
    activityCount += 1;
    yield `- ${dateTime(a.createdAt, tz)}: ${inline(a.description)}\n`;
  }
  if (activityCount === 0) yield 'None.\n';

  yield '\n## Membership changes\n\n';
  for (const c of parts.membershipChanges) {
    yield `- ${c.createdAt?.slice(0, 10)}: ${c.oldTier} to ${c.newTier} (${inline(c.reason)})\n`;
  }
  if (parts.membershipChanges.length === 0) yield 'None.\n';
}

// ── Deletion ────────────────────────────────────────────────────────────────────────────────

export const STRIPE_CANCEL_FAILED =
  'We could not cancel your subscription with our payment provider, so nothing has been deleted. Please try again in a few minutes.';
export const PAYMENTS_UNAVAILABLE_FOR_DELETE =
  'Your subscription cannot be canceled right now because payments are unavailable, so nothing has been deleted. Please try again later.';

function isGoneInStripe(err: unknown): boolean {
  const e = err as { statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === 'resource_missing';
}

/** Ends the reader's Stripe subscription now; throws (and nothing is deleted) when Stripe fails. */
async function cancelStripeSubscription(deps: AccountDeps, user: UserRow): Promise<void> {
  const subscriptionId = user.stripeSubscriptionId;
  if (!subscriptionId) return;
  const stripe = stripeFor(deps.config);
  if (!stripe) throw new AppError(503, 'payments_unavailable', PAYMENTS_UNAVAILABLE_FOR_DELETE);
  try {
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (err) {
    // Already canceled or unknown to Stripe: nothing left to bill.
    if (isGoneInStripe(err)) return;
    const e = err as { type?: string; statusCode?: number; requestId?: string };
    deps.log.warn(
      { stripe: { type: e?.type, statusCode: e?.statusCode, requestId: e?.requestId } },
      'Stripe call failed: cancel subscription for account deletion',
    );
    throw new AppError(502, 'payment_provider_error', STRIPE_CANCEL_FAILED);
  }
}

/**
 * DELETE /api/account: after the reader typed their email, cancels any Stripe subscription (a
 * failure refuses with 502 and deletes nothing), then deletes the account in one transaction.
 */
export async function deleteAccount(
  deps: AccountDeps,
  user: UserRow,
  confirmEmail: string,
): Promise<repo.DeletedAccountPlans> {
  if (!emailMatches(confirmEmail, user.email)) throw badRequest(EMAIL_MISMATCH, 'email_mismatch');
  await cancelStripeSubscription(deps, user);
  return repo.deleteAccount(deps.db, user);
}
