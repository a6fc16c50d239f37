// Plan limits, messages and text rules without zod: the web's first load imports these (decision 092).

/** Book study, thematic study, or a reader's own plan. */
export const PLAN_KINDS = ['book', 'theme', 'custom'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** Daily Readings or Study Sessions. */
export const PLAN_TYPES = ['daily', 'session'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Spec §5 and §9: the Sessions field of the Create Plan dialog. */
export const MIN_PLAN_SESSIONS = 1;
export const MAX_PLAN_SESSIONS = 52;
/** Sessions made when the reader leaves the field empty (decision 011). */
export const DEFAULT_PLAN_SESSIONS: Record<PlanType, number> = { daily: 7, session: 5 };
export const MAX_TOPIC_LENGTH = 200;
/** Spec §9: plan search from 2 characters, suggestions from 3, at most 5 suggestions. */
export const SEARCH_MIN_LENGTH = 2;
export const SUGGESTIONS_MIN_LENGTH = 3;
export const MAX_SUGGESTIONS = 5;
export const MAX_QUERY_LENGTH = 200;
export const SEARCH_RESULTS_LIMIT = 20;
/** How many plans the Top Rated and Most Popular lists hold. */
export const TOP_PLANS_LIMIT = 6;
/** A plan ranks in Top Rated once this many readers other than its author rated it (decision 102). */
export const MIN_TOP_RATED_RATERS = 3;
/** How many plans the Featured Plans row holds; Today's first run offers the first STARTER_PLANS. */
export const FEATURED_PLANS_LIMIT = 4;
export const STARTER_PLANS = 3;

/** Spec §5: the exact message for a blank topic. */
export const TOPIC_REQUIRED_MESSAGE = 'Please enter a plan topic or select a suggestion.';
export const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';
export const SESSIONS_MESSAGE = `Sessions must be a whole number from ${MIN_PLAN_SESSIONS} to ${MAX_PLAN_SESSIONS}`;

/**
 * Makes free text safe to store and search: control and format characters become spaces
 * (PostgreSQL text cannot hold NUL), lone surrogates become U+FFFD, runs of space collapse.
 */
export function normalizeText(value: string): string {
  return value
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Spec §5: the plan type the Create Plan dialog sends, guessed from the topic: book if it
 * mentions 'book of', 'gospel', 'romans' or 'psalms'; theme for 'prayer', 'wisdom', 'love'
 * or 'faith'; otherwise custom.
 */
export function guessPlanKind(topic: string): PlanKind {
  const t = topic.toLowerCase();
  if (['book of', 'gospel', 'romans', 'psalms'].some((w) => t.includes(w))) return 'book';
  if (['prayer', 'wisdom', 'love', 'faith'].some((w) => t.includes(w))) return 'theme';
  return 'custom';
}

/** Where the catalogue files a plan (decision 159): the whole Bible, a book, a theme, a season. */
export const PLAN_COLLECTIONS = ['bible', 'book', 'theme', 'season'] as const;
export type PlanCollectionName = (typeof PLAN_COLLECTIONS)[number];

/** Days in a week of the spec's display rule (§9: schedule day count is totalWeeks × 7). */
export const DAYS_PER_WEEK = 7;

/**
 * A plan's totalWeeks: its sessions over 7, so totalWeeks × 7 is its length for every plan,
 * daily or session (one session a day; decision 101).
 */
export const totalWeeksFor = (sessionCount: number) => sessionCount / DAYS_PER_WEEK;

/** Spec §9: the schedule day count, totalWeeks × 7, rounded off float noise (29/7 × 7 ≠ 29). */
export const scheduleDayCount = (totalWeeks: number) => Math.round(totalWeeks * DAYS_PER_WEEK);

/** Message of a plan move or re-base from a day the plan has left (409 'plan_moved_on'). */
export const PLAN_MOVED_ON_MESSAGE =
  'This plan has moved on in another window. Showing the current day.';
