import type { FastifyBaseLogger } from 'fastify';
import {
  insightSchema,
  NO_ACTIVE_PLAN,
  NO_SESSION_INSIGHT,
  PASSAGE_UNAVAILABLE,
  type Insight,
  type TodayReading,
} from '@contract/readings.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { getPassage } from '../../scripture/passage.ts';
import { localDate } from '../../users/reading-days.ts';
import type { UserRow } from '../../users/users.ts';
import {
  findActivePlanDay,
  findOwnedReading,
  findSessionInsight,
  upsertReading,
} from './repository.ts';

export interface ReadingDeps {
  db: Db;
  log: FastifyBaseLogger;
}

/** What the insight lookup needs to know about a reading. */
export interface InsightRequest {
  readingId: number;
  planId: number | null;
  day: number;
  reference: string;
  /** Daily plans get 500-word insights, session plans 1500 (spec §9). */
  planType: 'daily' | 'session';
  /**
   * The plan session's curated insight when the caller has already loaded it (null: the
   * session has none); undefined means "not loaded, look it up".
   */
  curated?: unknown;
}

/**
 * The insight shown with a reading: today, the plan session's curated insight when it is a
 * valid {summary, themes, questions}, else null. This is the single seam where the insight
 * engine plugs in (generation per passage and plan type, cached): replace this function's
 * body; both GET /readings/today and GET /readings/{id}/insights call it.
 */
export async function getInsightForReading(
  deps: ReadingDeps,
  req: InsightRequest,
): Promise<Insight | null> {
  let curated = req.curated;
  if (curated === undefined) {
    curated = req.planId === null ? null : await findSessionInsight(deps.db, req.planId, req.day);
  }
  if (curated === null || curated === undefined) return null;
  const parsed = insightSchema.safeParse(curated);
  if (!parsed.success) {
    deps.log.warn(
      { readingId: req.readingId, planId: req.planId, day: req.day },
      'plan session insight has an unexpected shape; showing none',
    );
    return null;
  }
  return parsed.data;
}

/** The passage body for a reference, or the spec's "temporarily unavailable" text. */
function passageText(deps: ReadingDeps, reference: string): string {
  try {
    return getPassage(reference).passage;
  } catch (err) {
    deps.log.warn({ err, reference }, 'passage unavailable for a reading');
    return PASSAGE_UNAVAILABLE;
  }
}

/**
 * Today's reading: the current day of the reader's active plan. The reading row of (reader,
 * plan, day) is created on first sight with the reader's local date, so its id is stable.
 * 404 'no_active_plan' when the reader follows no plan.
 */
export async function getTodayReading(
  deps: ReadingDeps,
  user: UserRow,
  now = new Date(),
): Promise<TodayReading> {
  const active = await findActivePlanDay(deps.db, user.id);
  if (!active) throw notFound('No active reading plan', NO_ACTIVE_PLAN);

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
      readDate: localDate(user.timeZone, now),
    });
    readingId = row.id;
    readDate = row.readDate;
  }

  const aiInsight = await getInsightForReading(deps, {
    readingId,
    planId: active.planId,
    day: active.day,
    reference: active.reference,
    planType: active.planType,
    curated: active.insight,
  });

  return {
    id: readingId,
    reference: active.reference,
    passage: passageText(deps, active.reference),
    readDate,
    aiInsight,
    planId: active.planId,
    planTitle: active.planTitle,
    day: active.day,
    totalDays: active.totalDays,
    description: active.description,
  };
}

/** The insight of a reading the reader owns; 404 for someone else's reading or no insight. */
export async function getReadingInsight(
  deps: ReadingDeps,
  userId: string,
  readingId: number,
): Promise<Insight> {
  const reading = await findOwnedReading(deps.db, userId, readingId);
  if (!reading) throw notFound('Reading not found', 'reading_not_found');
  const insight = await getInsightForReading(deps, {
    readingId: reading.id,
    planId: reading.planId,
    day: reading.day,
    reference: reading.reference,
    planType: reading.planType ?? 'daily',
    curated: reading.insight,
  });
  if (!insight) throw notFound(NO_SESSION_INSIGHT, 'no_insight');
  return insight;
}
