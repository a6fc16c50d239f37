import {
  MAX_SUGGESTIONS,
  SEARCH_RESULTS_LIMIT,
  SUGGESTIONS_MIN_LENGTH,
  type PublicPlan,
} from '@contract/plans.ts';
import type { Db } from '../../db/database.ts';
import { BOOKS } from '../../scripture/books.ts';
import { CURATED_TOPICS } from './curated/index.ts';
import { navesTopicsStartingWith, readerCase } from './naves-topics.ts';
import { toPublicPlan } from './plan-shape.ts';
import * as repo from './repository.ts';
import { isStopWord } from './words.ts';

/**
 * The words a search looks for: lower-case runs of letters and digits (so no input can break the
 * query syntax), at most 40 characters each, no stop words, at most 8.
 */
export function searchTerms(q: string): string[] {
  return [...new Set((q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, 40)))]
    .filter((w) => !isStopWord(w))
    .slice(0, 8);
}

/** GET /api/plans/search: ranked full-text search of public plans. */
export async function searchPlans(db: Db, q: string): Promise<PublicPlan[]> {
  const terms = searchTerms(q);
  if (terms.length === 0) return [];
  const rows = await repo.searchPublicPlans(db, terms, SEARCH_RESULTS_LIMIT);
  return rows.map(toPublicPlan);
}

/**
 * GET /api/plans/suggestions: up to 5 of book names, study topics, Nave's topics (in reader's case:
 * 'Prayer', 'Love of God') and public plan titles for what the reader typed. An exact match comes
 * first, then names that start with the text, then names with a word that does; within a tier books,
 * then our topics, then Nave's (the topics with the most references first), then plan titles.
 * Duplicates are dropped case-insensitively.
 */
export async function suggest(db: Db, q: string): Promise<string[]> {
  const needle = q.trim().toLowerCase();
  if (needle.length < SUGGESTIONS_MIN_LENGTH) return [];
  const scored: { text: string; tier: number; source: number; weight: number }[] = [];
  const consider = (text: string, source: number, fuzzy: boolean, weight = 0) => {
    const lower = text.toLowerCase();
    const tier = lower === needle ? -1 : matchTier(lower, needle, fuzzy);
    if (tier !== null) scored.push({ text, tier, source, weight });
  };
  for (const b of BOOKS) consider(b.name, 0, true);
  for (const t of CURATED_TOPICS) consider(t, 1, true);
  for (const t of navesTopicsStartingWith(needle, NAVES_CANDIDATES))
    consider(readerCase(t.name), 2, false, t.refs);
  for (const title of await repo.publicTitlesContaining(db, needle, MAX_SUGGESTIONS * 2))
    consider(title, 3, false);
  scored.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.source - b.source ||
      b.weight - a.weight ||
      a.text.length - b.text.length ||
      a.text.localeCompare(b.text),
  );
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { text } of scored) {
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length >= MAX_SUGGESTIONS) break;
  }
  return out;
}

/** Nave's names read per suggestion request: enough to rank the common topics above rare names. */
const NAVES_CANDIDATES = 40;

/** 0: starts with the text; 1: a word starts with it; 2: contains it; 3: close by spelling; null: no match. */
function matchTier(candidate: string, needle: string, fuzzy: boolean): number | null {
  if (candidate.startsWith(needle)) return 0;
  const starts = wordStarts(candidate);
  if (starts.some((i) => candidate.startsWith(needle, i))) return 1;
  if (candidate.includes(needle)) return 2;
  if (!fuzzy || needle.length < 4) return null;
  const allowed = needle.length <= 5 ? 1 : 2;
  for (const i of starts) {
    for (const len of [needle.length - 1, needle.length, needle.length + 1]) {
      if (editDistance(needle, candidate.slice(i, i + len)) <= allowed) return 3;
    }
  }
  return null;
}

function wordStarts(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (/[\p{L}\p{N}]/u.test(text[i]!) && (i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1]!)))
      out.push(i);
  }
  return out;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}
