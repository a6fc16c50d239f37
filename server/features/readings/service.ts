import type { FastifyBaseLogger } from 'fastify';
import type { BibleTranslation } from '@contract/bible.ts';
import type { InsightResponse } from '@contract/insights.ts';
import { PLAN_MOVED_ON_MESSAGE } from '@contract/plans-rules.ts';
import { NO_SESSION_INSIGHT, PASSAGE_UNAVAILABLE, type TodayReading } from '@contract/readings.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { PlanSessionInsight } from '../../db/plan-session-insight.ts';
import { conflict, notFound } from '../../errors.ts';
import { now } from '../../lib/clock.ts';
import { curatedInsight } from '../../insights/curated.ts';
import { getInsight, peekInsight } from '../../insights/insights.ts';
import { aiConfigured } from '../../insights/provider.ts';
import { getModelInsights } from '../../settings/settings.ts';
import { getPassage } from '../../scripture/passage.ts';
import { sectionHeadingsFor } from '../../notes/section-headings.ts';
import { addDays, daysBetween, localDate } from '../../lib/calendar.ts';
import type { UserRow } from '../../users/users.ts';
import {
  findActivePlanDay,
  moveOn,
  setScheduleStart,
  type ActivePlanDay,
} from '../../plans-data/active-plan-day-repository.ts';
import { findSessionInsight } from '../../plans-data/session-insight-repository.ts';
import { findOwnedReading } from '../../readings-data/owned-reading-repository.ts';
import { upsertReading } from './repository.ts';

export interface ReadingDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** What the insight lookup needs to know about a reading. */
export interface InsightRequest {
  readingId: number;
  planId: number | null;
  planTitle?: string | null;
  day: number;
  reference: string;
  /** Daily plans get 500-word insights, session plans 1500. */
  planType: 'daily' | 'session';
  /** The translation the reader reads in (decision 122): part of the insight's cache key. */
  translation?: BibleTranslation;
  /**
   * The plan session's curated insight when the caller has already loaded it (null: the
   * session has none); undefined means "not loaded, look it up".
   */
  curated?: PlanSessionInsight | null;
  /** The reader chose 'Study notes only' (decision 148): no model-written insight for them. */
  studyNotesOnly?: boolean;
}

async function insightOptions(deps: ReadingDeps, req: InsightRequest) {
  let curated = req.curated;
  if (curated === undefined) {
    curated = req.planId === null ? null : await findSessionInsight(deps.db, req.planId, req.day);
  }
  return {
    db: deps.db,
    config: deps.config,
    reference: req.reference,
    planType: req.planType,
    translation: req.translation ?? 'kjv',
    // No plan title or day: the insight is shared per passage (decision 097).
    curated,
    log: deps.log,
    model: await modelAllowed(deps, req.studyNotesOnly ?? false),
  };
}

/**
 * Whether a model may write this reader's insight (decision 148): one is configured, the reader did
 * not choose 'Study notes only', and the administrator has not switched model insights off. Read on
 * every request, so either switch takes effect on the next one.
 */
async function modelAllowed(deps: ReadingDeps, studyNotesOnly: boolean): Promise<boolean> {
  if (!aiConfigured(deps.config) || studyNotesOnly) return false;
  return getModelInsights(deps.db);
}

/**
 * The insight that travels with today's reading, without ever delaying the passage: a curated
 * insight, or a model insight already stored. When a model is configured and nothing is stored
 * yet, generation starts in the background (the insight card asks for it separately).
 */
export async function peekInsightForReading(
  deps: ReadingDeps,
  req: InsightRequest,
): Promise<InsightResponse | null> {
  const opts = await insightOptions(deps, req);
  const curated = curatedInsight(opts.curated, req.reference);
  if (curated) return curated;
  if (!opts.model) return null; // the study notes are served by /insights
  const stored = await peekInsight(opts);
  if (!stored) {
    void getInsight(opts).catch((err: unknown) =>
      deps.log.warn({ err, reference: req.reference }, 'background insight generation failed'),
    );
  }
  return stored;
}

/**
 * The insight of a reading for the insight card and the journal popover: curated, else generated
 * once per passage and shared (waiting for a generation in flight); without a model configured,
 * offline study notes.
 */
export async function getInsightForReading(
  deps: ReadingDeps,
  req: InsightRequest,
): Promise<InsightResponse | null> {
  // With a model configured but failing, the card shows its empty state (spec: Insight card).
  return getInsight(await insightOptions(deps, req));
}

/** The passage body for a reference, or the spec's "temporarily unavailable" text. */
function passageText(
  deps: ReadingDeps,
  reference: string,
  translation: BibleTranslation,
): Pick<TodayReading, 'passage' | 'sectionHeadings'> {
  try {
    const passage = getPassage(reference, translation);
    return { passage: passage.passage, sectionHeadings: sectionHeadingsFor(passage.verses) };
  } catch (err) {
    deps.log.warn({ err, reference }, 'passage unavailable for a reading');
    return { passage: PASSAGE_UNAVAILABLE, sectionHeadings: [] };
  }
}

/**
 * Whether the reader finished the plan's current day on a local date before `today`: they saved
 * a reflection on it, or pressed Next from it (a session of the following day exists), in this
 * run of the plan (decision 101). The evidence comes with the active plan day.
 */
function finishedBeforeToday(user: UserRow, active: ActivePlanDay, today: string): boolean {
  if (active.firstNextDate !== null && active.firstNextDate < today) return true;
  return (
    active.firstReflectionAt !== null && localDate(user.timeZone, active.firstReflectionAt) < today
  );
}

