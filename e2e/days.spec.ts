import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/auth.ts';
import { activateFlagship, FLAGSHIP, reflectOnToday, todayReading } from './support/readings.ts';
import { useClockServer } from './support/clock-server.ts';
import { expect, screenshot, test, toast, journeyAxe } from './support/fixtures.ts';
import { settle } from './support/settle.ts';

// Issue 16: Today follows the reader's calendar (decision 101). This spec moves the server's clock,
// so it runs its own server started with the test-only LAMPLIGHT_TEST_CLOCK, never the shared one.
const DAY = 24 * 60 * 60 * 1000;
const clock = useClockServer();

async function openToday(page: Page) {
  await clock.syncPage(page);
  await page.goto(`${clock.url}/`);
}

/** Screenshots at 1280×800 and 390×844, leaving the page at desktop size. */
async function shots(page: Page, name: string, testInfo: Parameters<typeof screenshot>[1]) {
  await settle(page, { keepScroll: true });
  await screenshot(page, testInfo, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page, { keepScroll: true });
  await journeyAxe(page);
  await screenshot(page, testInfo, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.use({ timezoneId: 'Europe/London' });

test.describe('days that follow the calendar', () => {
  test.beforeEach(() => clock.moveClock(0));

  test('the day after a reflection, Today opens the next day dated today', async ({
    page,
  }, testInfo) => {
    await signUpViaApi(page, undefined, undefined, clock.url);
    await activateFlagship(page);
    const first = await reflectOnToday(page, 'The long way round was a kindness.');

    clock.moveClock(1);
    await openToday(page);
    const card = page.getByRole('region', { name: FLAGSHIP });
    await expect(card.getByText('Day 2', { exact: true })).toBeVisible();
    await expect(page.getByTestId('moved-on')).toContainText('Moved on to Day 2');
    const now = await todayReading(page);
    expect(now.readDate).not.toBe(first.readDate);
    expect(Date.parse(now.readDate) - Date.parse(first.readDate)).toBe(DAY);
    const panel = page.getByRole('region', { name: 'Personal Reflection' });
    await expect(panel.locator(`time[datetime="${now.readDate}"]`)).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's Reading" })).toContainText(
      now.reference,
    );
    await settle(page, { keepScroll: true });
    await journeyAxe(page);
    await shots(page, 'today-moved-on', testInfo);
  });

  test('four days later without reading: the catch-up choices, and Start from today', async ({
    page,
  }, testInfo) => {
    await signUpViaApi(page, undefined, undefined, clock.url);
    await activateFlagship(page);
    await todayReading(page);

    clock.moveClock(4);
    await openToday(page);
    const behind = page.getByRole('region', { name: 'You are 4 days behind the daily schedule' });
    await expect(behind).toBeVisible();
    const card = page.getByRole('region', { name: FLAGSHIP });
    await expect(card.getByText('Day 1', { exact: true })).toBeVisible();
    await expect(behind.getByRole('button', { name: 'Catch up' })).toBeVisible();
    await settle(page, { keepScroll: true });
    await journeyAxe(page);
    await shots(page, 'today-catch-up', testInfo);

    await behind.getByRole('button', { name: 'Start from today' }).click();
    await expect(toast(page, 'Schedule restarted')).toBeVisible();
    await expect(behind).toBeHidden();
    await expect(card.getByText('Day 1', { exact: true })).toBeVisible();
    expect((await todayReading(page)) as unknown).toMatchObject({ day: 1, daysBehind: 0 });
  });

  test('Next in a stale tab does not skip a day', async ({ page, context }) => {
    await signUpViaApi(page, undefined, undefined, clock.url);
    await activateFlagship(page);
    await openToday(page);
    const stale = await context.newPage();
    await stale.clock.setFixedTime(new Date(Date.now() + clock.offsetMs));
    await stale.goto(`${clock.url}/`);
    const card = page.getByRole('region', { name: FLAGSHIP });
    const staleCard = stale.getByRole('region', { name: FLAGSHIP });
    await expect(card.getByText('Day 1', { exact: true })).toBeVisible();
    await expect(staleCard.getByText('Day 1', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Reading advanced')).toBeVisible();
    await expect(card.getByText('Day 2', { exact: true })).toBeVisible();

    await staleCard.getByRole('button', { name: 'Next' }).click();
    await expect(toast(stale, 'This plan has moved on in another window')).toBeVisible();
    await expect(toast(stale, 'Failed to advance')).toHaveCount(0);
    await expect(staleCard.getByText('Day 2', { exact: true })).toBeVisible();
    expect((await todayReading(page)).reference).toBeTruthy();
    const plans = await page.request.get(`${clock.url}/api/plans`);
    const { userPlans } = (await plans.json()) as { userPlans: { currentDay: number }[] };
    expect(userPlans[0]!.currentDay).toBe(2);
  });
});
