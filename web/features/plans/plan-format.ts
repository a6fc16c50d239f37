import type { Allowance } from '@contract/membership.ts';
import type { PlanKind, PlanType, ScheduleEntry, UserPlan } from '@contract/plans.ts';
import { scheduleDayCount } from '@contract/plans-rules.ts';
import { HttpError } from '@/lib/api-client.ts';
import { formatDate, parseDate } from '@/lib/dates.ts';

/** The type badge of a plan (the admin plan types). */
export const PLAN_KIND_LABELS: Record<PlanKind, string> = {
  book: 'Book Study',
  theme: 'Thematic Study',
  custom: 'Custom Plan',
};

/** Daily Readings or Study Sessions. */
export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  daily: 'Daily Readings',
  session: 'Study Sessions',
};

/** Spec §5: the insight length a plan type promises. */
export const INSIGHT_WORDS: Record<PlanType, number> = { daily: 500, session: 1500 };

/** Spec §9: a plan shows totalWeeks × 7 days (its length: totalWeeks is sessions / 7, decision 101). */
export const scheduleDays = (totalWeeks: number) => scheduleDayCount(totalWeeks);

/** A rating stored × 10, shown to one decimal ('4.0'); null when there is none. */
export function formatRating(rating: number | null | undefined): string | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  return (rating / 10).toFixed(1);
}

/** '12 readers', '1 reader'. */
export const formatReaders = (count: number) => `${count} ${count === 1 ? 'reader' : 'readers'}`;

/** '2 weeks', '1 week'; a plan that is not whole weeks by its days ('10 days'). */
export const formatWeeks = (weeks: number) => {
  if (!Number.isInteger(weeks)) {
    const days = scheduleDayCount(weeks);
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
};

/** A 'yyyy-MM-dd' or ISO date as '1 December 2026'; '' when it cannot be read. */
export function formatLongDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? formatDate(date, 'd MMMM yyyy') : '';
}

/** An ISO timestamp as 'Nov 22, 2026' (the journal's date form); '' when it cannot be read. */
export function formatShortDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? formatDate(date, 'MMM d, yyyy') : '';
}

/**
 * A completed plan's line (decision 124): 'Completed Nov 24, 2026', or after Study Again and
 * another finish 'Completed 2 times, last Nov 24, 2026'. The date is the latest completion.
 */
export function formatCompletions(
  plan: Pick<UserPlan, 'completedAt' | 'timesCompleted' | 'lastCompletedAt'>,
): { lead: string; date: string; dateTime: string | null } {
  const dateTime = plan.lastCompletedAt ?? plan.completedAt;
  const date = formatShortDate(dateTime);
  const times = Math.max(plan.timesCompleted, plan.completedAt ? 1 : 0);
  return { lead: times > 1 ? `Completed ${times} times, last ` : 'Completed ', date, dateTime };
}

export type ParsedSchedule =
  { status: 'ok'; entries: ScheduleEntry[] } | { status: 'empty' } | { status: 'invalid' };

/**
 * Spec §3: a schedule is a list, or a JSON string of one. 'invalid' means a string that does not
 * parse to a list ('Unable to parse schedule'); 'empty' means there are no days ('No schedule available').
 */
export function parseSchedule(schedule: unknown): ParsedSchedule {
  let value = schedule;
  if (typeof value === 'string') {
    if (value.trim() === '') return { status: 'empty' };
    try {
      value = JSON.parse(value);
    } catch {
      return { status: 'invalid' };
    }
  }
  if (value === null || value === undefined) return { status: 'empty' };
  if (!Array.isArray(value)) return { status: 'invalid' };
  const entries = value
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .map((e, i): ScheduleEntry => {
      const summary = (e.insight as { summary?: unknown } | null | undefined)?.summary;
      return {
        day: typeof e.day === 'number' ? e.day : i + 1,
        reference: typeof e.reference === 'string' ? e.reference : '',
        title: typeof e.title === 'string' ? e.title : '',
        description: typeof e.description === 'string' ? e.description : '',
        insight: typeof summary === 'string' ? { summary } : null,
      };
    });
  return entries.length === 0 ? { status: 'empty' } : { status: 'ok', entries };
}

/** The server's readable message, else the fallback (network failures, empty bodies). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const message = error.serverMessage.trim();
    if (message && !message.startsWith('<')) return message;
  }
  return fallback;
}

/** Spec §8: a create-plan refusal for the monthly limit says 'limit reached'. */
export const isLimitReached = (error: unknown) =>
  error instanceof Error && /limit reached/i.test(error.message);

/** Decision 010: at the active limit, activating another plan pauses one; say so beforehand. */
export function pauseHintFor(allowance: Allowance): string | null {
  if (allowance.canActivateMore) return null;
  return allowance.maxActive === 1
    ? 'Activating another plan will pause your current one.'
    : `You can follow ${allowance.maxActive} plans at once: activating another will pause the one you started least recently.`;
}

/** 409 'plan_moved_on': another window moved the plan first (decision 101). */
export const isPlanMovedOn = (error: unknown) => error instanceof HttpError && error.status === 409;
