import { KeyedCache } from './keyed-cache.ts';

/** An answer kept ready to send: the serialised JSON body and the headers that go with it. */
export interface CachedAnswer {
  body: string;
  headers?: Record<string, string>;
}

export interface ReaderAnswerCacheOptions {
  /** False: the cache never answers (READER_CACHE=off). */
  enabled: boolean;
  /** How long an entry may answer without being confirmed by a notification (the partition bound). */
  ttlMs: number;
  /** The share of `ttlMs` by which each entry's life is shortened at random (see KeyedCache). */
  jitter?: number;
  maxEntries: number;
  /** Upper bound on the characters of all bodies kept. */
  maxChars: number;
}

/** The owner under which app-wide values (free mode) are kept: they go with the tables they read. */
const SHARED = '';

/** The notification payload prefix of a change of shared data: `*:<table>` (migration 0019). */
export const TABLE_PAYLOAD = '*:';

/**
 * Readers' answers kept serialised in this process (server/cache/answers.ts declares them): keyed by reader
 * and by everything else the answer depends on (the local date, the translation, the view, the public
 * lists' generation…), each kept with the tables it read.
 *
 * Invalidation: the database announces a change of a reader's rows (their id) and of shared data
 * (`*:<table>`, or `*` for everything) on a channel every instance listens to, and this process's own writes
 * clear at once (plugins/answer-cache.ts). While the channel is down the cache answers nothing and it starts
 * empty when the channel is back.
 */
export class ReaderAnswerCache {
  private readonly cache: KeyedCache<CachedAnswer>;
  /** Notifications received (tests wait on it to know earlier ones were delivered). */
  messages = 0;

  constructor(
    readonly opts: ReaderAnswerCacheOptions,
    clock: () => number = Date.now,
    random: () => number = Math.random,
  ) {
    this.cache = new KeyedCache<CachedAnswer>(
      {
        enabled: opts.enabled,
        ttlMs: opts.ttlMs,
        jitter: opts.jitter ?? 0,
        maxEntries: opts.maxEntries,
        maxSize: opts.maxChars,
      },
      (answer) => answer.body.length + 64,
      clock,
      random,
    );
  }

  get size(): number {
    return this.cache.count;
  }

  /** True while the cache may answer: enabled and invalidations are being received. */
  get isLive(): boolean {
    return this.cache.isLive;
  }

  setLive(live: boolean): void {
    this.cache.setLive(live);
  }

  /** A token taken before computing an answer: pass it to `set`. */
  begin(): number {
    return this.cache.begin();
  }

  get(userId: string, key: string): CachedAnswer | undefined {
    return this.cache.get(entryId(userId, key));
  }

  /** Stores an answer computed since `token` from `tables`; ignored when the reader or a table changed since. */
  set(
    userId: string,
    key: string,
    answer: CachedAnswer,
    token: number,
    tables: readonly string[] = [],
  ): void {
    this.cache.set(entryId(userId, key), userId, answer, token, tables);
  }

  /** An app-wide value (free mode) kept with the answers; dropped when one of its tables changes. */
  getShared(key: string): string | undefined {
    return this.get(SHARED, key)?.body;
  }

  setShared(key: string, value: string, token: number, tables: readonly string[] = []): void {
    this.set(SHARED, key, { body: value }, token, tables);
  }

  /** A notification: a reader's id drops that reader's answers, `*:<table>` those that read it, `*` all. */
  notified(payload: string): void {
    this.messages++;
    if (payload === '*') this.clear();
    else if (payload.startsWith(TABLE_PAYLOAD)) this.invalidateTable(payload.slice(2));
    else if (payload !== '') this.invalidateUser(payload);
  }

  /** Drops every answer of one reader. */
  invalidateUser(userId: string): void {
    this.cache.invalidateOwner(userId);
  }

  /** Drops every answer (any reader's) that read `table`. */
  invalidateTable(table: string): void {
    this.cache.invalidateTable(table);
  }

  /** Drops everything. */
  clear(): void {
    this.cache.clear();
  }
}

function entryId(userId: string, key: string): string {
  return `${userId}\u0000${key}`;
}
