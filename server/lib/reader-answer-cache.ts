/** An answer kept ready to send: the serialised JSON body and the headers that go with it. */
export interface CachedAnswer {
  body: string;
  headers?: Record<string, string>;
}

interface Entry {
  /** The map key: reader and answer key. */
  id: string;
  userId: string;
  answer: CachedAnswer;
  storedAt: number;
  size: number;
}

export interface ReaderAnswerCacheOptions {
  /** False: the cache never answers (READER_CACHE=off). */
  enabled: boolean;
  /** How long an entry may answer without being confirmed by a notification (the partition bound). */
  ttlMs: number;
  maxEntries: number;
  /** Upper bound on the characters of all bodies kept. */
  maxChars: number;
}

/** The reader id under which app-wide values (free mode) are kept: flushed with everything else. */
const SHARED = '';
/** How many per-reader invalidation stamps are remembered before they are folded into one flush stamp. */
const MAX_STAMPS = 50_000;

/**
 * A reader's answers kept serialised in this process (decision 137): Today, the notebook's first pages, the
 * plans overview (decision 145) and the current reader (decision 147), keyed by reader and by everything else the answer depends on (the local
 * date, the translation, the view, the public lists' generation…).
 *
 * Invalidation follows decision 132: the database announces every change of a reader's data (their id) and
 * of shared data (`*`) on a channel every instance listens to, and this process's own writes clear it at
 * once. While the channel is down the cache answers nothing and it starts empty when the channel is back.
 *
 * Races: `begin()` returns a token before an answer is computed; `set` stores it only when neither that
 * reader nor everything was invalidated since, so an answer read before a change never outlives it.
 */
export class ReaderAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Sequence of invalidations; a reader's stamp is the sequence number of their last one. */
  private seq = 0;
  private readonly stamps = new Map<string, number>();
  private flushedAt = 0;
  private chars = 0;
  private live = false;
  /** Notifications received (tests wait on it to know earlier ones were delivered). */
  messages = 0;

  constructor(
    readonly opts: ReaderAnswerCacheOptions,
    private readonly clock: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** True while the cache may answer: enabled and invalidations are being received. */
  get isLive(): boolean {
    return this.live && this.opts.enabled;
  }

  /** The notification channel went up (true) or down (false); either way the cache starts again empty. */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  /** A token taken before computing an answer: pass it to `set`. */
  begin(): number {
    return this.seq;
  }

  get(userId: string, key: string): CachedAnswer | undefined {
    if (!this.isLive) return undefined;
    const id = entryId(userId, key);
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt >= this.opts.ttlMs) {
      this.remove(entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.answer;
  }

  /** Stores an answer computed since `token`; ignored when the reader (or everything) was invalidated since. */
  set(userId: string, key: string, answer: CachedAnswer, token: number): void {
    if (!this.isLive || this.flushedAt > token || (this.stamps.get(userId) ?? 0) > token) return;
    const id = entryId(userId, key);
    const old = this.entries.get(id);
    if (old) this.remove(old);
    const size = answer.body.length + 64;
    if (size > this.opts.maxChars) return;
    const entry: Entry = { id, userId, answer, storedAt: this.clock(), size };
    this.entries.set(id, entry);
    this.chars += size;
    let ids = this.byUser.get(userId);
    if (!ids) this.byUser.set(userId, (ids = new Set()));
    ids.add(id);
    while (this.entries.size > this.opts.maxEntries || this.chars > this.opts.maxChars) {
      this.remove(this.entries.values().next().value!);
    }
  }

  /** An app-wide value (free mode) kept with the answers; flushed whenever shared data changes. */
  getShared(key: string): string | undefined {
    return this.get(SHARED, key)?.body;
  }

  setShared(key: string, value: string, token: number): void {
    this.set(SHARED, key, { body: value }, token);
  }

  /** A notification: a reader's id drops that reader's answers, `*` drops everything. */
  notified(payload: string): void {
    this.messages++;
    if (payload === '*') this.clear();
    else if (payload !== '') this.invalidateUser(payload);
  }

  /** Drops every answer of one reader. */
  invalidateUser(userId: string): void {
    this.stamps.set(userId, ++this.seq);
    if (this.stamps.size > MAX_STAMPS) {
      // Forget the stamps: every lookup in flight is refused instead.
      this.stamps.clear();
      this.flushedAt = this.seq;
    }
    for (const id of this.byUser.get(userId) ?? []) {
      const entry = this.entries.get(id);
      if (entry) this.remove(entry);
    }
  }

  /** Drops everything (shared data changed, or this process wrote something whose reader it does not know). */
  clear(): void {
    this.flushedAt = ++this.seq;
    this.stamps.clear();
    this.entries.clear();
    this.byUser.clear();
    this.chars = 0;
  }

  private remove(entry: Entry): void {
    this.entries.delete(entry.id);
    this.chars -= entry.size;
    const ids = this.byUser.get(entry.userId);
    ids?.delete(entry.id);
    if (ids && ids.size === 0) this.byUser.delete(entry.userId);
  }
}

function entryId(userId: string, key: string): string {
  return `${userId}\u0000${key}`;
}
