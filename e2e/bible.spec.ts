import { signUpViaApi } from './support/auth.ts';
import { activatePlan } from './support/readings.ts';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothSchemes,
  screenshot,
  test,
} from './support/fixtures.ts';
import { settle } from './support/settle.ts';
import type { Page, TestInfo } from '@playwright/test';

// The whole Bible (issue 18, items 1-2): a visitor reads Psalm 23 and moves on to Psalm 24,
// searches a phrase and types a reference; unknown places are the 404; a reader follows a
// reference in an insight to its verse. One journey at desktop size; each new screen is also
// checked with axe and photographed at phone size inside it.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Axe and a screenshot at both sizes, back at desktop size after. */
async function checkBothSizes(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page, { keepScroll: true, noOverflow: true });
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, `${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

test('read, move on, search and follow references through the Bible', async ({
  page,
}, testInfo) => {
  // Signed out: Psalm 23, with its title, and a gentle invitation.
  await page.goto('/bible/psalms/23');
  const reading = page.getByRole('region', { name: 'Old Testament' });
  await expect(reading.getByText('Psalm 23', { exact: true })).toBeVisible();
  await expect(reading.getByText('A Psalm of David.')).toBeVisible();
  await expect(reading.locator('[data-verse="1"]')).toHaveText(
    /The LORD is my shepherd; I shall not want\./,
  );
  await expect(page.getByRole('link', { name: 'Start a reading plan' })).toBeVisible();
  await expect(page).toHaveTitle('Psalm 23 · Lamplight');
  await checkBothSizes(page, testInfo, 'bible-psalm-23');

  // Next: Psalm 24.
  // The same move is at the top of the chapter (its picker) and below it: the one below here.
  await page
    .getByRole('navigation', { name: 'Chapters' })
    .getByRole('link', { name: 'Next chapter: Psalm 24' })
    .click();
  await expect(page).toHaveURL(/\/bible\/psalms\/24$/);
  await expect(reading.getByText('Psalm 24', { exact: true })).toBeVisible();
  await expect(reading.locator('[data-verse="1"]')).toHaveText(
    /The earth is the LORD'S, and the fulness thereof/,
  );

  // The translation switch, kept in this browser for a visitor.
  // A native select (decision 142): chosen by value.
  await reading.getByRole('combobox', { name: 'Translation' }).selectOption('web');
  await expect(reading.locator('[data-verse="1"]')).toHaveText(/The earth is Yahweh/);
  await reading.getByRole('combobox', { name: 'Translation' }).selectOption('kjv');
  await expect(reading.locator('[data-verse="1"]')).toHaveText(/The earth is the LORD/);

  // The picker and the search box.
  await page.goto('/bible');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Read and search the Bible' }),
  ).toBeVisible();
  await page.getByText('Exodus', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Exodus 16' })).toHaveAttribute(
    'href',
    '/bible/exodus/16',
  );
  await checkBothSizes(page, testInfo, 'bible-books');

  await page.getByRole('searchbox', { name: 'Search the Bible' }).fill('"still small voice"');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/bible\/search\?q=/);
  const results = page.getByRole('list', { name: 'Results' });
  const first = results.getByRole('listitem').first();
  await expect(first.getByRole('link')).toHaveText('1 Kings 19:12');
  await expect(first.locator('mark')).toHaveText('still small voice');
  await checkBothSizes(page, testInfo, 'bible-search');

  // A reference typed into the box goes straight to its verse, marked.
  const box = page.getByRole('searchbox', { name: 'Search the Bible' });
  await box.fill('jn 3 16');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/bible\/john\/3#v16$/);
  const verse16 = page.locator('[data-verse="16"]');
  await expect(verse16).toHaveAttribute('data-highlighted', '');
  await expect(verse16).toHaveText(/For God so loved the world/);
  await expect(verse16).toBeInViewport();
  await screenshot(page, testInfo, 'bible-john-3-16');
  // The marked verse and the search marks are new colours: the dark scheme's contrast too.
  await expectNoAxeViolationsInBothSchemes(page, { testInfo, name: 'bible-john-3-16-dark' });
  await page.goBack();
  await expect(first.locator('mark')).toHaveText('still small voice');
  await expectNoAxeViolationsInBothSchemes(page, { testInfo, name: 'bible-search-dark' });

  // Places the Bible does not have are the app's 404.
  for (const path of ['/bible/notabook/1', '/bible/genesis/51']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }

  // Signed in: a reference in the insight opens its chapter at its verse, in the reader's frame.
  await signUpViaApi(page);
  await activatePlan(page, 'In the Beginning: Genesis 1-14', 'beginning');
  await page.goto('/');
  const insight = page.getByRole('region', { name: 'Lamplight Insight' });
  const reference = insight.getByRole('link', { name: /^Genesis 1:\d+/ }).first();
  const href = await reference.getAttribute('href');
  const verse = /#v(\d+)$/.exec(href ?? '')?.[1];
  expect(href, 'the link names a verse').toMatch(/^\/bible\/genesis\/1#v\d+$/);
  await reference.click();
  await expect(page).toHaveURL(new RegExp(`/bible/genesis/1#v${verse}$`));
  await expect(page.locator(`[data-verse="${verse}"]`)).toHaveAttribute('data-highlighted', '');
  await expect(
    page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Bible' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Start a reading plan' })).toHaveCount(0);
  await settle(page, { keepScroll: true, noOverflow: true });
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'bible-genesis-1-signed-in');
});
