import { afterEach, beforeEach, expect, vi } from 'vitest';

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