/**
 * Today's reading: the current day of the reader's active plan, following the calendar
 * (decision 101). On a new local date:
 * - a reader who finished the current day on an earlier date moves on to the next day (once a
 *   day, never past a day they have not finished), and the answer says so (`movedOn`);
 * - a reader still on the same plan day gets a new session of it: a reading row dated today.
 * `daysBehind` counts the days the reader is behind the plan's one-day-per-day schedule.
 * Null when the reader follows no plan.
 */
export async function getTodayReading(
  deps: ReadingDeps,
  user: UserRow,
  at = now(),
): Promise<TodayReading | null> {
  const today = localDate(user.timeZone, at);
  let active = await findActivePlanDay(deps.db, user.id, today);
  // No active plan is an ordinary state (the UI shows 'No Active Reading Plan'), not an error.
  if (!active) return null;

  const canMoveOn =
    active.currentDay < active.totalDays &&
    active.currentDay === active.day &&
    (active.daySetOn === null || active.daySetOn < today);
  if (canMoveOn && finishedBeforeToday(user, active, today)) {
    // Conditional on the day it moves from: of two requests at once, one moves.
    await moveOn(deps.db, active.userPlanId, active.currentDay, today);
    active = (await findActivePlanDay(deps.db, user.id, today)) ?? active;
  }

  let scheduleStart = active.scheduleStart;
  if (scheduleStart === null) {
    // Plans started before schedules were kept begin on time from their current day.
    scheduleStart = addDays(today, -(active.currentDay - 1));
    await setScheduleStart(deps.db, active.userPlanId, scheduleStart, { onlyIfUnset: true });
  }
  const scheduledDay = Math.min(active.totalDays, daysBetween(scheduleStart, today) + 1);
  const daysBehind = Math.max(0, scheduledDay - active.day);

  let readingId = active.readingId;
  let readDate = active.readDate;
  if (
    readingId === null ||
    readDate === null ||
    active.readingReference !== active.reference ||
    active.readingPlanTitle !== active.planTitle
  ) {
    const row = await upsertReading(deps.db, {
      userId: user.id,
      planId: active.planId,
      planTitle: active.planTitle,
      day: active.day,
      reference: active.reference,
      readDate: today,
      createdAt: at,
    });
    readingId = row.id;
    readDate = row.readDate;
  }

  const aiInsight = await peekInsightForReading(deps, {
    readingId,
    planId: active.planId,
    planTitle: active.planTitle,
    day: active.day,
    reference: active.reference,
    planType: active.planType,
    translation: user.translation,
    curated: active.insight,
    studyNotesOnly: user.studyNotesOnly,
  });

  return {
    id: readingId,
    reference: active.reference,
    ...passageText(deps, active.reference, user.translation),
    translation: user.translation,
    readDate,
    aiInsight,
    planId: active.planId,
    planTitle: active.planTitle,
    day: active.day,
    totalDays: active.totalDays,
    description: active.description,
    movedOn: active.movedOn === today ? active.day : null,
    daysBehind,
    today,
  };
}

/**
 * Whether Today's answer may be kept: not while its insight may still arrive (a model is configured and
 * nothing is stored yet: the stored insight comes with a later answer).
 */
export function isTodayAnswerFinal(config: Config, reading: TodayReading | null): boolean {
  return reading === null || reading.aiInsight !== null || !aiConfigured(config);
}

/**
 * POST /api/readings/start-from-today: keeps the plan and its progress and re-bases its daily
 * schedule so the current day is today's (decision 101). 409 when `fromDay` is not the current
 * day (another window moved the plan); without an active plan, 409 when `fromDay` was given (the
 * plan moved on) and 404 'no_active_plan' otherwise.
 */
export async function startFromToday(
  deps: ReadingDeps,
  user: UserRow,
  fromDay?: number,
  at = now(),
): Promise<TodayReading | null> {
  const today = localDate(user.timeZone, at);
  const active = await findActivePlanDay(deps.db, user.id, today);
  if (!active) {
    if (fromDay !== undefined) throw conflict(PLAN_MOVED_ON_MESSAGE, 'plan_moved_on');
    throw notFound('No active reading plan', 'no_active_plan');
  }
  if (fromDay !== undefined && fromDay !== active.day) {
    throw conflict(PLAN_MOVED_ON_MESSAGE, 'plan_moved_on');
  }
  const changed = await setScheduleStart(
    deps.db,
    active.userPlanId,
    addDays(today, -(active.day - 1)),
    { fromDay: fromDay === undefined ? undefined : active.currentDay },
  );
  if (!changed) throw conflict(PLAN_MOVED_ON_MESSAGE, 'plan_moved_on');
  return getTodayReading(deps, user, at);
}

/**
 * The insight of a reading the reader owns, for the translation they read in now; 404 for
 * someone else's reading or no insight.
 */
export async function getReadingInsight(
  deps: ReadingDeps,
  userId: string,
  readingId: number,
  translation: BibleTranslation = 'kjv',
  studyNotesOnly = false,
): Promise<InsightResponse> {
  const reading = await findOwnedReading(deps.db, userId, readingId);
  if (!reading) throw notFound('Reading not found', 'reading_not_found');
  const insight = await getInsightForReading(deps, {
    readingId: reading.id,
    planId: reading.planId,
    planTitle: reading.planTitle ?? null,
    day: reading.day,
    reference: reading.reference,
    planType: reading.planType ?? 'daily',
    translation,
    curated: reading.insight,
    studyNotesOnly,
  });
  if (!insight) throw notFound(NO_SESSION_INSIGHT, 'no_insight');
  return insight;
}
