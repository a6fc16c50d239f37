import {
  insightThemeSchema,
  type Insight,
  type InsightPlanType,
  type InsightResponse,
} from '@contract/insights.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { ScriptureError, assertTranslation } from '../scripture/errors.ts';
import { getPassage } from '../scripture/passage.ts';
import { formatRange, parseReference } from '../scripture/references.ts';
import { checkInsightReferences } from './check-references.ts';
import { PROMPT_VERSION, buildInsightMessages } from './prompt.ts';
import { InsightGenerationError, aiConfigured, generateInsight } from './provider.ts';
import {
  claimInsight,
  findInsight,
  markInsightFailed,
  markInsightReady,
  type InsightKey,
  type InsightRow,
} from './repository.ts';
import { studyNotesFor } from './study-notes.ts';

/** How long a request waits for another request's generation before giving up (the UI shows nothing). */
export const DEFAULT_WAIT_MS = 25_000;

/** Minimal logger (Fastify's request logger fits). */
export interface InsightLogger {
  warn(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

/** A curated insight: written by an admin (often a markdown summary alone) or shipped with a plan. */
export type CuratedInsightInput =
  string | { summary?: unknown; themes?: unknown; questions?: unknown } | null | undefined;

/** What identifies a passage's insight, and the context the model is given. */
export interface InsightRequest {
  db: Db;
  config: Config;
  /** Any reference the scripture parser accepts, e.g. 'Exod 16:1-18'. */
  reference: string;
  planType: InsightPlanType;
  /** Translation id; 'kjv' by default. Part of the cache key. */
  translation?: string;
  /** The plan session's own insight: it takes precedence and is returned at once. */
  curated?: CuratedInsightInput;
  log?: InsightLogger;
}

export interface GetInsightOptions extends InsightRequest {
  /** How long to wait for a generation running elsewhere; default 25 s. */
  waitMs?: number;
  /**
   * What to return when the model failed or the wait ran out: null (the default: the UI shows its
   * empty state) or offline study notes.
   */
  fallback?: 'none' | 'study-notes';
}

const keyMemo = new Map<string, InsightKey>();
const KEY_MEMO_MAX = 5000;

/** Normalised identity of a passage's insight; throws ScriptureError for a bad reference. */
export function insightKey(
  reference: string,
  planType: InsightPlanType,
  translation = 'kjv',
): InsightKey {
  // Readers of one plan send the same few strings: remember their keys (parsing is not free).
  const memoKey = `${translation}|${planType}|${reference}`;
  const known = keyMemo.get(memoKey);
  if (known) return known;
  const key = computeInsightKey(reference, planType, translation);
  if (keyMemo.size >= KEY_MEMO_MAX) keyMemo.delete(keyMemo.keys().next().value as string);
  keyMemo.set(memoKey, key);
  return key;
}

function computeInsightKey(
  reference: string,
  planType: InsightPlanType,
  translation: string,
): InsightKey {
  const t = assertTranslation(translation);
  const parsed = parseReference(reference, t);
  // 'Exodus 16', 'Exod 16:1-36' and 'Ex 16' are one passage: key on the explicit verse ranges.
  const canonical = parsed.ranges.map((r) => formatRange(r, true)).join('; ');
  return {
    cacheKey: `${t}|${planType}|${PROMPT_VERSION}|${canonical}`,
    reference: parsed.reference,
    planType,
    translation: t,
    promptVersion: PROMPT_VERSION,
  };
}

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

function fromRow(row: InsightRow): InsightResponse | null {
  if (row.status !== 'ready' || !row.content) return null;
  const content = row.content as Insight;
  return {
    summary: content.summary,
    themes: content.themes,
    questions: content.questions,
    source: row.source ?? 'ai',
    generatedAt: row.updatedAt.toISOString(),
  };
}

async function studyNotes(req: InsightRequest): Promise<InsightResponse | null> {
  try {
    const notes = await studyNotesFor(
      insightKey(req.reference, req.planType, req.translation).reference,
      {
        planType: req.planType,
        translation: req.translation,
      },
    );
    return { ...notes, source: 'study-notes', generatedAt: new Date().toISOString() };
  } catch (err) {
    if (err instanceof ScriptureError) return null;
    throw err;
  }
}

/**
 * How long one generation may run (all model calls and retries together), and the lease after
 * which a silent 'pending' row is taken over. The budget is enforced with an abort signal, so a
 * generator never outlives its lease and no second generator can start while it runs.
 */
export function generationTiming(config: Pick<Config, 'AI_TIMEOUT_MS'>): {
  budgetMs: number;
  leaseSeconds: number;
} {
  const budgetMs = Math.max(120_000, 2 * config.AI_TIMEOUT_MS);
  return { budgetMs, leaseSeconds: Math.ceil(budgetMs / 1000) + 30 };
}

const TIMED_OUT = Symbol('timed out');

/** Waits for a promise at most `ms`; the timer is cleared as soon as it settles. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, ms));
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Per database handle (so two handles in one process behave like two processes):
// - generations running in this process: requests here wait on the promise instead of polling;
// - claim attempts in flight: concurrent requests here wait for the one attempt;
// - ready insights recently served: they never change for a cache key (the prompt version is part
//   of it), so hits skip the database for a while.
const running = new WeakMap<Db, Map<string, Promise<InsightResponse | null>>>();
const claims = new WeakMap<Db, Map<string, Promise<void>>>();
const recent = new WeakMap<Db, Map<string, { value: InsightResponse; until: number }>>();
const RECENT_MAX = 1000;
const RECENT_TTL_MS = 10 * 60_000;

function perDb<V>(store: WeakMap<Db, Map<string, V>>, db: Db): Map<string, V> {
  let map = store.get(db);
  if (!map) {
    map = new Map();
    store.set(db, map);
  }
  return map;
}

function remember(db: Db, cacheKey: string, value: InsightResponse | null): InsightResponse | null {
  if (!value) return value;
  const map = perDb(recent, db);
  map.delete(cacheKey);
  map.set(cacheKey, { value, until: Date.now() + RECENT_TTL_MS });
  if (map.size > RECENT_MAX) map.delete(map.keys().next().value as string);
  return value;
}

function recalled(db: Db, cacheKey: string): InsightResponse | null {
  const map = perDb(recent, db);
  const hit = map.get(cacheKey);
  if (!hit) return null;
  if (hit.until < Date.now()) {
    map.delete(cacheKey);
    return null;
  }
  return hit.value;
}

async function generate(
  req: InsightRequest,
  key: InsightKey,
  claim: { id: number; attempts: number },
  passageText: string,
): Promise<InsightResponse | null> {
  const { db, config, log } = req;
  const messages = buildInsightMessages({
    reference: key.reference,
    translation: key.translation,
    passage: passageText,
    planType: req.planType,
  });
  const { budgetMs } = generationTiming(config);
  let insight: Insight;
  try {
    const result = await generateInsight(config, messages, {
      signal: AbortSignal.timeout(budgetMs),
    });
    const checked = checkInsightReferences(result.insight);
    if (checked.removed.length) {
      log?.warn(
        { reference: key.reference, removed: checked.removed },
        'insight: removed references that do not exist',
      );
    }
    insight = checked.insight;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await markInsightFailed(db, claim, message);
    log?.warn(
      {
        reference: key.reference,
        attempt: claim.attempts,
        kind: err instanceof InsightGenerationError ? err.kind : 'error',
        error: message,
      },
      'insight generation failed',
    );
    return null;
  }
  const stored = await markInsightReady(db, claim, insight, 'ai');
  if (stored) return fromRow(stored);
  // The claim was taken over meanwhile (should not happen within the lease): serve what is stored.
  const row = await findInsight(db, key.cacheKey);
  return row ? fromRow(row) : null;
}

async function fallback(req: GetInsightOptions): Promise<InsightResponse | null> {
  return req.fallback === 'study-notes' ? studyNotes(req) : null;
}

/**
 * The insight for a passage, generated at most once and shared by every reader:
 * curated first; without a model, offline study notes; otherwise the stored insight, generating
 * it when missing (exactly one model call across all processes, thanks to an atomic claim) or
 * waiting up to `waitMs` for a generation already running. Returns null when the reference is
 * invalid, the model failed recently (retried after a backoff), or the wait ran out.
 */
export async function getInsight(opts: GetInsightOptions): Promise<InsightResponse | null> {
  const curated = curatedInsight(opts.curated);
  if (curated) return curated;
  if (!aiConfigured(opts.config)) return studyNotes(opts);

  let key: InsightKey;
  try {
    key = insightKey(opts.reference, opts.planType, opts.translation);
  } catch (err) {
    if (err instanceof ScriptureError) return null;
    throw err;
  }
  // The passage text is needed only to generate; read it once, before claiming.
  let passageText: string | undefined;

  const { db } = opts;
  const { leaseSeconds } = generationTiming(opts.config);
  const deadline = Date.now() + (opts.waitMs ?? DEFAULT_WAIT_MS);
  let delay = 50;
  let refusedRetry = false;
  for (;;) {
    const known = recalled(db, key.cacheKey);
    if (known) return known;
    // A generation running in this process: wait for its result, no database round trips.
    const local = perDb(running, db).get(key.cacheKey);
    if (local) {
      const result = await within(local, deadline - Date.now());
      return result === TIMED_OUT || result === null ? fallback(opts) : result;
    }
    const row = await findInsight(db, key.cacheKey);
    if (row?.status === 'ready') return remember(db, key.cacheKey, fromRow(row));
    const now = Date.now();
    const retryDue =
      row?.status === 'failed' && (!row.retryAfter || row.retryAfter.getTime() <= now);
    // A failure not yet due for a retry (by this clock, or by the database's when it refused us).
    if (row?.status === 'failed' && (!retryDue || refusedRetry)) return fallback(opts);
    const stale = row?.status === 'pending' && now - row.updatedAt.getTime() > leaseSeconds * 1000;
    if (!row || retryDue || stale) {
      // One claim attempt per process at a time: the others wait for it, then find the job.
      const claiming = perDb(claims, db);
      const inflight = claiming.get(key.cacheKey);
      if (inflight) {
        await inflight;
        continue;
      }
      let done = () => {};
      claiming.set(key.cacheKey, new Promise<void>((resolve) => (done = resolve)));
      try {
        try {
          passageText ??= getPassage(key.reference, key.translation).passage;
        } catch (err) {
          if (err instanceof ScriptureError) return null; // e.g. a passage too long to serve
          throw err;
        }
        const claim = await claimInsight(db, key, leaseSeconds);
        if (claim) {
          // The generation finishes (and is stored) even if this request stops waiting for it.
          const map = perDb(running, db);
          const job = generate(opts, key, claim, passageText)
            .then((r) => remember(db, key.cacheKey, r))
            .finally(() => map.delete(key.cacheKey));
          job.catch((err: unknown) =>
            opts.log?.warn({ err, reference: key.reference }, 'insight: storing the result failed'),
          );
          map.set(key.cacheKey, job);
          continue;
        }
        refusedRetry = row?.status === 'failed';
      } finally {
        claiming.delete(key.cacheKey);
        done();
      }
    }
    // Another process is generating it: poll the row until it is ready or the wait runs out.
    const remaining = deadline - Date.now();
    if (remaining <= 0) return fallback(opts);
    await new Promise((resolve) => setTimeout(resolve, Math.min(delay, remaining)));
    delay = Math.min(delay * 2, 1000);
  }
}

/**
 * The insight if it is available without waiting or generating: curated, study notes (when no
 * model is configured), or a stored ready insight; otherwise null. For callers that must not block.
 */
export async function peekInsight(opts: InsightRequest): Promise<InsightResponse | null> {
  const curated = curatedInsight(opts.curated);
  if (curated) return curated;
  if (!aiConfigured(opts.config)) return studyNotes(opts);
  let key: InsightKey;
  try {
    key = insightKey(opts.reference, opts.planType, opts.translation);
  } catch (err) {
    if (err instanceof ScriptureError) return null;
    throw err;
  }
  const known = recalled(opts.db, key.cacheKey);
  if (known) return known;
  const row = await findInsight(opts.db, key.cacheKey);
  return row ? remember(opts.db, key.cacheKey, fromRow(row)) : null;
}
