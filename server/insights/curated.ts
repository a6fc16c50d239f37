import { insightThemeSchema, type InsightResponse } from '@contract/insights.ts';

/** A curated insight: written by an admin (often a markdown summary alone) or shipped with a plan. */
export type CuratedInsightInput =
  string | { summary?: unknown; themes?: unknown; questions?: unknown } | null | undefined;

/** A curated insight as a response, or null when there is none (blank counts as none). */
export function curatedInsight(curated: CuratedInsightInput): InsightResponse | null {
  if (curated === null || curated === undefined) return null;
  const generatedAt = new Date().toISOString();
  if (typeof curated === 'string') {
    return curated.trim()
      ? { summary: curated.trim(), themes: [], questions: [], source: 'curated', generatedAt }
      : null;
  }
  const summary = typeof curated.summary === 'string' ? curated.summary.trim() : '';
  const themes = Array.isArray(curated.themes)
    ? curated.themes.flatMap((t) => {
        const r = insightThemeSchema.safeParse(t);
        return r.success ? [r.data] : [];
      })
    : [];
  const questions = Array.isArray(curated.questions)
    ? curated.questions
        .filter((q): q is string => typeof q === 'string' && q.trim() !== '')
        .map((q) => q.trim())
    : [];
  if (!summary && themes.length === 0 && questions.length === 0) return null;
  return { summary, themes, questions, source: 'curated', generatedAt };
}
