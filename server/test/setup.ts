import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { setClock, useTestClockFile } from '../lib/clock.ts';

// A console.error during a test is a defect: fail the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(errors, 'console.error was called').toEqual([]);
});

// Test files share their worker's modules (decision 187): whatever a file changed in them goes back
// before the next file starts — real timers, the real clock, no environment or global stand-ins.
afterAll(() => {
  vi.useRealTimers();
  setClock();
  useTestClockFile();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
