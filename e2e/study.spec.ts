import { signUpViaApi } from './support/auth.ts';
import { activatePlan } from './support/readings.ts';
import { expect, journeyAxe, screenshot, test } from './support/fixtures.ts';
import { settle } from './support/settle.ts';

// The study library (issue 15): Strong's numbers from each verse's own tags in both Testaments,
// Psalm titles, the translators' notes and Matthew Henry's commentary beside the insight.

test.describe('the study library', () => {
  test("Genesis 1: each 'day' opens its own tag, the notes open, the commentary is named", async ({
    page,
  }, testInfo) => {
    await signUpViaApi(page);
    await activatePlan(page, 'In the Beginning: Genesis 1-14', 'beginning');
    await page.goto('/');
    const reading = page.getByRole('region', { name: "Today's Reading" });
    await expect(reading.getByText('Genesis 1:1-2:3', { exact: true })).toBeVisible();

    // A translators' marginal note, on demand.
    const verse5 = reading.locator('[data-verse="5"]');
    await verse5.getByRole('button', { name: "Translators' note" }).click();
    const note = page.getByRole('dialog', { name: "Translators' note" });
    await expect(note).toContainText('Heb. And the evening was, and the morning was');
    await page.keyboard.press('Escape');
    await expect(note).toBeHidden();

    // Matthew Henry beside the insight, named, without a model.
    const insight = page.getByRole('region', { name: 'Lamplight Insight' });
    await expect(insight.getByRole('heading', { name: 'Commentary' })).toBeVisible();
    await expect(insight.getByText('Matthew Henry, Concise Commentary').first()).toBeVisible();

    await reading.getByRole('button', { name: "Strong's" }).click();
    // 'Day' in Genesis 1:5 is yôwm (H3117) by the verse's own tag, not the spec list's H3119.
    const day = verse5.getByRole('button', { name: 'Day', exact: true });
    await expect(day).toHaveAttribute('title', "Strong's H3117");
    // The translators' supplied words are never clickable.
    await expect(reading.locator('em button')).toHaveCount(0);
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'today-genesis-strongs');
    await day.click();
    const strongs = page.getByRole('dialog', { name: "Strong's Definition" });
    await expect(strongs.getByText('H3117', { exact: true })).toBeVisible();
    await expect(strongs.getByTestId('strongs-verses').getByRole('listitem')).toHaveCount(3);
    await strongs.getByRole('button', { name: 'Close' }).click();
    await expect(strongs).toBeHidden();

    // The World English Bible, chosen per reader: the text, its words and notes follow it.
    // A native select (decision 142): chosen by value.
    await reading.getByRole('combobox', { name: 'Translation' }).selectOption('web');
    const verse1 = reading.locator('[data-verse="1"]').first();
    await expect(verse1).toHaveText(/In the beginning, God created the heavens and the earth\./);
    await expect(verse1.getByRole('button', { name: 'beginning', exact: true })).toHaveAttribute(
      'title',
      "Strong's H7225",
    );
    await expect(reading.getByRole('combobox', { name: 'Translation' })).toHaveValue('web');
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'today-genesis-web');
    // Remembered for the reader: a reload keeps the WEB.
    await page.reload();
    await expect(reading.locator('[data-verse="1"]').first()).toHaveText(
      /In the beginning, God created the heavens and the earth\./,
    );
  });

  test('Matthew 5: heaven opens the Greek ouranos with its verses', async ({ page }, testInfo) => {
    await signUpViaApi(page);
    await activatePlan(page, 'The Sermon on the Mount in Seven Days', 'sermon');
    await page.goto('/');
    const reading = page.getByRole('region', { name: "Today's Reading" });
    await expect(reading.getByText('Matthew 5:1-16')).toBeVisible();
    await reading.getByRole('button', { name: "Strong's" }).click();
    const heaven = reading
      .locator('[data-verse="3"]')
      .getByRole('button', { name: 'heaven', exact: true });
    await expect(heaven).toHaveAttribute('title', "Strong's G3772");
    await heaven.click();
    const strongs = page.getByRole('dialog', { name: "Strong's Definition" });
    await expect(strongs.getByText('G3772', { exact: true })).toBeVisible();
    await expect(strongs.locator('[lang="grc"]')).toBeVisible();
    // Greek entries now list where the word occurs, like Hebrew ones.
    await expect(strongs.getByTestId('strongs-verses').getByRole('listitem')).toHaveCount(3);
    await settle(page, { keepFocus: true, keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await page.screenshot({
      path: `e2e/screenshots/strongs-greek-${testInfo.project.name}.png`,
      animations: 'disabled',
    });
  });

  test('Psalm 22 begins with its title, an unnumbered line', async ({ page }, testInfo) => {
    await signUpViaApi(page);
    await activatePlan(page, 'Hope in Lament', 'lament');
    await page.goto('/');
    const reading = page.getByRole('region', { name: "Today's Reading" });
    const title = reading.getByText(
      'To the chief Musician upon Aijeleth Shahar, A Psalm of David.',
    );
    await expect(title).toBeVisible();
    await expect(title.locator('xpath=ancestor-or-self::*[@data-verse]')).toHaveCount(0);
    await expect(reading.locator('[data-verse="1"]')).toContainText(
      'My God, my God, why hast thou forsaken me?',
    );
    const insight = page.getByRole('region', { name: 'Lamplight Insight' });
    await expect(insight.getByRole('heading', { name: 'Commentary' })).toBeVisible();
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'today-psalm-title');
  });
});
