import { readFileSync, statSync } from 'node:fs';

/**
 * The server's one clock for reading days and plans (decision 101). Unit tests replace it with
 * setClock. End-to-end tests move it only when the server was started with LAMPLIGHT_TEST_CLOCK
 * naming a file: the file holds `{"offsetMs": n}` and the clock runs n ms ahead of the real one.
 * Without that variable (every real deployment) the file is never read.
 */
let override: (() => Date) | null = null;

const TEST_CLOCK_FILE = process.env.LAMPLIGHT_TEST_CLOCK?.trim() || null;
let cached: { mtimeMs: number; offsetMs: number } | null = null;
// Loud on purpose: a deployment must never run with a movable clock by accident.
if (TEST_CLOCK_FILE)
  process.emitWarning(`LAMPLIGHT_TEST_CLOCK is set: the clock follows ${TEST_CLOCK_FILE}`);

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
  if (TEST_CLOCK_FILE) return new Date(Date.now() + testOffsetMs(TEST_CLOCK_FILE));
  return new Date();
}

/** Replaces the clock (unit tests only); call with no argument to restore the real one. */
export function setClock(clock?: () => Date): void {
  override = clock ?? null;
}

/** Whether the e2e test clock is on (LAMPLIGHT_TEST_CLOCK is set). */
export const testClockEnabled = TEST_CLOCK_FILE !== null;
