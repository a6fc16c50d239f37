import type { InsightResponse } from '@contract/insights.ts';
import { parsePlanSessionInsight, type PlanSessionInsight } from '../db/plan-session-insight.ts';
import { passageCommentary } from './commentary.ts';

/**
 * A curated insight: written by an admin (often a markdown summary alone) or shipped with a plan,
 * as stored in `plan_sessions.insight` (a `{summary, themes, questions}` object or plain text).
 */
export type CuratedInsightInput = PlanSessionInsight | string | null | undefined;

/** The curated insight's own content, read with the shared parser (decision 105); null when blank. */
function curatedContent(curated: CuratedInsightInput): PlanSessionInsight | null {
  const parsed = parsePlanSessionInsight(curated ?? null);
  if (!parsed) return null;
  const summary = parsed.summary?.trim() ?? '';
  if (!summary && parsed.themes.length === 0 && parsed.questions.length === 0) return null;
  return { summary, themes: parsed.themes, questions: parsed.questions };
}

/** True when a plan day has a curated insight (blank counts as none). */
export function hasCuratedInsight(curated: CuratedInsightInput): boolean {
  return curatedContent(curated) !== null;
}

/**
 * A curated insight as a response, with the commentary on its passage (decision 120), or null
 * when there is none. Its sources are empty: people wrote it.
 */
export function curatedInsight(
  curated: CuratedInsightInput,
  reference: string,
): InsightResponse | null {
  const content = curatedContent(curated);
  if (!content) return null;
  return {
    summary: content.summary ?? '',
    themes: content.themes,
    questions: content.questions,
    source: 'curated',
    generatedAt: new Date().toISOString(),
    commentary: passageCommentary(reference),
    sources: [],
  };
}
