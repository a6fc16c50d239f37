import type { Insight, InsightPlanType, InsightResponse } from '@contract/insights.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { ScriptureError, assertTranslation } from '../scripture/errors.ts';
import { getPassage } from '../scripture/passage.ts';
import { formatRange, parseReference } from '../scripture/references.ts';
import { checkInsightReferences, comparableWords } from './check-references.ts';
import {
  MATTHEW_HENRY,
  PROMPT_COMMENTARY_WORDS,
  SPURGEON,
  commentaryOn,
  commentarySources,
  passageCommentary,
  passageSource,
} from './commentary.ts';
import { curatedInsight, type CuratedInsightInput } from './curated.ts';
import {
  recentInsight,
  rememberInsight,
  runningGeneration,
  takeClaimTurn,
  trackGeneration,
} from './local-cache.ts';
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
import { NOTES_LABEL, notesForPrompt, studyNotesFor } from './study-notes.ts';
import { LruMemo } from '../lib/lru.ts';

/** How long a request waits for another request's generation before giving up (the UI shows nothing). */
export const DEFAULT_WAIT_MS = 25_000;

/** Minimal logger (Fastify's request logger fits). */
export interface InsightLogger {
  warn(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

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
  /**
   * False when this reader, or the administrator for everyone, turned the model off: the study
   * notes are served and no model is called (decision 148). True by default.
   */
  model?: boolean;
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

const keyMemo = new LruMemo<InsightKey>(5000);

/** Normalised identity of a passage's insight; throws ScriptureError for a bad reference. */
export function insightKey(
  reference: string,
  planType: InsightPlanType,
  translation = 'kjv',
): InsightKey {
  // Readers of one plan send the same few strings: remember their keys (parsing is not free).
  return keyMemo.get(`${translation}|${planType}|${reference}`, () =>
    computeInsightKey(reference, planType, translation),
  );
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

/** A stored insight: the model's insight and the sources it named (absent in rows before v3). */
type StoredInsight = Insight & { sources?: unknown };

function fromRow(row: InsightRow): InsightResponse | null {
  if (row.status !== 'ready' || !row.content) return null;
  const content = row.content as StoredInsight;
  const sources = Array.isArray(content.sources)
    ? content.sources.filter((s): s is string => typeof s === 'string')
    : [];
  return {
    summary: content.summary,
    themes: content.themes,
    questions: content.questions,
    source: row.source ?? 'ai',
    generatedAt: row.updatedAt.toISOString(),
    commentary: passageCommentary(row.reference),
    sources,
  };
}

/** Words that identify each source offered to the model, to recognise it in the model's list. */
function sourceKeys(label: string, reference: string): string[][] {
  if (label === MATTHEW_HENRY.label) return [['henry']];
  if (label === NOTES_LABEL) return [['lamplight'], ['study', 'notes']];
  if (label === SPURGEON.label) return [['spurgeon'], ['treasury', 'david']];
  // The passage: its first book and chapter ('Exodus 16' for 'Exodus 16:1-18 (KJV)').
  return [comparableWords(reference.replace(/[:;,-].*$/, ''))];
}

/**
 * What an insight was drawn from: the offered sources the model named (always the passage, which
 * it was given), in the order offered. A work Lamplight did not give the model is dropped: it may
 * not exist, or say what the model claims (decision 148).
 */
export function resolveSources(named: string[], offered: string[], reference: string): string[] {
  const out = new Set<string>();
  for (const item of named) {
    const words = new Set(comparableWords(item));
    const match = offered.find((label) =>
      sourceKeys(label, reference).some((key) => key.every((w) => words.has(w))),
    );
    if (match) out.add(match);
  }
  const passage = offered[0];
  return offered.filter((label) => out.has(label) || label === passage).slice(0, 6);
}

async function studyNotes(req: InsightRequest): Promise<InsightResponse | null> {
  try {
    const { reference } = insightKey(req.reference, req.planType, req.translation);
    const notes = await studyNotesFor(reference, {
      planType: req.planType,
      translation: req.translation,
    });
    return {
      ...notes,
      source: 'study-notes',
      generatedAt: new Date().toISOString(),
      commentary: passageCommentary(reference),
    };
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

async function generate(
  req: InsightRequest,
  key: InsightKey,
  claim: { id: number; attempts: number },
  passageText: string,
): Promise<InsightResponse | null> {
  const { db, config, log } = req;
  // The commentary given to the model is bounded apart from the one served with the insight.
  const commentary = commentaryOn(key.reference, { words: PROMPT_COMMENTARY_WORDS });
  const notes = notesForPrompt(key.reference, key.translation);
  const offered = [
    passageSource(key.reference, key.translation),
    ...(notes ? [NOTES_LABEL] : []),
    ...commentarySources(commentary),
  ];
  const messages = buildInsightMessages({
    reference: key.reference,
    translation: key.translation,
    passage: passageText,
    planType: req.planType,
    commentary,
    sources: offered,
    notes,
  });
  const { budgetMs } = generationTiming(config);
  let insight: Insight & { sources: string[] };
  try {
    const result = await generateInsight(config, messages, {
      signal: AbortSignal.timeout(budgetMs),
    });
    const checked = checkInsightReferences(result.insight, {
      translation: key.translation === 'web' ? 'web' : 'kjv',
      passage: passageText,
    });
    if (checked.removed.length) {
      log?.warn(
        { reference: key.reference, removed: checked.removed },
        'insight: removed references that do not exist',
      );
    }
    if (checked.misquoted.length) {
      log?.warn(
        { reference: key.reference, misquoted: checked.misquoted },
        'insight: removed quotations that do not match the translation',
      );
    }
    if (checked.misattributed.length) {
      log?.warn(
        { reference: key.reference, misattributed: checked.misattributed },
        "insight: removed words given to an author that are not in the author's text",
      );
    }
    insight = {
      ...checked.insight,
      sources: resolveSources(checked.insight.sources, offered, key.reference),
    };
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

/** The state of one getInsight call across its looks at the insight. */
interface Lookup {
  opts: GetInsightOptions;
  key: InsightKey;
  leaseSeconds: number;
  deadline: number;
  /** The passage text: needed only to generate, so read once, before the first claim. */
  passageText?: string;
  /** The database refused our claim of a failed row (by its clock the retry is not due yet). */
  refusedRetry: boolean;
  /** The next pause while another process generates, doubling up to 1 s. */
  delay: number;
}

/** Look again (after claiming, or waiting for a claim or a poll interval). */
const AGAIN = Symbol('again');
/** Give up: the model failed recently or the wait ran out. */
const FALLBACK = Symbol('fallback');
/** Another process holds the claim. */
const REFUSED = Symbol('refused');

/**
 * The answer that needs no stored insight (curated; study notes without a model; null for an invalid
 * reference), or the key to look the insight up by.
 */
async function answerOrKey(
  opts: InsightRequest,
): Promise<{ answer: InsightResponse | null } | { key: InsightKey }> {
  const curated = curatedInsight(opts.curated, opts.reference);
  if (curated) return { answer: curated };
  if (!aiConfigured(opts.config) || opts.model === false) return { answer: await studyNotes(opts) };
  try {
    return { key: insightKey(opts.reference, opts.planType, opts.translation) };
  } catch (err) {
    if (err instanceof ScriptureError) return { answer: null };
    throw err;
  }
}

/**
 * The insight for a passage, generated at most once and shared by every reader:
 * curated first; without a model, offline study notes; otherwise the stored insight, generating
 * it when missing (exactly one model call across all processes, thanks to an atomic claim) or
 * waiting up to `waitMs` for a generation already running. Returns null when the reference is
 * invalid, the model failed recently (retried after a backoff), or the wait ran out.
 */
export async function getInsight(opts: GetInsightOptions): Promise<InsightResponse | null> {
  const start = await answerOrKey(opts);
  if ('answer' in start) return start.answer;
  const lookup: Lookup = {
    opts,
    key: start.key,
    leaseSeconds: generationTiming(opts.config).leaseSeconds,
    deadline: Date.now() + (opts.waitMs ?? DEFAULT_WAIT_MS),
    refusedRetry: false,
    delay: 50,
  };
  for (;;) {
    const look = await lookOnce(lookup);
    if (look === FALLBACK) return fallback(opts);
    if (look !== AGAIN) return look;
  }
}

/** One look: an answer, FALLBACK, or AGAIN once something changed (a claim made, a pause waited). */
async function lookOnce(
  l: Lookup,
): Promise<InsightResponse | null | typeof AGAIN | typeof FALLBACK> {
  const { db } = l.opts;
  const { cacheKey } = l.key;
  const known = recentInsight(db, cacheKey);
  if (known) return known;
  // A generation running in this process: wait for its result, no database round trips.
  const local = runningGeneration(db, cacheKey);
  if (local) {
    const result = await within(local, l.deadline - Date.now());
    return result === TIMED_OUT || result === null ? FALLBACK : result;
  }
  const row = await findInsight(db, cacheKey);
  if (row?.status === 'ready') return rememberInsight(db, cacheKey, fromRow(row));
  const now = Date.now();
  const retryDue = row?.status === 'failed' && (!row.retryAfter || row.retryAfter.getTime() <= now);
  // A failure not yet due for a retry (by this clock, or by the database's when it refused us).
  if (row?.status === 'failed' && (!retryDue || l.refusedRetry)) return FALLBACK;
  const stale = row?.status === 'pending' && now - row.updatedAt.getTime() > l.leaseSeconds * 1000;
  if (!row || retryDue || stale) {
    const claimed = await claimAndGenerate(l, row);
    if (claimed !== REFUSED) return claimed;
  }
  return pause(l);
}

/**
 * Claims the generation and starts it (AGAIN, to wait for it); one claim attempt per process at a time,
 * the others wait for it (AGAIN) and then find the job. REFUSED when another process holds the claim;
 * null when the passage cannot be served (e.g. too long).
 */
async function claimAndGenerate(
  l: Lookup,
  row: InsightRow | undefined,
): Promise<null | typeof AGAIN | typeof REFUSED> {
  const { db } = l.opts;
  const turn = takeClaimTurn(db, l.key.cacheKey);
  if ('inFlight' in turn) {
    await turn.inFlight;
    return AGAIN;
  }
  try {
    try {
      l.passageText ??= getPassage(l.key.reference, l.key.translation).passage;
    } catch (err) {
      if (err instanceof ScriptureError) return null;
      throw err;
    }
    const claim = await claimInsight(db, l.key, l.leaseSeconds);
    if (!claim) {
      l.refusedRetry = row?.status === 'failed';
      return REFUSED;
    }
    startGeneration(l.opts, l.key, claim, l.passageText);
    return AGAIN;
  } finally {
    turn.release();
  }
}

/** Starts a generation that finishes (and is stored) even if the request stops waiting for it. */
function startGeneration(
  req: InsightRequest,
  key: InsightKey,
  claim: { id: number; attempts: number },
  passageText: string,
): void {
  const { db } = req;
  const job = trackGeneration(
    db,
    key.cacheKey,
    generate(req, key, claim, passageText).then((r) => rememberInsight(db, key.cacheKey, r)),
  );
  job.catch((err: unknown) =>
    req.log?.warn({ err, reference: key.reference }, 'insight: storing the result failed'),
  );
}

/** Another process is generating it: pause before polling the row again, or FALLBACK when the wait ran out. */
async function pause(l: Lookup): Promise<typeof AGAIN | typeof FALLBACK> {
  const remaining = l.deadline - Date.now();
  if (remaining <= 0) return FALLBACK;
  await new Promise((resolve) => setTimeout(resolve, Math.min(l.delay, remaining)));
  l.delay = Math.min(l.delay * 2, 1000);
  return AGAIN;
}

/**
 * The insight if it is available without waiting or generating: curated, study notes (when no
 * model is configured), or a stored ready insight; otherwise null. For callers that must not block.
 */
export async function peekInsight(opts: InsightRequest): Promise<InsightResponse | null> {
  const start = await answerOrKey(opts);
  if ('answer' in start) return start.answer;
  const { cacheKey } = start.key;
  const known = recentInsight(opts.db, cacheKey);
  if (known) return known;
  const row = await findInsight(opts.db, cacheKey);
  return row ? rememberInsight(opts.db, cacheKey, fromRow(row)) : null;
}
