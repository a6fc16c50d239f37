export interface KeyedCacheOptions {
  /** False: the cache never answers (READER_CACHE=off). Default true. */
  enabled?: boolean;
  /** The longest an entry may answer without being confirmed by a notification (the partition bound). */
  ttlMs: number;
  /**
   * The share of `ttlMs` by which each entry's life is shortened at random (0 to 1), so entries stored in one
   * burst do not all expire in the same instant. Default 0.
   */
  jitter?: number;
  maxEntries: number;
  /** Upper bound on the summed `sizeOf` of all values kept. Default: unbounded. */
  maxSize?: number;
}

interface Entry<V> {
  id: string;
  owner: string;
  value: V;
  expiresAt: number;
  size: number;
  tables: readonly string[];
}

/** How many owner and table stamps are remembered before they are folded into one flush stamp. */
const MAX_STAMPS = 50_000;

/**
 * The one in-memory cache behind the session cache and readers' answers: least recently used out first,
 * a time to live per entry (spread by `jitter`), an index per owner (a reader) and per table read, and a
 * guard against a lookup overtaken by an invalidation.
 *
 * The guard: `begin()` returns a token before the value is computed; `set` refuses the value when its owner,
 * one of the tables it read, or everything was invalidated since, so a value read before a change never
 * outlives it. While not live (the notification channel is down) it answers nothing, and it starts empty
 * when the channel is back.
 */
export class KeyedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byOwner = new Map<string, Set<string>>();
  private readonly byTable = new Map<string, Set<string>>();
  /** Sequence of invalidations: a stamp is the sequence number of the last invalidation of its owner/table. */
  private seq = 0;
  private readonly ownerStamps = new Map<string, number>();
  private readonly tableStamps = new Map<string, number>();
  private flushedAt = 0;
  private size = 0;
  private live = false;

  constructor(
    readonly opts: KeyedCacheOptions,
    private readonly sizeOf: (value: V) => number = () => 0,
    private readonly clock: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  get count(): number {
    return this.entries.size;
  }

  /** True while the cache may answer: enabled and invalidations are being received. */
  get isLive(): boolean {
    return this.live && this.opts.enabled !== false;
  }

  /** The notification channel went up (true) or down (false); either way the cache starts again empty. */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  /** A token taken before computing a value: pass it to `set`. */
  begin(): number {
    return this.seq;
  }

  get(id: string): V | undefined {
    if (!this.isLive) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (this.clock() >= entry.expiresAt) {
      this.remove(entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.value;
  }

  /**
   * Stores a value computed since `token`, owned by `owner` and made of `tables`; ignored when the owner, one
   * of the tables or everything was invalidated since. Returns whether it was stored.
   */
  set(id: string, owner: string, value: V, token: number, tables: readonly string[] = []): boolean {
    if (!this.isLive || this.flushedAt > token || (this.ownerStamps.get(owner) ?? 0) > token) {
      return false;
    }
    for (const table of tables) if ((this.tableStamps.get(table) ?? 0) > token) return false;
    const old = this.entries.get(id);
    if (old) this.remove(old);
    const size = this.sizeOf(value);
    if (this.opts.maxSize !== undefined && size > this.opts.maxSize) return false;
    const life = this.opts.ttlMs * (1 - (this.opts.jitter ?? 0) * this.random());
    const entry: Entry<V> = { id, owner, value, expiresAt: this.clock() + life, size, tables };
    this.entries.set(id, entry);
    this.size += size;
    index(this.byOwner, owner, id);
    for (const table of tables) index(this.byTable, table, id);
    while (
      this.entries.size > this.opts.maxEntries ||
      (this.opts.maxSize !== undefined && this.size > this.opts.maxSize)
    ) {
      this.remove(this.entries.values().next().value!);
    }
    return true;
  }

  /** Replaces a kept value (a write this process made itself), keeping its age. */
  update(id: string, fn: (value: V) => V): void {
    const entry = this.entries.get(id);
    if (entry) entry.value = fn(entry.value);
  }

  /** Drops every value of one owner (a reader). */
  invalidateOwner(owner: string): void {
    this.stamp(this.ownerStamps, owner);
    this.removeAll(this.byOwner.get(owner));
  }

  /** Drops every value that read `table`, whoever owns it. */
  invalidateTable(table: string): void {
    this.stamp(this.tableStamps, table);
    this.removeAll(this.byTable.get(table));
  }

  /** Drops everything. */
  clear(): void {
    this.flushedAt = ++this.seq;
    this.ownerStamps.clear();
    this.tableStamps.clear();
    this.entries.clear();
    this.byOwner.clear();
    this.byTable.clear();
    this.size = 0;
  }

  private stamp(stamps: Map<string, number>, key: string): void {
    stamps.set(key, ++this.seq);
    if (stamps.size > MAX_STAMPS) {
      // Forget the stamps: every lookup in flight is refused instead.
      this.ownerStamps.clear();
      this.tableStamps.clear();
      this.flushedAt = this.seq;
    }
  }

  private removeAll(ids: Set<string> | undefined): void {
    if (!ids) return;
    for (const id of [...ids]) {
      const entry = this.entries.get(id);
      if (entry) this.remove(entry);
    }
  }

  private remove(entry: Entry<V>): void {
    this.entries.delete(entry.id);
    this.size -= entry.size;
    unindex(this.byOwner, entry.owner, entry.id);
    for (const table of entry.tables) unindex(this.byTable, table, entry.id);
  }
}

function index(map: Map<string, Set<string>>, key: string, id: string): void {
  let ids = map.get(key);
  if (!ids) map.set(key, (ids = new Set()));
  ids.add(id);
}

function unindex(map: Map<string, Set<string>>, key: string, id: string): void {
  const ids = map.get(key);
  ids?.delete(id);
  if (ids && ids.size === 0) map.delete(key);
}
