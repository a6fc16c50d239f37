import type { FastifyBaseLogger } from 'fastify';
import type { InsightResponse } from '@contract/insights.ts';
import { NO_SESSION_INSIGHT, PASSAGE_UNAVAILABLE, type TodayReading } from '@contract/readings.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import {
  curatedInsight,
  getInsight,
  peekInsight,
  type CuratedInsightInput,
} from '../../insights/insights.ts';
import { aiConfigured } from '../../insights/provider.ts';
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
  /** Daily plans get 500-word insights, session plans 1500 (spec §9). */
  planType: 'daily' | 'session';
  /**
   * The plan session's curated insight when the caller has already loaded it (null: the
   * session has none); undefined means "not loaded, look it up".
   */
  curated?: unknown;
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
    // No plan title or day: the insight is shared per passage (decision 097).
    curated: curated as CuratedInsightInput,
    log: deps.log,
  };
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
  const curated = curatedInsight(opts.curated);
  if (curated) return curated;
  if (!aiConfigured(deps.config)) return null; // offline study notes are served by /insights
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
): Promise<TodayReading | null> {
  const active = await findActivePlanDay(deps.db, user.id);
  // No active plan is an ordinary state (the UI shows 'No Active Reading Plan'), not an error.
  if (!active) return null;

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

  const aiInsight = await peekInsightForReading(deps, {
    readingId,
    planId: active.planId,
    planTitle: active.planTitle,
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
    curated: reading.insight,
  });
  if (!insight) throw notFound(NO_SESSION_INSIGHT, 'no_insight');
  return insight;
}
