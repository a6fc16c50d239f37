import type { InsightResponse } from '@contract/insights.ts';
import type { Db } from '../db/database.ts';

// What this process remembers about insights, per database handle (so two handles in one process behave
// like two processes):
// - generations running here: requests wait on the promise instead of polling the database;
// - claim attempts in flight: concurrent requests here wait for the one attempt;
// - ready insights recently served: they never change for a cache key (the prompt version is part of
//   it), so hits skip the database for a while.

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

/** Keeps a ready insight for a while (null is not kept) and returns it. */
export function rememberInsight(
  db: Db,
  cacheKey: string,
  value: InsightResponse | null,
): InsightResponse | null {
  if (!value) return value;
  const map = perDb(recent, db);
  map.delete(cacheKey);
  map.set(cacheKey, { value, until: Date.now() + RECENT_TTL_MS });
  if (map.size > RECENT_MAX) map.delete(map.keys().next().value as string);
  return value;
}

/** A ready insight served recently by this process, or null. */
export function recentInsight(db: Db, cacheKey: string): InsightResponse | null {
  const map = perDb(recent, db);
  const hit = map.get(cacheKey);
  if (!hit) return null;
  if (hit.until < Date.now()) {
    map.delete(cacheKey);
    return null;
  }
  return hit.value;
}

/** The generation of this insight running in this process, if any. */
export function runningGeneration(
  db: Db,
  cacheKey: string,
): Promise<InsightResponse | null> | undefined {
  return perDb(running, db).get(cacheKey);
}

/** Registers a generation running in this process until it settles; returns the registered promise. */
export function trackGeneration(
  db: Db,
  cacheKey: string,
  generation: Promise<InsightResponse | null>,
): Promise<InsightResponse | null> {
  const map = perDb(running, db);
  const job = generation.finally(() => map.delete(cacheKey));
  map.set(cacheKey, job);
  return job;
}

/**
 * One claim attempt per insight per process at a time: either the attempt in flight to wait for, or
 * this caller's turn, which it must release when its attempt is over.
 */
export function takeClaimTurn(
  db: Db,
  cacheKey: string,
): { inFlight: Promise<void> } | { release: () => void } {
  const claiming = perDb(claims, db);
  const inFlight = claiming.get(cacheKey);
  if (inFlight) return { inFlight };
  let done = () => {};
  claiming.set(cacheKey, new Promise<void>((resolve) => (done = resolve)));
  return {
    release: () => {
      claiming.delete(cacheKey);
      done();
    },
  };
}
