import { z } from 'zod';
import { insightThemeSchema, type InsightTheme } from '@contract/insights.ts';

/**
 * `plan_sessions.insight` (jsonb) as every reader of the column sees it (decision 105): a curated
 * insight shipped with a plan or written by an admin. Stored as `{summary, themes, questions}`; an
 * older plain-text form is read as a summary alone. Malformed parts are dropped, never thrown.
 */
export interface PlanSessionInsight {
  /** The markdown summary as stored, or null when the stored summary is not text. */
  summary: string | null;
  /** Only well-formed themes (trimmed title and description). */
  themes: InsightTheme[];
  /** Only non-blank questions, trimmed. */
  questions: string[];
}

const themeList = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list.flatMap((t) => {
      const r = insightThemeSchema.safeParse(t);
      return r.success ? [r.data] : [];
    }),
  );

const questionList = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list.filter((q): q is string => typeof q === 'string' && q.trim() !== '').map((q) => q.trim()),
  );

const storedObject = z.object({
  summary: z.string().nullable().catch(null),
  themes: themeList.optional().transform((t) => t ?? []),
  questions: questionList.optional().transform((q) => q ?? []),
});

/** The one parser of `plan_sessions.insight`: null when nothing usable is stored. */
export const planSessionInsightSchema = z
  .unknown()
  .transform((value): PlanSessionInsight | null => {
    if (typeof value === 'string') return { summary: value, themes: [], questions: [] };
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    return storedObject.parse(value);
  });

/** Reads a stored `plan_sessions.insight` value. */
export function parsePlanSessionInsight(value: unknown): PlanSessionInsight | null {
  return planSessionInsightSchema.parse(value);
}
