import { z } from 'zod';

/** Insight length targets in words: 500 for daily readings, 1500 for study sessions. */
export const INSIGHT_WORD_TARGETS = { daily: 500, session: 1500 } as const;
export type InsightPlanType = keyof typeof INSIGHT_WORD_TARGETS;

export const insightThemeSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(2000),
});
export type InsightTheme = z.infer<typeof insightThemeSchema>;

/**
 * An insight on one passage: markdown summary, 2-6 key themes, 2-6 reflection questions.
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
 * One section of a published commentary on the passage (decision 120): Matthew Henry's Concise
 * Commentary for every book, Spurgeon's Treasury of David for Psalms. From committed data, never a model.
 */
export const insightCommentarySchema = z.object({
  /** e.g. 'Matthew Henry', 'C. H. Spurgeon'. */
  author: z.string(),
  /** e.g. 'Concise Commentary', 'The Treasury of David'. */
  work: z.string(),
  /** As printed ('Verses 1-12', 'Verse 1.'), or 'Introduction'. */
  heading: z.string(),
  /** The verses it comments on, e.g. 'Exodus 16:1-12' ('Psalms 23' for an introduction). */
  reference: z.string(),
  /** Plain text, paragraphs separated by a blank line; an abridged section ends with ' …'. */
  text: z.string(),
  /** True when the text was cut to keep the response small. */
  abridged: z.boolean(),
});
export type InsightCommentary = z.infer<typeof insightCommentarySchema>;

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
  /** Commentary on the passage, always present, empty when none is known (decision 120). */
  commentary: z.array(insightCommentarySchema),
  /**
   * What the insight was drawn from, e.g. ['Exodus 16 (KJV)', "Matthew Henry's Concise Commentary"];
   * empty for a curated insight (written by people).
   */
  sources: z.array(z.string()),
});
export type InsightResponse = z.infer<typeof insightResponseSchema>;
