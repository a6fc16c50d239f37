import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { now, useTestClockFile } from './clock.ts';

// The end-to-end test clock follows a file named at start (main.ts, from LAMPLIGHT_TEST_CLOCK).

const HOUR = 3_600_000;
const dir = mkdtempSync(join(tmpdir(), 'lamplight-clock-'));
const file = join(dir, 'clock.json');

afterEach(() => {
  useTestClockFile();
  vi.restoreAllMocks();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeOffset(offsetMs: number, mtime: Date) {
  writeFileSync(file, JSON.stringify({ offsetMs }));
  utimesSync(file, mtime, mtime);
}

describe('test clock', () => {
  it('runs on the real time until a file is given', () => {
    writeOffset(48 * HOUR, new Date(2020, 0, 1));
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(HOUR);
  });

  it('runs ahead by the offset in the file, follows changes to it, and warns', () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    writeOffset(48 * HOUR, new Date(2020, 0, 1));
    useTestClockFile(file);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(file));
    expect(now().getTime() - Date.now()).toBeGreaterThan(47 * HOUR);
    writeOffset(-72 * HOUR, new Date(2020, 0, 2));
    expect(Date.now() - now().getTime()).toBeGreaterThan(71 * HOUR);
    useTestClockFile();
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(HOUR);
  });

  it('runs on the real time while the file is missing', () => {
    vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    useTestClockFile(join(dir, 'missing.json'));
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(HOUR);
  });
});
