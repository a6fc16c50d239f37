import { format, parse } from 'date-fns';
import { readFile } from 'node:fs/promises';
import { signUpViaApi } from './support/auth.ts';
import { setMembershipTier } from './support/db.ts';
import { activateFlagship, FLAGSHIP, reflectOnToday, writeEntry } from './support/readings.ts';
import { expect, screenshot, test, journeyAxe } from './support/fixtures.ts';
import { settle } from './support/settle.ts';

const base = () => process.env.E2E_BASE_URL!;
const headers = () => ({ origin: base() });

const DELETE_CONFIRMATION =
  'Are you sure you want to delete this journal entry? This action cannot be undone.';

test.describe('the daily loop', () => {
  test('read, look up a word, reflect, edit, delete, then the journal and the locked notebook', async ({
    page,
  }, testInfo) => {
    await signUpViaApi(page);
    await activateFlagship(page);
    await page.goto('/');

    // Greeting and tagline (the reader has no first name yet).
    await expect(
      page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Friend$/ }),
    ).toBeVisible();
    await expect(
      page.getByText('Reading scripture with depth, clarity, and curiosity'),
    ).toBeVisible();

    // The passage: reference, verses with their numbers in gold, the translators' italics.
    const reading = page.getByRole('region', { name: "Today's Reading" });
    await expect(reading.getByText('Exodus 13:17-22')).toBeVisible();
    const verse18 = reading.locator('[data-verse="18"]');
    await expect(verse18).toContainText('through the way of the wilderness of the Red sea');
    // Signed in, each verse number is the button that selects the verse for marking (decision 164).
    const number18 = verse18.getByRole('button', { name: 'Verse 18', exact: true });
    await expect(number18).toHaveText('18');
    await expect(number18).toHaveClass(/text-gold/);
    await expect(verse18.locator('em').first()).toHaveText('through');
    await expect(reading.locator('[data-verse]')).toHaveCount(6);

    // Listen and Share are coming soon.
    const listen = reading.getByRole('button', { name: 'Listen (Soon)' });
    const share = reading.getByRole('button', { name: 'Share (Soon)' });
    await expect(listen).toBeDisabled();
    await expect(listen).toHaveAttribute('title', 'Audio feature coming soon');
    await expect(share).toBeDisabled();
    await expect(share).toHaveAttribute('title', 'Share feature coming soon');

    // The insight loads on its own.
    const insight = page.getByRole('region', { name: 'Lamplight Insight' });
    await expect(insight.getByRole('heading', { name: 'Key Themes' })).toBeVisible();
    await expect(insight.getByRole('heading', { name: 'Reflection Questions' })).toBeVisible();
    await expect(insight.getByText('Presence day and night')).toBeVisible();

    const panel = page.getByRole('region', { name: 'Personal Reflection' });
    await expect(panel.getByText('Previous Reflections (0)')).toBeVisible();
    await expect(panel.getByText("Today's Reading Session")).toBeVisible();
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'today');

    // Strong's numbers: off by default, then words in verse text become buttons.
    const toggle = reading.getByRole('button', { name: "Strong's" });
    await expect(toggle).toHaveAttribute('title', "Toggle Strong's Numbers");
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(reading.getByRole('button', { name: 'wilderness' })).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle.getByTestId('strongs-on-dot')).toBeVisible();
    const words = reading.getByRole('button', { name: 'wilderness', exact: true });
    await expect(words).toHaveCount(2);
    await expect(words.first()).toHaveAttribute('title', "Strong's H4057");
    // Beyond the spec's list, the server's words for each verse are clickable too (decision 007).
    await expect(
      reading.locator('[data-verse="19"]').getByRole('button', { name: 'Moses', exact: true }),
    ).toHaveAttribute('title', "Strong's H4872");
    await words.first().click();

    const strongs = page.getByRole('dialog', { name: "Strong's Definition" });
    await expect(strongs.getByText('H4057', { exact: true })).toBeVisible();
    await expect(strongs.locator('[lang="he"]')).toHaveAttribute('dir', 'rtl');
    await expect(strongs.getByText('midbâr')).toBeVisible();
    await expect(strongs.getByTestId('strongs-verses').getByRole('listitem')).toHaveCount(3);
    await settle(page, { keepFocus: true, keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    // The dialog is fixed to the viewport: a viewport screenshot shows it as the reader sees it.
    await page.screenshot({
      path: `e2e/screenshots/strongs-dialog-${testInfo.project.name}.png`,
      animations: 'disabled',
    });
    await strongs.getByRole('button', { name: 'Close' }).click();
    await expect(strongs).toBeHidden();

    // A reflection: the save button follows the draft.
    const saveButton = panel.getByRole('button', { name: /^(Save Reflection|Saved)$/ });
    await expect(saveButton).toHaveText('Saved');
    await expect(saveButton).toBeDisabled();
    const field = panel.getByRole('textbox', { name: 'Add New Reflection' });
    await expect(field).toHaveAttribute(
      'placeholder',
      "Write your thoughts and reflections on today's reading...",
    );
    await field.fill('   ');
    await expect(saveButton).toHaveText('Save Reflection');
    await expect(saveButton).toBeDisabled();
    await field.fill('God led them the long way round, and went with them.');
    await expect(saveButton).toBeEnabled();
    await saveButton.click();
    await expect(page.getByText('Reflection Saved')).toBeVisible();
    await expect(page.getByText('Your new reflection has been saved.')).toBeVisible();
    await expect(panel.getByText('Previous Reflections (1)')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(saveButton).toHaveText('Saved');
    const recent = page.getByRole('region', { name: 'Recent Reflections' });
    await expect(
      recent.getByText('God led them the long way round, and went with them.'),
    ).toBeVisible();

    // Edit it.
    await panel.getByRole('button', { name: 'Edit Entry #1' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Journal Entry' });
    await expect(editor.getByText('Bible Reading - Exodus 13:17-22')).toBeVisible();
    const editField = editor.getByRole('textbox');
    await expect(editField).toHaveValue('God led them the long way round, and went with them.');
    await expect(editField).toHaveAttribute('placeholder', 'Write your reflection...');
    await editField.fill('   ');
    await expect(editor.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await editField.fill('The long way round was a kindness.');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Entry Updated')).toBeVisible();
    await expect(editor).toBeHidden();
    await expect(recent.getByText('The long way round was a kindness.')).toBeVisible();

    // Delete it, after the browser's confirmation.
    await panel.getByRole('button', { name: 'Edit Entry #1' }).click();
    let confirmation = '';
    page.once('dialog', (dialog) => {
      confirmation = dialog.message();
      void dialog.accept();
    });
    await editor.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Entry Deleted')).toBeVisible();
    expect(confirmation).toBe(DELETE_CONFIRMATION);
    await expect(editor).toBeHidden();
    await expect(panel.getByText('Previous Reflections (0)')).toBeVisible();
    await expect(recent.getByText('The long way round was a kindness.')).toHaveCount(0);

    // Two more; the recent card keeps the latest two.
    const texts = [
      'The pillar of cloud by day: guidance I can see.',
      'The pillar of fire by night: light when it is dark.',
    ];
    for (const [i, text] of texts.entries()) {
      await field.fill(text);
      await saveButton.click();
      await expect(panel.getByText(`Previous Reflections (${i + 1})`)).toBeVisible();
      await expect(saveButton).toHaveText('Saved');
    }
    await expect(panel.getByRole('button', { name: 'Edit Entry #2' })).toBeVisible();
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    for (const text of texts) await expect(recent.getByText(text)).toBeVisible();

    // The journal lists them.
    await recent.getByRole('link', { name: 'View All Reflections' }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Journal Entries' })).toBeVisible();
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(2);
    await expect(articles.first()).toContainText(texts[1]!);
    await expect(articles.last()).toContainText(texts[0]!);
    await expect(articles.first()).toContainText('Exodus 13:17-22');
    await expect(articles.first().getByRole('button', { name: 'Edit' })).toBeVisible();
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'journal');

    // The session insight of an entry.
    await articles.first().getByRole('button', { name: 'Insights' }).click();
    await expect(page.getByRole('heading', { name: 'Session Insight' })).toBeVisible();
    await expect(page.getByText('The reflection that prompted your journal entry')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Themes' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Session Insight' })).toBeHidden();

    // A free reader's notebook is locked.
    await page.goto('/notebook');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Notebook Access Required' }),
    ).toBeVisible();
    await expect(page.getByText('Basic: £3/month • Premium: £5/month')).toBeVisible();
    const upgrade = page.getByRole('link', { name: 'Upgrade Your Membership' });
    await expect(upgrade).toHaveAttribute('href', '/subscription');
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'notebook-locked');

    // Dark mode stays accessible too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await page.goto('/journal');
    await expect(articles).toHaveCount(2);
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await page.goto('/');
    await expect(reading.locator('[data-verse]')).toHaveCount(6);
    await expect(insight.getByRole('heading', { name: 'Key Themes' })).toBeVisible();
    await reading.getByRole('button', { name: "Strong's" }).click();
    await expect(words).toHaveCount(2);
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'today-dark');
    await page.goto('/notebook');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Notebook Access Required' }),
    ).toBeVisible();

    // The locked Notebook link (top bar on desktop, bottom bar on mobile) leads to /subscription.
    await page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: /Notebook/ })
      .click();
    await expect(page).toHaveURL(/\/subscription$/);
  });

  test('a Basic reader’s notebook: tabs, search and export', async ({
    page,
    browser,
  }, testInfo) => {
    await signUpViaApi(page);
    await activateFlagship(page);
    await setMembershipTier(browser, page, 'basic');

    // Day 1 and day 2 of the plan, and a reflection outside any plan.
    const day1 = await reflectOnToday(page, 'Cloud by day and fire by night.');
    const advanced = await page.request.post(`${base()}/api/plans/advance`, { headers: headers() });
    expect(advanced.status(), await advanced.text()).toBe(200);
    const day2 = await reflectOnToday(page, 'Stand still, and see the salvation of the LORD.');
    expect(day2.id).not.toBe(day1.id);
    await writeEntry(page, {
      content: 'The LORD is my shepherd; I shall not want.',
      title: 'Bible Reading - Psalm 23:1',
      reference: 'Psalm 23:1',
      readDate: '2025-06-01',
    });

    const requested: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/api/notebook/')) requested.push(path);
    });

    await page.goto('/notebook');
    await expect(page.getByRole('heading', { level: 1, name: 'Notebook' })).toBeVisible();

    // By Date (default): today with two entries, then the Psalm's day.
    const byDate = page.getByRole('tab', { name: 'By Date' });
    await expect(byDate).toHaveAttribute('aria-selected', 'true');
    const todayHeading = format(
      parse(day1.readDate, 'yyyy-MM-dd', new Date()),
      'EEEE, MMMM d, yyyy',
    );
    const panel = page.getByRole('tabpanel');
    const dateGroup = panel.getByRole('region', { name: todayHeading });
    await expect(dateGroup).toContainText('2 entries');
    await expect(dateGroup.getByRole('article')).toHaveCount(2);
    const psalmDay = panel.getByRole('region', { name: 'Sunday, June 1, 2025' });
    await expect(psalmDay).toContainText('1 entry');
    await expect(psalmDay).toContainText('The LORD is my shepherd; I shall not want.');
    await expect(dateGroup.getByRole('button', { name: 'Edit' })).toHaveCount(2);
    await expect(dateGroup.getByRole('button', { name: 'Insights' })).toHaveCount(2);
    await expect(psalmDay.getByRole('button', { name: 'Insights' })).toHaveCount(0);
    // Only the selected tab's data was fetched.
    expect(requested).toEqual(['/api/notebook/by-date']);
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'notebook-by-date');

    // By Session: one group per plan day, and the Psalm outside the plan.
    await page.getByRole('tab', { name: 'By Session' }).click();
    await expect(panel.getByRole('region')).toHaveCount(3);
    const session2 = panel.getByRole('region', { name: day2.reference });
    await expect(session2).toContainText(FLAGSHIP);
    await expect(session2).toContainText('Day 2');
    await expect(session2).toContainText('1 entry');
    await expect(panel.getByRole('region', { name: day1.reference })).toContainText('Day 1');
    await expect(panel.getByRole('region', { name: 'Psalm 23:1' })).toContainText('1 entry');
    expect(requested).toContain('/api/notebook/by-session');
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'notebook-by-session');

    // By Book: Exodus (two entries), then Psalms.
    await page.getByRole('tab', { name: 'By Book' }).click();
    const exodus = panel.getByRole('region', { name: 'Exodus' });
    await expect(exodus).toContainText('2 entries');
    await expect(panel.getByRole('region', { name: 'Psalms' })).toContainText('1 entry');
    const books = await panel.getByRole('region').locator('h2').allTextContents();
    expect(books).toEqual(['Exodus', 'Psalms']);
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'notebook-by-book');

    // Dark mode stays accessible too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await settle(page, { keepScroll: true, noOverflow: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'notebook-by-book-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Editing from the notebook refreshes its views.
    await exodus
      .getByRole('article')
      .filter({ hasText: 'Cloud by day' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const editor = page.getByRole('dialog', { name: 'Edit Journal Entry' });
    await editor.getByRole('textbox').fill('Cloud by day and fire by night: he never left them.');
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Entry Updated')).toBeVisible();
    await expect(exodus).toContainText('he never left them.');

    // Search finds an entry by a word in it.
    const search = page.getByRole('searchbox', { name: 'Search your reflections' });
    await search.fill('shepherd');
    await expect(page.getByText('1 entry matching “shepherd”')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(
      'The LORD is my shepherd; I shall not want.',
    );
    await expect(page.getByRole('article').locator('mark')).toHaveText('shepherd');
    await search.fill('leviathan');
    await expect(page.getByText('No reflections match “leviathan”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('tab', { name: 'By Book' })).toBeVisible();

    // Export Markdown downloads a .md file holding the reflections.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.md$/);
    const markdown = await readFile((await download.path())!, 'utf8');
    expect(markdown).toContain('The LORD is my shepherd');
    expect(markdown).toContain('he never left them.');
  });
});
