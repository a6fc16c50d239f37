import { readFileSync, statSync } from 'node:fs';

/**
 * The server's one clock for reading days and plans (decision 101). Unit tests replace it with
 * setClock. End-to-end tests move it only when the server was started with LAMPLIGHT_TEST_CLOCK
 * naming a file (main.ts passes the configured path to useTestClockFile): the file holds
 * `{"offsetMs": n}` and the clock runs n ms ahead of the real one. Without that setting (every real
 * deployment) no file is ever read. This module reads no environment itself.
 */
let override: (() => Date) | null = null;

let testClockFile: string | null = null;
let cached: { mtimeMs: number; offsetMs: number } | null = null;

/**
 * Makes the clock follow the offset in `file` from now on (end-to-end tests only); no argument goes back
 * to the real time. Warns loudly: a deployment must never run with a movable clock by accident.
 */
export function useTestClockFile(file?: string): void {
  testClockFile = file?.trim() || null;
  cached = null;
  if (testClockFile)
    process.emitWarning(`LAMPLIGHT_TEST_CLOCK is set: the clock follows ${testClockFile}`);
}

function testOffsetMs(file: string): number {
  try {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs === mtimeMs) return cached.offsetMs;
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { offsetMs?: unknown };
    const offsetMs =
      typeof parsed.offsetMs === 'number' && Number.isFinite(parsed.offsetMs) ? parsed.offsetMs : 0;
    cached = { mtimeMs, offsetMs };
    return offsetMs;
  } catch {
    // No file yet (or half written): the real time.
    return 0;
  }
}

/** The current time as reading days and plans see it. */
export function now(): Date {
  if (override) return override();
  if (testClockFile) return new Date(Date.now() + testOffsetMs(testClockFile));
  return new Date();
}

/** Replaces the clock (unit tests only); call with no argument to restore the real one. */
export function setClock(clock?: () => Date): void {
  override = clock ?? null;
}
