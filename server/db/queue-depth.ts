/**
 * How many calls wait for a database (decision 184), for the databases that can tell: the embedded one in
 * a worker thread counts the calls it sent and has not had answered. The request gate
 * (plugins/database-queue.ts) reads it to refuse new work before a queue grows past what a client waits.
 */
const depths = new WeakMap<object, () => number>();

/** Registers how to read a database's queue depth. */
export function registerQueueDepth(database: object, depth: () => number): void {
  depths.set(database, depth);
}

/** The database's queue depth reader, or undefined when it has none. */
export function queueDepthOf(database: object): (() => number) | undefined {
  return depths.get(database);
}
