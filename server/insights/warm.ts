import type { InsightPlanType } from '@contract/insights.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { ScriptureError } from '../scripture/errors.ts';
import { hasCuratedInsight } from './curated.ts';
import { generationTiming, getInsight, insightKey } from './insights.ts';
import { findPlanWithSessions } from '../plans-data/session-insight-repository.ts';
import { findInsightStatuses } from './repository.ts';

export type WarmOutcome = 'generated' | 'cached' | 'curated' | 'failed' | 'invalid';

export interface WarmProgress {
  done: number;
  total: number;
  day: number;
  reference: string;
  outcome: WarmOutcome;
}

export interface WarmSummary {
  planId: number;
  title: string;
  total: number;
  counts: Record<WarmOutcome, number>;
  failures: { day: number; reference: string; outcome: 'failed' | 'invalid' }[];
}

/**
 * Pre-generates the insight of every day of a plan (days with a curated insight need none).
 * Returns null when the plan does not exist. Concurrent days of the same passage share one call.
 */
export async function warmPlan(opts: {
  db: Db;
  config: Config;
  plan: string;
  concurrency?: number;
  onProgress?: (p: WarmProgress) => void;
}): Promise<WarmSummary | null> {
  const { db, config } = opts;
  const plan = await findPlanWithSessions(db, opts.plan);
  if (!plan) return null;
  const planType = plan.planType as InsightPlanType;
  const keys = plan.sessions.map((s) => {
    try {
      return insightKey(s.reference, planType).cacheKey;
    } catch (err) {
      if (err instanceof ScriptureError) return null;
      throw err;
    }
  });
  const before = await findInsightStatuses(
    db,
    keys.filter((k): k is string => k !== null),
  );
  const counts: Record<WarmOutcome, number> = {
    generated: 0,
    cached: 0,
    curated: 0,
    failed: 0,
    invalid: 0,
  };
  const failures: WarmSummary['failures'] = [];
  const seen = new Set<string>();
  const { budgetMs } = generationTiming(config);
  let next = 0;
  let done = 0;

  const worker = async () => {
    for (let i = next++; i < plan.sessions.length; i = next++) {
      const s = plan.sessions[i] as (typeof plan.sessions)[number];
      const key = keys[i] ?? null;
      let outcome: WarmOutcome;
      if (hasCuratedInsight(s.insight)) outcome = 'curated';
      else if (!key) outcome = 'invalid';
      else if (before.get(key) === 'ready' || seen.has(key)) outcome = 'cached';
      else {
        seen.add(key);
        const result = await getInsight({
          db,
          config,
          reference: s.reference,
          planType,
          // Wait as long as one generation may take: another process may be generating it.
          waitMs: budgetMs + 5_000,
        });
        outcome = result ? 'generated' : 'failed';
      }
      counts[outcome] += 1;
      if (outcome === 'failed' || outcome === 'invalid') {
        failures.push({ day: s.day, reference: s.reference, outcome });
      }
      done += 1;
      opts.onProgress?.({
        done,
        total: plan.sessions.length,
        day: s.day,
        reference: s.reference,
        outcome,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 2) }, worker));
  failures.sort((a, b) => a.day - b.day);
  return { planId: plan.id, title: plan.title, total: plan.sessions.length, counts, failures };
}
