import { createHash } from 'node:crypto';
import { sessionReads } from '../cache/answers.ts';
import { KeyedCache } from '../cache/keyed-cache.ts';
import type { SessionRow } from './sessions-repository.ts';
import type { UserRow } from './users-repository.ts';

/** A live session and its reader as the session plugin resolved them from the database. */
export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

/** The cache key of a session token: its SHA-256, so raw tokens are never kept as map keys. */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Session token → reader, kept in this process for at most `ttlMs` (decision 132), on the same KeyedCache as
 * readers' answers: bounded (least recently used first out), indexed by reader. Entries are dropped at once
 * when the reader's row or one of their sessions changes: the database notifies every instance (a trigger and
 * LISTEN/NOTIFY), and this process's own writes drop that reader's entries directly. While the notification
 * channel is down the cache answers nothing, and it starts empty when the channel comes back.
 *
 * `epoch` is the guard's token: a row read before an invalidation of its reader is not stored.
 */
export class SessionCache {
  private readonly cache: KeyedCache<CachedSession>;

  constructor(
    readonly opts: { ttlMs: number; max: number; jitter?: number },
    clock: () => number = Date.now,
    random: () => number = Math.random,
  ) {
    this.cache = new KeyedCache<CachedSession>(
      { ttlMs: opts.ttlMs, maxEntries: opts.max, jitter: opts.jitter ?? 0 },
      () => 0,
      clock,
      random,
    );
  }

  get size(): number {
    return this.cache.count;
  }

  /** True while invalidations are being received: only then does the cache answer. */
  get isLive(): boolean {
    return this.cache.isLive;
  }

  /** A token taken before a lookup: pass it to `set`. */
  get epoch(): number {
    return this.cache.begin();
  }

  setLive(live: boolean): void {
    this.cache.setLive(live);
  }

  get(key: string): CachedSession | undefined {
    return this.cache.get(key);
  }

  /** Stores a lookup made since `epoch`; ignored when its reader (or everything) was invalidated since. */
  set(key: string, value: CachedSession, epoch: number): void {
    this.cache.set(key, value.user.id, value, epoch, sessionReads);
  }

  /** Replaces the session part of an entry this process just wrote (the sliding expiry), keeping its age. */
  updateSession(key: string, session: SessionRow): void {
    this.cache.update(key, (entry) => ({ ...entry, session }));
  }

  /** Drops every cached session of one reader. */
  invalidateUser(userId: string): void {
    this.cache.invalidateOwner(userId);
  }

  /** Drops every cached session (a write to `table` whose reader is not known). */
  invalidateTable(table: string): void {
    this.cache.invalidateTable(table);
  }

  /** Drops everything. */
  clear(): void {
    this.cache.clear();
  }
}
