import { z } from 'zod';

/** Insight length targets in words (spec §9): 500 for daily readings, 1500 for study sessions. */
export const INSIGHT_WORD_TARGETS = { daily: 500, session: 1500 } as const;
export type InsightPlanType = keyof typeof INSIGHT_WORD_TARGETS;

export const insightThemeSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(2000),
});
export type InsightTheme = z.infer<typeof insightThemeSchema>;

/**
 * An insight on one passage (spec §3): markdown summary, 2-6 key themes, 2-6 reflection questions.
 * Model output is parsed with this schema; the summary is markdown that the web renders WITHOUT raw
 * HTML (web/components/safe-markdown.tsx: tags removed, raw HTML parsing off), so no HTML ever runs.
 */
export const insightSchema = z.object({
  summary: z.string().trim().min(1).max(20_000),
  themes: z.array(insightThemeSchema).min(2).max(6),
  questions: z.array(z.string().trim().min(1).max(1000)).min(2).max(6),
});
export type Insight = z.infer<typeof insightSchema>;

export const INSIGHT_SOURCES = ['ai', 'study-notes', 'curated'] as const;
export const insightSourceSchema = z.enum(INSIGHT_SOURCES);
/** Where an insight came from: a model, offline study notes built from real data ('Study notes' in the UI), or written by people. */
export type InsightSource = z.infer<typeof insightSourceSchema>;

/**
 * An insight as the API returns it: the insight plus its source and time. The lists are not
 * bounded here: a curated insight written by an admin may be a summary alone (themes and
 * questions empty).
 */
export const insightResponseSchema = z.object({
  summary: z.string(),
  themes: z.array(insightThemeSchema),
  questions: z.array(z.string()),
  source: insightSourceSchema,
  /** ISO timestamp of when the insight was produced (curated: when it was served). */
  generatedAt: z.string(),
});
export type InsightResponse = z.infer<typeof insightResponseSchema>;
