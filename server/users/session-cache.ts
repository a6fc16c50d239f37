import { createHash } from 'node:crypto';
import type { SessionRow } from './sessions-repository.ts';
import type { UserRow } from './users-repository.ts';

/** A live session and its reader as the session plugin resolved them from the database. */
export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

interface Entry extends CachedSession {
  key: string;
  storedAt: number;
}

/** The cache key of a session token: its SHA-256, so raw tokens are never kept as map keys. */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Session token → reader, kept in this process for at most `ttlMs` (decision 132). Bounded (least recently
 * used first out). Entries are dropped at once when the reader's row or one of their sessions changes: the
 * database notifies every instance (a trigger and LISTEN/NOTIFY), and this process's own writes clear it
 * directly. While the notification channel is down the cache answers nothing (every lookup goes to the
 * database), and it starts empty when the channel comes back, so a lost notification cannot leave a stale
 * entry behind.
 *
 * `epoch` guards the race between a lookup and an invalidation: a row read before an invalidation may be
 * stale, so it is stored only if no invalidation happened while it was being read.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private live = false;
  epoch = 0;

  constructor(
    readonly opts: { ttlMs: number; max: number },
    private readonly clock: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** True while invalidations are being received: only then does the cache answer. */
  get isLive(): boolean {
    return this.live;
  }

  /** The notification channel went up (true) or down (false); either way the cache starts again empty. */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  get(key: string): CachedSession | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt >= this.opts.ttlMs) {
      this.remove(entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores a lookup made while `epoch` was current; ignored when anything was invalidated since. */
  set(key: string, value: CachedSession, epoch: number): void {
    if (!this.live || epoch !== this.epoch) return;
    const old = this.entries.get(key);
    if (old) this.remove(old);
    const entry: Entry = { ...value, key, storedAt: this.clock() };
    this.entries.set(key, entry);
    let keys = this.byUser.get(value.user.id);
    if (!keys) this.byUser.set(value.user.id, (keys = new Set()));
    keys.add(key);
    while (this.entries.size > this.opts.max) {
      const oldest = this.entries.values().next().value!;
      this.remove(oldest);
    }
  }

  /** Replaces the session part of an entry this process just wrote (the sliding expiry), keeping its age. */
  updateSession(key: string, session: SessionRow): void {
    const entry = this.entries.get(key);
    if (entry) entry.session = session;
  }

  /** Drops every cached session of one reader. */
  invalidateUser(userId: string): void {
    this.epoch++;
    for (const key of this.byUser.get(userId) ?? []) {
      const entry = this.entries.get(key);
      if (entry) this.remove(entry);
    }
  }

  /** Drops everything. */
  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.byUser.clear();
  }

  private remove(entry: Entry): void {
    this.entries.delete(entry.key);
    const keys = this.byUser.get(entry.user.id);
    keys?.delete(entry.key);
    if (keys && keys.size === 0) this.byUser.delete(entry.user.id);
  }
}
