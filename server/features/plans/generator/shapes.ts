import type { PassageRange } from '../../../scripture/references.ts';
import type { PlanKind, PlanType } from '@contract/plans.ts';

/** The plan generator's requests, results and the shapes its strategies share. */

export interface PlanRequest {
  topic: string;
  kind: PlanKind;
  planType: PlanType;
  sessions?: number | null | undefined;
}

export interface GeneratedSession {
  reference: string;
  title: string;
  description: string;
}

export interface GeneratedPlan {
  title: string;
  description: string;
  type: PlanKind;
  sessions: GeneratedSession[];
}

/** A session proposed by someone else (the model): checked before it is stored. */
export interface ProposedSession {
  reference: string;
  title: string;
  description: string;
}

/**
 * Longest passage a session may hold: what one sitting reads (decision 106: a daily reading at most
 * 40 verses, a study session at most 120).
 */
export const MAX_SESSION_VERSES: Record<PlanType, number> = { daily: 40, session: 120 };
/** Passage windows of thematic sessions. */
export const MIN_WINDOW = 8;
export const MAX_WINDOW = 25;
/** Hits closer than this (in verses) belong to the same cluster. */
export const CLUSTER_GAP = 4;

export type Analysis =
  | { mode: 'walk'; label: string; ranges: PassageRange[]; wholeBook: string | null }
  | {
      mode: 'theme';
      label: string;
      words: string[];
      bookIndex: number | null;
      /** What to look up in Nave's: the topic without its lead-in words or book. */
      phrases: string[];
    };

export interface Candidate {
  from: number;
  to: number;
  book: number;
  chapter: number;
  score: number;
  best: number;
}

/** The Nave's topic a plan's passages came from; `all` false when word matches filled the rest. */
export interface NavesSource {
  name: string;
  all: boolean;
  /** The plan opens with the topic's central passages; `more` names where later days came from. */
  central?: boolean;
  more?: NavesSource | undefined;
}
