import { expect, expectNoAxeViolations, screenshot, test } from './support/fixtures.ts';

test('the footer leads to About, which credits the texts and data', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About & credits' }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Lamplight' })).toBeVisible();
  await expect(page).toHaveTitle('About & credits · Lamplight');

  const credits = page.getByRole('region', { name: 'Sources and credits' });
  await expect(credits.getByRole('heading', { name: 'King James Version' })).toBeVisible();
  await expect(credits.getByText(/1769/)).toBeVisible();
  await expect(
    credits.getByRole('heading', { name: /Strong’s Hebrew and Greek dictionaries/ }),
  ).toBeVisible();
  await expect(credits.getByText(/Open Scriptures project/)).toBeVisible();
  await expect(
    credits.getByText(
      'Original work of the Open Scriptures Hebrew Bible available at https://github.com/openscriptures/morphhb',
    ),
  ).toBeVisible();
  await expect(
    credits.getByRole('link', { name: 'https://github.com/openscriptures/morphhb' }),
  ).toHaveAttribute('href', 'https://github.com/openscriptures/morphhb');
  for (const source of [
    'World English Bible',
    'Matthew Henry’s Concise Commentary',
    'Spurgeon’s Treasury of David',
    'Nave’s Topical Bible',
  ]) {
    await expect(credits.getByRole('heading', { name: source })).toBeVisible();
  }
  await expect(credits.getByText(/Lamplight’s own text is original/)).toBeVisible();

  await page.evaluate(() => document.fonts.ready);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'about');
});
