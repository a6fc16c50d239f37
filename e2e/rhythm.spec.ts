import type { Page, TestInfo } from '@playwright/test';
import { signUpViaApi } from './support/auth.ts';
import { activateFlagship, FLAGSHIP } from './support/readings.ts';
import { useClockServer } from './support/clock-server.ts';
import { expect, journeyAxe, screenshot, test, toast } from './support/fixtures.ts';
import { settle } from './support/settle.ts';

// Issue 17, item 1: streaks with rest days (decision 125). Like days.spec.ts, this spec moves the
// server's clock, so it runs its own server started with the test-only LAMPLIGHT_TEST_CLOCK.
const clock = useClockServer();

async function openToday(page: Page) {
  await clock.syncPage(page);
  await page.goto(`${clock.url}/`);
  await expect(page.getByRole('region', { name: FLAGSHIP })).toBeVisible();
}

/** Reads on the simulated day: Next on Today's plan card, which counts a reading day. */
async function readWithNext(page: Page) {
  await page.getByRole('region', { name: FLAGSHIP }).getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'Reading advanced')).toBeVisible();
}

/** Reads on the simulated day through the API (the same call Next makes). */
async function readViaApi(page: Page) {
  const res = await page.request.post(`${clock.url}/api/plans/advance`, {
    headers: { origin: clock.url },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const streakLine = (page: Page) => page.getByTestId('streak-line');

/**
 * Axe (light and dark) and screenshots at 1280×800 and 390×844, then 320 px at 200% text, leaving the
 * page at desktop size.
 */
async function look(page: Page, testInfo: TestInfo, name: string) {
  const shown = await page.locator('[data-testid="streak-line"], table').count();
  expect(shown).toBeGreaterThan(0);
  await settle(page, { keepScroll: true });
  await journeyAxe(page, { bothSchemes: true, darkShot: { testInfo, name: `${name}-dark` } });
  await screenshot(page, testInfo, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page, { keepScroll: true });
  await journeyAxe(page, { bothSchemes: true, darkShot: { testInfo, name: `${name}-390-dark` } });
  await screenshot(page, testInfo, `${name}-390`);
  // The narrowest phone with text at 200%: the streak line and the calendar stay inside the
  // window (Today's reading toolbar and plan card are not this spec's to check).
  await page.setViewportSize({ width: 320, height: 800 });
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  const ours = page.locator('[data-testid="streak-line"], table');
  for (const box of await ours.evaluateAll((els) =>
    els.map((e) => ({ right: e.getBoundingClientRect().right, width: window.innerWidth })),
  )) {
    expect(box.right, 'inside the window at 320 px and 200% text').toBeLessThanOrEqual(box.width);
  }
  await screenshot(page, testInfo, `${name}-320-200`);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.use({ timezoneId: 'Europe/London' });

test.describe('streaks', () => {
  test('three days make a streak of 3, one missed day is a rest day, two end it', async ({
    page,
  }, testInfo) => {
    await signUpViaApi(page, undefined, undefined, clock.url);
    await activateFlagship(page);

    // Day 0: nothing read yet; Next counts the day and the line follows without a reload.
    await openToday(page);
    await expect(streakLine(page)).toContainText('No reading days yet');
    await readWithNext(page);
    await expect(streakLine(page)).toContainText('1-day streak');

    // Days 1 and 2.
    clock.moveClock(1);
    await readViaApi(page);
    clock.moveClock(2);
    await readViaApi(page);
    await openToday(page);
    await expect(streakLine(page)).toHaveText('3-day streak·longest 3·3 reading days');

    // Day 3 missed. Day 4: yesterday is a rest day, and reading keeps the streak going.
    clock.moveClock(4);
    await openToday(page);
    await expect(streakLine(page)).toContainText('3-day streak (1 rest day)');
    await readWithNext(page);
    await expect(streakLine(page)).toHaveText('4-day streak (1 rest day)·longest 4·4 reading days');
    await look(page, testInfo, 'rhythm-today');

    // Plans: the calendar names the rest day for what it is.
    await page.goto(`${clock.url}/plans`);
    const days = page.getByRole('region', { name: 'Reading days' });
    await expect(days.getByTestId('streak-line')).toContainText('4-day streak (1 rest day)');
    const table = days.getByRole('table', { name: 'Reading days' });
    await expect(table.getByRole('cell', { name: /: rest day$/ })).toHaveCount(1);
    await expect(table.getByRole('cell', { name: /: read( today)?$/ })).toHaveCount(4);
    await expect(table.getByRole('cell', { name: /: read today$/ })).toHaveCount(1);
    await days.scrollIntoViewIfNeeded();
    await look(page, testInfo, 'rhythm-plans');

    // Days 5 and 6 missed: the streak is gone before the next reading, and starts again at 1.
    clock.moveClock(7);
    await openToday(page);
    await expect(streakLine(page)).toContainText('No current streak');
    await expect(streakLine(page)).toContainText('longest 4');
    await readWithNext(page);
    await expect(streakLine(page)).toHaveText('1-day streak·longest 4·5 reading days');
  });
});
