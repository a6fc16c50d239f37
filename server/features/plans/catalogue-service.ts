import type { CataloguePlan, PlanDetail } from '@contract/plans.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { kjv, verseId } from '../../scripture/kjv.ts';
import { parseReference } from '../../scripture/references.ts';
import { localDate } from '../../lib/calendar.ts';
import type { UserRow } from '../../users/users.ts';
import { now } from './clock.ts';
import { collectionOf, curatedPlanBySlug } from './curated/index.ts';
import { shapeOne } from './plan-shape.ts';
import * as repo from './repository.ts';

// The browsable catalogue and a plan's detail before starting it (decision 159).

function toCataloguePlan(
  row: repo.PublicPlanRow & { slug: string | null },
  tried: Set<number>,
): CataloguePlan {
  const { slug, ...plan } = row;
  const curated = curatedPlanBySlug(slug);
  return {
    ...plan,
    collection: curated ? collectionOf(curated) : plan.type === 'book' ? 'book' : 'theme',
    calendar: curated?.calendar ?? false,
    tried: tried.has(plan.id),
  };
}

/** GET /api/plans/catalogue: every curated or featured public plan, and whether the reader tried it. */
export async function getCatalogue(db: Db, user: UserRow): Promise<{ plans: CataloguePlan[] }> {
  const [rows, tried] = await Promise.all([
    repo.cataloguePlans(db),
    repo.triedPlanIds(db, user.id),
  ]);
  return { plans: rows.map((r) => toCataloguePlan(r, tried)) };
}

/** Words read a minute, unhurried: the daily time estimate of a plan. */
export const READING_WORDS_PER_MINUTE = 200;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** KJV words of a reference; 0 when it cannot be read. */
function wordsIn(reference: string): number {
  let words = 0;
  try {
    const texts = kjv().texts;
    for (const r of parseReference(reference).ranges) {
      const from = verseId(r.bookIndex, r.startChapter, r.startVerse);
      const to = verseId(r.bookIndex, r.endChapter, r.endVerse);
      for (let id = from; id <= to; id++) words += wordsOf(texts[id] ?? '');
    }
  } catch {
    return 0;
  }
  return words;
}

/** The day of a calendar plan that falls on a local date: 1 January is day 1; 29 February shares day 59. */
export function calendarDayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(y, 0, 1);
  let day = Math.round((Date.UTC(y, m - 1, d) - start) / 86_400_000) + 1;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  if (leap && m > 2) day -= 1;
  if (leap && m === 2 && d === 29) day = 59;
  return Math.min(day, 365);
}

/** GET /api/plans/{id}: the plan, its full schedule, the minutes a day and (calendar plans) today's day. */
export async function getPlanDetail(db: Db, user: UserRow, planId: number): Promise<PlanDetail> {
  const plan = await repo.findVisiblePlan(db, planId, user.id);
  if (!plan) throw notFound('Reading plan not found', 'plan_not_found');
  const [publicRow] = await repo.publicPlansByIds(db, [plan.id]);
  const tried = await repo.triedPlanIds(db, user.id);
  const shaped = await shapeOne(db, plan, null);
  const words = shaped.schedule.reduce((n, s) => n + wordsIn(s.reference), 0);
  const days = Math.max(1, shaped.schedule.length);
  const catalogue = toCataloguePlan(
    {
      ...(publicRow ?? {
        id: plan.id,
        type: plan.type,
        title: plan.title,
        description: plan.description,
        planType: plan.planType,
        usageCount: 0,
        rating: null,
        sessionCount: shaped.sessionCount,
      }),
      slug: plan.slug,
    },
    tried,
  );
  return {
    plan: catalogue,
    schedule: shaped.schedule,
    minutesPerDay: Math.max(1, Math.round(words / days / READING_WORDS_PER_MINUTE)),
    calendarDay: catalogue.calendar ? calendarDayOf(localDate(user.timeZone, now())) : null,
  };
}
