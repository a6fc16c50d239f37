import { expect, test } from './support/fixtures.ts';

// Issue 26: a word opens only a number its verse holds, in its own Testament's language, and a
// WEB word keeps its tag only where it lines up with the KJV's (decision 150). Signed out, in the
// Bible reader.

test.describe("Strong's words the verse holds", () => {
  test('Acts 10:32 (KJV): "sea" opens no Hebrew number; the verse\'s words open Greek ones', async ({
    page,
  }) => {
    await page.goto('/bible/acts/10');
    const reading = page.getByRole('region', { name: 'New Testament' });
    const verse = reading.locator('[data-verse="32"]');
    await expect(verse).toHaveText(/by the sea side/);
    await reading.getByRole('button', { name: "Strong's" }).click();
    const tanner = verse.getByRole('button', { name: 'tanner', exact: true });
    await expect(tanner).toHaveAttribute('title', "Strong's G1038");
    // Before issue 26 'sea' was a button opening H3220 (yâm), a Hebrew word in Acts.
    await expect(verse.getByRole('button', { name: 'sea', exact: true })).toHaveCount(0);
    await expect(verse.locator('button[title^="Strong\'s H"]')).toHaveCount(0);
    await tanner.click();
    const strongs = page.getByRole('dialog', { name: "Strong's Definition" });
    await expect(strongs.getByText('G1038', { exact: true })).toBeVisible();
    await strongs.getByRole('button', { name: 'Close' }).click();
    await expect(strongs).toBeHidden();
  });

  test('1 Chronicles 23:31 (WEB): "offerings" does not open Yahweh; "Yahweh" does', async ({
    page,
  }) => {
    await page.goto('/bible/1-chronicles/23');
    const reading = page.getByRole('region', { name: 'Old Testament' });
    await reading.getByRole('combobox', { name: 'Translation' }).selectOption('web');
    const verse = reading.locator('[data-verse="31"]');
    await expect(verse).toHaveText(/burnt offerings to Yahweh/);
    await reading.getByRole('button', { name: "Strong's" }).click();
    const yahweh = verse.getByRole('button', { name: 'Yahweh', exact: true }).first();
    await expect(yahweh).toHaveAttribute('title', "Strong's H3068");
    // Before issue 26 'offerings' opened H3068, the divine name, from a loose WEB tag.
    await expect(verse.getByRole('button', { name: 'offerings', exact: true })).toHaveCount(0);
    await expect(verse.getByRole('button', { name: 'Sabbaths', exact: true })).toHaveAttribute(
      'title',
      "Strong's H7676",
    );
    await yahweh.click();
    const strongs = page.getByRole('dialog', { name: "Strong's Definition" });
    await expect(strongs.getByText('H3068', { exact: true })).toBeVisible();
    await strongs.getByRole('button', { name: 'Close' }).click();
    await expect(strongs).toBeHidden();
  });
});
