import type { Locator, Page, TestInfo } from '@playwright/test';
import { signUpViaApi } from './support/auth.ts';
import { setMembershipTier } from './support/db.ts';
import { expect, expectHttpErrors, journeyAxe, test, toast } from './support/fixtures.ts';
import { dismissToasts, settle } from './support/settle.ts';

// The plan library (issue 29): Browse All Plans, a plan's detail, starting at the calendar's day,
// Go to day, a day of four readings, and the finish with What next?
const base = () => process.env.E2E_BASE_URL!;

const YEARLY = 'The Bible in a Year';
const MCHEYNE = "M'Cheyne's Calendar";
const HOLY_WEEK = 'Holy Week in Seven Days';
const MCHEYNE_DAY_ONE = ['Genesis 1', 'Matthew 1', 'Ezra 1', 'Acts 1'];
const REFLECTION = 'Four readings, one thread: a beginning, and the promise kept.';

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The day of a calendar plan for a date in London (the e2e reader's zone): the day of the year,
 * 29 February sharing day 59 so that 31 December is always day 365.
 */
function londonCalendarDay(now = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const day = Number(parts.find((p) => p.type === 'day')!.value);
  const before = MONTH_DAYS.slice(0, month - 1).reduce((a, b) => a + b, 0);
  return before + Math.min(day, MONTH_DAYS[month - 1]!);
}

/** A viewport screenshot (a dialog is fixed to it), light and dark. */
async function viewShots(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `e2e/screenshots/${name}${scheme === 'dark' ? '-dark' : ''}-${testInfo.project.name}.png`,
      animations: 'disabled',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A screenshot of one part of the page, light and dark. */
async function partShots(part: Locator, page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    await part.screenshot({
      path: `e2e/screenshots/${name}${scheme === 'dark' ? '-dark' : ''}-${testInfo.project.name}.png`,
      animations: 'disabled',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function openDetail(page: Page, title: string) {
  const browse = page.getByRole('region', { name: 'Browse All Plans' });
  const row = browse
    .getByRole('list', { name: 'Plans in the library' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
  await row.getByRole('button', { name: 'View plan' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText(/^About \d+ minutes? a day$/)).toBeVisible();
  return dialog;
}

test.describe('the plan library', () => {
  test('browse, a yearly plan at the calendar’s day, Go to day, and a day of four readings filed under each book', async ({
    page,
    browser,
  }, testInfo) => {
    // Long: two 365-day schedules and the notebook, on a busy machine.
    test.setTimeout(240_000);
    await signUpViaApi(page);
    await page.goto('/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Reading Plans' })).toBeVisible();

    // Browse All Plans: the whole library, then the yearly plans only.
    const browse = page.getByRole('region', { name: 'Browse All Plans' });
    const list = browse.getByRole('list', { name: 'Plans in the library' });
    await expect(list.getByRole('listitem')).toHaveCount(25);
    await browse
      .getByRole('group', { name: 'Length' })
      .getByRole('button', { name: 'A year' })
      .click();
    await expect(browse.getByRole('status')).toHaveText('4 plans');
    await expect(list.getByText(YEARLY, { exact: true })).toBeVisible();
    await expect(list.getByText(MCHEYNE, { exact: true })).toBeVisible();
    await browse.scrollIntoViewIfNeeded();
    await settle(page, { keepScroll: true, noOverflow: true });
    await partShots(browse, page, testInfo, 'plans-browse');
    await journeyAxe(page, { bothSchemes: true });

    // The detail of the Bible in a year: 365 days, its schedule, and where to start.
    const calendarDay = londonCalendarDay();
    const dialog = await openDetail(page, YEARLY);
    await expect(dialog.getByText('365 days')).toBeVisible();
    const schedule = dialog.getByRole('list', { name: `Reading schedule: ${YEARLY}` });
    await expect(schedule.getByRole('listitem')).toHaveCount(365);
    await expect(schedule.getByRole('listitem').first()).toContainText('Day 1: Genesis 1');
    await viewShots(page, testInfo, 'plans-detail');
    await journeyAxe(page, { bothSchemes: true });
    const follow = dialog.getByRole('button', {
      name: `Follow the calendar: start at day ${calendarDay}`,
    });
    if (calendarDay > 1) {
      await follow.click();
    } else {
      // 1 January: the calendar's day is day 1.
      await dialog.getByRole('button', { name: 'Start at day 1' }).click();
    }
    await expect(toast(page, 'Plan activated')).toBeVisible();
    await expect(dialog).toBeHidden();
    const active = page.getByRole('region', { name: 'Active Plan' });
    await expect(active.getByText(`Day ${calendarDay} of 365`)).toBeVisible();
    await dismissToasts(page);

    // Go to day, under the open schedule of the active plan.
    const yours = page.getByRole('region', { name: 'Your Plans' });
    const card = yours.getByRole('article', { name: YEARLY });
    await card.getByRole('button', { name: 'View Reading Schedule' }).click();
    const goTo = card.getByRole('textbox', { name: 'Go to day' });
    const target = calendarDay === 200 ? 201 : 200;
    await goTo.fill(String(target));
    await card.scrollIntoViewIfNeeded();
    await settle(page, { keepScroll: true, keepFocus: true, noOverflow: true });
    await partShots(card, page, testInfo, 'plans-go-to-day');
    await card.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(toast(page, `Moved to day ${target}`)).toBeVisible();
    await expect(active.getByText(`Day ${target} of 365`)).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: 'Current day' })).toContainText(
      `Day ${target}:`,
    );
    await dismissToasts(page);

    // M'Cheyne's calendar from day 1: four readings, each under its own heading.
    await browse
      .getByRole('group', { name: 'Length' })
      .getByRole('button', { name: 'A year' })
      .click();
    const mcheyne = await openDetail(page, MCHEYNE);
    await expect(
      mcheyne
        .getByRole('list', { name: `Reading schedule: ${MCHEYNE}` })
        .getByRole('listitem')
        .first(),
    ).toContainText(`Day 1: ${MCHEYNE_DAY_ONE.join('; ')}`);
    await mcheyne.getByRole('button', { name: 'Start at day 1' }).click();
    await expect(toast(page, 'Plan switched')).toBeVisible();
    await page.goto('/');
    const reading = page.getByRole('region', { name: "Today's Reading" });
    await expect(reading.getByRole('heading', { level: 3 })).toHaveText(MCHEYNE_DAY_ONE);
    const planCard = page.getByRole('region', { name: MCHEYNE });
    await expect(planCard.getByText(MCHEYNE_DAY_ONE.join('; '))).toBeVisible();
    await settle(page, { noOverflow: true });
    await viewShots(page, testInfo, 'today-four-readings');
    // The second reading's heading, where one reading gives way to the next.
    await reading
      .getByRole('heading', { name: 'Matthew 1' })
      .evaluate((h) => h.scrollIntoView({ block: 'center' }));
    await viewShots(page, testInfo, 'today-four-readings-matthew');
    await journeyAxe(page, { bothSchemes: true });

    // One reflection on the day files under each of its four books in the notebook.
    const panel = page.getByRole('region', { name: 'Personal Reflection' });
    await panel.getByRole('textbox', { name: 'Add New Reflection' }).fill(REFLECTION);
    await panel.getByRole('button', { name: 'Save Reflection' }).click();
    await expect(toast(page, 'Reflection Saved')).toBeVisible();
    await setMembershipTier(browser, page, 'basic');
    await page.goto('/notebook');
    await page.getByRole('tab', { name: 'By Book' }).click();
    const tab = page.getByRole('tabpanel');
    const books = ['Genesis', 'Ezra', 'Matthew', 'Acts'];
    for (const book of books) {
      const group = tab.getByRole('region', { name: book });
      await expect(group).toContainText('1 entry');
      await expect(group.getByRole('article')).toContainText(REFLECTION);
    }
    expect(await tab.getByRole('region').locator('h2').allTextContents()).toEqual(books);
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await viewShots(page, testInfo, 'notebook-by-book-four');
  });

  test('the last day of a plan: Complete, the rating, What next?', async ({
    page,
    pageErrors,
  }, testInfo) => {
    const checkHttpErrors = expectHttpErrors(page, pageErrors, [
      { status: 404, path: '/api/readings/today' },
    ]);
    await signUpViaApi(page);
    await page.goto('/plans');
    const dialog = await openDetail(page, HOLY_WEEK);
    await dialog.getByRole('textbox', { name: 'Or start at day' }).fill('7');
    await dialog.getByRole('button', { name: 'Start there' }).click();
    await expect(toast(page, 'Plan activated')).toBeVisible();
    await page.goto('/');
    const planCard = page.getByRole('region', { name: HOLY_WEEK });
    await expect(planCard.getByText('Day 7', { exact: true })).toBeVisible();
    await settle(page);
    await planCard.getByRole('button', { name: 'Complete' }).click();
    await expect(toast(page, 'Plan completed!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${base()}/plans\\?rate=\\d+$`));

    const done = page
      .getByRole('region', { name: 'Completed Plans' })
      .getByRole('article', { name: HOLY_WEEK });
    const stars = done.getByRole('group', { name: `Rate ${HOLY_WEEK}` });
    await expect(stars.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
    const next = page.getByRole('region', { name: 'What next?' });
    // Two or three plans that carry on from it.
    await expect(next.getByRole('listitem').first()).toBeVisible();
    expect(await next.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    expect(await next.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await dismissToasts(page);
    await settle(page, { keepFocus: true, noOverflow: true });
    await viewShots(page, testInfo, 'plans-finished');
    await next.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await viewShots(page, testInfo, 'plans-what-next');
    await journeyAxe(page, { bothSchemes: true });

    await stars.getByRole('radio', { name: '5 stars' }).check();
    await expect(toast(page, 'Rating submitted')).toBeVisible();
    await expect(done.getByText('Your rating: 5.0')).toBeAttached();

    // A suggestion opens its detail.
    const first = next.getByRole('listitem').first();
    const title = (await first.locator('p').nth(1).textContent())!;
    await first.getByRole('button', { name: 'View plan' }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    checkHttpErrors();
  });
});
