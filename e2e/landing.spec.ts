import { expect, screenshot, test } from './support/fixtures.ts';

test.describe('landing page (signed out)', () => {
  test('presents Lamplight and its calls to action', async ({ page }, testInfo) => {
    await page.goto('/');

    await expect(page).toHaveTitle('Lamplight');
    await expect(page.getByRole('heading', { level: 1, name: 'Lamplight' })).toBeVisible();
    await expect(
      page.getByText('Reading scripture with depth, clarity, and curiosity'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Begin Your Journey' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    for (const name of ['Powerful Insights', 'Guided Journaling', 'Custom Reading Plans']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Start Your Daily Practice' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started Today' })).toBeVisible();

    // The tagline sits above the product title.
    const taglineBox = await page
      .getByText('Reading scripture with depth, clarity, and curiosity')
      .boundingBox();
    const titleBox = await page.getByRole('heading', { level: 1, name: 'Lamplight' }).boundingBox();
    expect(taglineBox!.y).toBeLessThan(titleBox!.y);

    // The skip link leads to the main landmark.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // Axe on this page, light and dark at both sizes, and its dark screenshot: accessibility.spec.ts.
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, testInfo, 'landing');
  });
});
