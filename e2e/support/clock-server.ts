import type { Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from './fixtures.ts';
import { startServer, type RunningServer } from './server.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A spec's own server whose clock the spec moves (decision 101): the server is started with the
 * test-only LAMPLIGHT_TEST_CLOCK naming a file, never the shared server. While the spec runs, the
 * API helpers (which read E2E_BASE_URL) point at it.
 */
export interface ClockServer {
  /** The server's address, e.g. http://localhost:41234. */
  readonly url: string;
  /** How far ahead of the real time the simulated clock runs. */
  readonly offsetMs: number;
  /** Moves the server's clock `days` ahead of now (0 puts it back). */
  moveClock(days: number): void;
  /** Sets the page's clock to the server's simulated time, for pages opened afterwards. */
  syncPage(page: Page): Promise<void>;
}

/** Registers the spec's beforeAll/afterAll (desktop only: the spec moves a clock). */
export function useClockServer(): ClockServer {
  let server: RunningServer | undefined;
  let clockFile = '';
  let sharedBase: string | undefined;
  let offsetMs = 0;
  const clock: ClockServer = {
    get url() {
      if (!server) throw new Error('the clock server has not started');
      return server.url;
    },
    get offsetMs() {
      return offsetMs;
    },
    moveClock(days) {
      offsetMs = days * DAY;
      writeFileSync(clockFile, JSON.stringify({ offsetMs }));
    },
    async syncPage(page) {
      await page.clock.setFixedTime(new Date(Date.now() + offsetMs));
    },
  };

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop only: the spec moves a clock');
    clockFile = join(mkdtempSync(join(tmpdir(), 'lamplight-clock-')), 'clock.json');
    clock.moveClock(0);
    server = await startServer({ LAMPLIGHT_TEST_CLOCK: clockFile, AUTH_RATE_LIMIT: '100000' });
    sharedBase = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = server.url;
  });

  test.afterAll(async () => {
    if (sharedBase !== undefined) process.env.E2E_BASE_URL = sharedBase;
    await server?.stop();
  });

  return clock;
}
