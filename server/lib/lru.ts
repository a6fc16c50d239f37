/**
 * A small least-recently-used memo for results that never change for a key (a passage's text,
 * a dictionary entry): `get` computes on a miss, keeps at most `size` results, and never keeps
 * a computation that threw.
 */
export class LruMemo<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly size: number) {}

  get(key: string, compute: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined || this.entries.has(key)) {
      this.entries.delete(key); // the most recently used goes last
      this.entries.set(key, hit as V);
      return hit as V;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.size) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets a result (a promise that turned out to reject, say). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every result (tests that change what is computed). */
  clear(): void {
    this.entries.clear();
  }

  /** How many results it holds (tests and benchmarks). */
  get count(): number {
    return this.entries.size;
  }
}
