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
  /** Day 1..N, contiguous. */
  sessions: CuratedSession[];
}
