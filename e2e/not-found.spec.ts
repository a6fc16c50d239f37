import { expect, expectNoAxeViolations, screenshot, test } from './support/fixtures.ts';

test('an unknown path shows the 404 page with a way home', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Lamplight');
  const home = page.getByRole('link', { name: 'Back to Today' });
  await expect(home).toHaveAttribute('href', '/');

  await page.evaluate(() => document.fonts.ready);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'not-found');

  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lamplight' })).toBeVisible();
  await expect(page).toHaveTitle('Lamplight');
});
