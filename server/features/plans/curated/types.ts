/** A written insight for one session of a curated plan: markdown summary, key themes, reflection questions. */
export interface CuratedInsight {
  summary: string;
  themes: { title: string; description: string }[];
  questions: string[];
}

/** One day (or study session) of a curated plan. `reference` is a plain KJV reference such as 'Exodus 16:1-18'. */
export interface CuratedSession {
  day: number;
  reference: string;
  title: string;
  description: string;
  insight?: CuratedInsight;
}

/** The catalogue's kinds of plan. */
export type PlanCollection = 'bible' | 'book' | 'theme' | 'season';

/** A reading plan that ships with the app and is seeded idempotently by `slug`. */
export interface CuratedPlan {
  /** Stable id used for idempotent seeding, kebab-case. */
  slug: string;
  title: string;
  /** 1-2 sentences, shown on plan cards. */
  description: string;
  /** Book study or thematic study. */
  type: 'book' | 'theme';
  /** Daily Readings or Study Sessions. */
  planType: 'daily' | 'session';
  featured?: boolean;
  /**
   * Where the catalogue files it (decision 158): the whole Bible, one book (or a few), a theme, or a
   * season of the church year. Defaults to the plan's `type`.
   */
  collection?: PlanCollection;
  /**
   * A plan of 365 days that follows the calendar year, day 1 on 1 January: starting it can begin
   * at the day of today's date (decision 158).
   */
  calendar?: boolean;
  /**
   * The shipped version this one extends by appending days (decision 121). A database seeded with
   * exactly that version (same title, description and days, no admin edit) is brought up to date.
   */
  previous?: { title: string; description: string; days: number };
  /** Day 1..N, contiguous. */
  sessions: CuratedSession[];
}
