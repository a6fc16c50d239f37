import { signUpViaApi } from './support/auth.ts';
import { setMembershipTier } from './support/db.ts';
import {
  expect,
  screenshot,
  test,
  expectHttpErrors,
  toast,
  journeyAxe,
} from './support/fixtures.ts';
import { dismissToasts, settle } from './support/settle.ts';

const base = () => process.env.E2E_BASE_URL!;

const FLAGSHIP = 'Provision in the Wilderness';
/** A sentence of day 1's curated insight (server/features/plans/curated/provision-in-the-wilderness.ts). */
const DAY_ONE_INSIGHT = 'The shortest way is not always the kindest one.';
const SESSIONS_MESSAGE = 'Sessions must be a whole number from 1 to 52';

test.describe('reading plans', () => {
  test('a free reader follows the flagship plan to the end, rates it and studies it again', async ({
    page,
    pageErrors,
  }, testInfo) => {
    // A long journey (now through the Create Plan dialog too): more than the default minute.
    test.setTimeout(120_000);
    // Completing the only plan leaves Today without one for a moment: today's reading answers 404.
    const checkHttpErrors = expectHttpErrors(page, pageErrors, [
      { status: 404, path: '/api/readings/today' },
    ]);
    await signUpViaApi(page);
    await page.goto('/plans');

    await expect(page.getByRole('heading', { level: 1, name: 'Reading Plans' })).toBeVisible();
    await expect(
      page.getByText('Structured paths for thoughtful biblical engagement'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Reading Plans Yet' })).toBeVisible();
    // Free readers have no custom-plan allowance to count.
    await expect(page.getByText(/^Custom plans:/)).toHaveCount(0);
    await settle(page);
    await screenshot(page, testInfo, 'plans-empty');

    // Creating plans comes with a paid tier: the dialog opens, and its Create Plan button says so.
    await page.getByRole('button', { name: 'Create Plan', exact: true }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create a New Reading Plan' });
    await expect(createDialog).toBeVisible();
    await createDialog.getByRole('button', { name: 'Create Plan' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade Required' });
    await expect(upgrade).toBeVisible();
    await expect(upgrade.getByRole('link', { name: 'View Memberships' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await page.keyboard.press('Escape');
    await expect(upgrade).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(createDialog).toBeHidden();

    // The public lists show readers and ratings with a Use Plan button each.
    for (const name of ['Top Rated Plans', 'Most Popular Plans']) {
      const list = page.getByRole('region', { name });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      await expect(list.getByRole('button', { name: 'Use Plan' }).first()).toBeVisible();
      await expect(list.getByText(/^\d+ readers?$/).first()).toBeVisible();
    }

    // Keyword search from 2 characters.
    const search = page.getByRole('searchbox', { name: 'Search plans' });
    await expect(search).toHaveAttribute('placeholder', 'Search existing plans by keyword...');
    await search.fill('zqxjv');
    await expect(page.getByText('No Plans Found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Search Results (0)' })).toBeVisible();
    await search.fill('wild');
    await expect(
      page.getByRole('heading', { name: /^Search Results \([1-9]\d*\)$/ }),
    ).toBeVisible();
    const found = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('listitem')
      .filter({ hasText: FLAGSHIP });
    await expect(found).toHaveCount(1);
    await found.getByRole('button', { name: 'Use Plan' }).click();
    await expect(toast(page, 'Plan activated')).toBeVisible();

    // The Active Plan card.
    const active = page.getByRole('region', { name: 'Active Plan' });
    await expect(active.getByText(FLAGSHIP)).toBeVisible();
    await expect(active.getByText('Day 1 of 14')).toBeVisible();
    await expect(active.getByText('Daily Readings')).toBeVisible();
    await expect(active.getByText('Thematic Study')).toBeVisible();

    // Your Plans: the schedule, day 1 marked as the current day.
    const yours = page.getByRole('region', { name: 'Your Plans' });
    const card = yours.getByRole('article', { name: FLAGSHIP });
    const toggle = card.getByRole('button', { name: 'View Reading Schedule' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const days = card
      .getByRole('list', { name: `Reading schedule: ${FLAGSHIP}` })
      .getByRole('listitem');
    await expect(days).toHaveCount(14);
    await expect(days.first()).toContainText('Day 1: Exodus 13:17-22');
    await expect(days.first()).toHaveAttribute('aria-current', 'step');
    await expect(days.nth(13)).toContainText('Day 14: 1 Corinthians 10:1-13');
    await toggle.click();

    await active.getByRole('link', { name: 'Continue Reading' }).click();
    await expect(page).toHaveURL(`${base()}/`);

    // Today: the plan card, the day's passage and the curated insight.
    const planCard = page.getByRole('region', { name: FLAGSHIP });
    await expect(planCard.getByText('Day 1', { exact: true })).toBeVisible();
    await expect(planCard.getByText('Exodus 13:17-22')).toBeVisible();
    // A phone folds the type badge, the description and Switch Plan behind Details.
    const details = planCard.getByRole('button', { name: 'Details' });
    if (await details.isVisible()) await details.click();
    await expect(planCard.getByText('Thematic Study')).toBeVisible();
    await expect(planCard.getByText('Study Sessions')).toHaveCount(0);
    await expect(planCard.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const insight = page.getByRole('region', { name: 'Lamplight Insight' });
    await expect(insight.getByText(DAY_ONE_INSIGHT)).toBeVisible();

    // Switch Plan lists the reader's other plans; this reader has none yet.
    await planCard.getByRole('button', { name: 'Switch Plan' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Browse Plans' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await settle(page);
    await journeyAxe(page, { bothSchemes: true });
    await screenshot(page, testInfo, 'today-plan-card');

    // Next, Previous, Next.
    await planCard.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Reading advanced')).toBeVisible();
    await expect(planCard.getByText('Day 2', { exact: true })).toBeVisible();
    await expect(planCard.getByText('Exodus 14', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: "Today's Reading" }).getByText('Exodus 14', { exact: true }),
    ).toBeVisible();
    await dismissToasts(page);
    await planCard.getByRole('button', { name: 'Previous' }).click();
    await expect(toast(page, 'Went back a day')).toBeVisible();
    await expect(planCard.getByText('Day 1', { exact: true })).toBeVisible();
    await expect(planCard.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await dismissToasts(page);
    await planCard.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Reading advanced')).toBeVisible();
    await expect(planCard.getByText('Day 2', { exact: true })).toBeVisible();
    await dismissToasts(page);

    // Straight on to the last day.
    for (let i = 0; i < 12; i++) {
      const res = await page.request.post(`${base()}/api/plans/advance`, {
        headers: { origin: base() },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await page.reload();
    await expect(planCard.getByText('Day 14', { exact: true })).toBeVisible();
    await expect(planCard.getByRole('button', { name: 'Next' })).toHaveCount(0);
    // Let the reloaded page finish loading first: a late layout change could move the button
    // between Playwright's stability check and its click.
    await settle(page);
    await planCard.getByRole('button', { name: 'Complete' }).click();
    // The finish belongs to the mutation, not to Today's card (which unmounts as Today refetches):
    // the toast with its prompt to rate, then the Plans page with this plan's rating open.
    await expect(toast(page, 'Plan completed!')).toBeVisible();
    await expect(toast(page, 'Rate it on your Plans page.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${base()}/plans\\?rate=\\d+$`));
    await dismissToasts(page);

    // Completed Plans: the rating is open (the first star has the focus); rate it 4 stars.
    const completed = page.getByRole('region', { name: 'Completed Plans' });
    const done = completed.getByRole('article', { name: FLAGSHIP });
    await expect(
      done.getByText(/^Completed [A-Z][a-z]{2} \d{1,2}, \d{4} · 2 weeks$/),
    ).toBeVisible();
    await expect(done.getByText('How was this plan? Choose 1 to 5 stars.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Active Plan' })).toHaveCount(0);
    const stars = done.getByRole('group', { name: `Rate ${FLAGSHIP}` });
    await expect(stars.getByRole('radio')).toHaveCount(5);
    await expect(stars.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
    await stars.getByRole('radio', { name: '4 stars' }).check();
    await expect(toast(page, 'Rating submitted')).toBeVisible();
    await expect(done.getByTestId('plan-rating')).toHaveText('4.0');
    await expect(done.getByText('Your rating: 4.0')).toBeAttached();
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await settle(page);
    await journeyAxe(page, { bothSchemes: true });
    await screenshot(page, testInfo, 'plans-completed');

    // Study Again: day 1 again, and the plan stays under Completed Plans (decision 124).
    await done.getByRole('button', { name: 'Study Again' }).click();
    await expect(toast(page, 'Plan activated')).toBeVisible();
    const again = page.getByRole('region', { name: 'Active Plan' });
    await expect(again.getByText(FLAGSHIP)).toBeVisible();
    await expect(again.getByText('Day 1 of 14')).toBeVisible();
    await expect(
      done.getByText(/^Completed [A-Z][a-z]{2} \d{1,2}, \d{4} · 2 weeks$/),
    ).toBeVisible();
    await expect(done.getByText('Studying again: day 1 of 14')).toBeVisible();
    await expect(done.getByTestId('plan-rating')).toHaveText('4.0');
    await expect(done.getByRole('button', { name: 'Study Again' })).toHaveCount(0);
    // The plan Today follows shows as current in the public lists, not as Use Plan.
    await expect(
      page
        .getByRole('region', { name: 'Most Popular Plans' })
        .getByRole('listitem')
        .filter({ hasText: FLAGSHIP })
        .getByText('Current plan'),
    ).toBeVisible();

    await settle(page);
    await journeyAxe(page, { bothSchemes: true });
    await screenshot(page, testInfo, 'plans');
    checkHttpErrors();
  });

  test('a basic reader creates a custom plan offline, then meets the monthly limit', async ({
    page,
    browser,
    pageErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    // The server refuses a second plan this month (checked below with a stale allowance).
    const checkHttpErrors = expectHttpErrors(page, pageErrors, [
      { status: 403, path: '/api/plans' },
    ]);
    await signUpViaApi(page);
    await setMembershipTier(browser, page, 'basic');
    await page.goto('/plans');

    await expect(page.getByText('Custom plans: 0 of 1 used this month')).toBeVisible();
    await expect(page.getByText(/^Resets on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await page.getByRole('button', { name: 'Create Plan', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a New Reading Plan' });
    await expect(dialog).toBeVisible();

    // Suggestions from 3 characters, at most 5, chosen with the keyboard or a click.
    const topic = dialog.getByRole('combobox', { name: 'What would you like to study?' });
    const options = dialog.getByRole('option');
    await topic.fill('psa');
    await expect(dialog.getByRole('option', { name: 'Psalms', exact: true })).toBeVisible();
    await expect(topic).toHaveAttribute('aria-expanded', 'true');
    expect(await options.count()).toBeLessThanOrEqual(5);
    await topic.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await topic.fill('ps');
    await expect(options).toHaveCount(0);
    await expect(topic).toHaveAttribute('aria-expanded', 'false');
    await topic.fill('psal');
    await dialog.getByRole('option', { name: 'Psalms', exact: true }).click();
    await expect(topic).toHaveValue('Psalms');
    await expect(options).toHaveCount(0);

    // A blank topic and an out-of-range length are refused in the dialog.
    await topic.fill('   ');
    const sessions = dialog.getByRole('spinbutton', { name: 'Sessions (optional)' });
    await sessions.fill('60');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(
      dialog.getByText('Please enter a plan topic or select a suggestion.'),
    ).toBeVisible();
    await expect(dialog.getByText(SESSIONS_MESSAGE)).toBeVisible();
    await expect(topic).toHaveAttribute('aria-invalid', 'true');
    await sessions.fill('');

    // The plan type changes the promised insight length.
    await expect(dialog.getByText('AI-generated insights (500 words each)')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Plan Type' }).click();
    await page.getByRole('option', { name: 'Study Sessions' }).click();
    await expect(dialog.getByText('AI-generated insights (1500 words each)')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Plan Type' }).click();
    await page.getByRole('option', { name: 'Daily Readings' }).click();
    await expect(dialog.getByText('AI-generated insights (500 words each)')).toBeVisible();
    for (const feature of [
      'Custom reflection questions',
      'Progress tracking and streaks',
      'Cultural and literary context',
    ]) {
      await expect(dialog.getByText(feature)).toBeVisible();
    }

    // Escape closes the suggestions first, then the dialog.
    await topic.fill('praye');
    const listbox = dialog.getByRole('listbox', { name: 'Suggested topics' });
    await expect(listbox).toBeVisible();
    await topic.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(dialog).toBeVisible();
    await topic.fill('prayer');
    await dialog.getByRole('option', { name: 'Prayer', exact: true }).click();
    await expect(topic).toHaveValue('Prayer');
    await expect(dialog.getByText('Please enter a plan topic or select a suggestion.')).toHaveCount(
      0,
    );
    await page.evaluate(() => document.fonts.ready);
    await page.mouse.move(0, 0);
    await journeyAxe(page, { bothSchemes: true });
    // The dialog is fixed to the viewport: a viewport screenshot shows it as the reader sees it.
    await page.screenshot({
      path: `e2e/screenshots/plans-create-dialog-${testInfo.project.name}.png`,
      animations: 'disabled',
    });

    // Created offline: a thematic plan of real passages.
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page, 'Plan Created')).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Custom plans: 1 of 1 used this month')).toBeVisible();
    const card = page.getByRole('region', { name: 'Your Plans' }).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Thematic Study', { exact: true })).toBeVisible();
    await expect(card.getByText('Daily Readings', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Activate' })).toBeVisible();
    await card.getByRole('button', { name: 'Preview Schedule' }).click();
    const days = card.getByRole('listitem');
    await expect(days).toHaveCount(7);
    const labels = await card.locator('[data-schedule-day]').allTextContents();
    expect(labels).toHaveLength(7);
    labels.forEach((label, i) => {
      expect(label).toMatch(new RegExp(`^Day ${i + 1}: [1-3]? ?[A-Z][A-Za-z ]+ \\d+`));
      expect(label).toMatch(/\d+:\d+|\d+$/);
    });
    await dismissToasts(page);

    // The month's one plan is used: the dialog's Create Plan explains the limit and offers Premium.
    await page.getByRole('button', { name: 'Create Plan', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    const limit = page.getByRole('dialog', { name: 'Monthly Limit Reached' });
    await expect(limit).toBeVisible();
    await expect(
      limit.getByRole('link', { name: 'Upgrade to Premium (5 plans/month)' }),
    ).toHaveAttribute('href', '/subscription');
    // Escape closes the popover first (focus returns to the dialog), then the dialog itself.
    await page.keyboard.press('Escape');
    await expect(limit).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // With a stale allowance the dialog opens, and the server's refusal says the limit is reached.
    const allowance = (await (
      await page.request.get(`${base()}/api/plans/can-create`)
    ).json()) as Record<string, unknown>;
    await page.route('**/api/plans/can-create', (route) =>
      route.fulfill({
        json: {
          ...allowance,
          canCreateCustom: true,
          customPlansRemaining: 1,
          plansCreatedThisMonth: 0,
        },
      }),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Create Plan', exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.unroute('**/api/plans/can-create');
    await topic.fill('wisdom');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page, 'Plan Limit Reached')).toBeVisible();
    await expect(
      toast(page, "You've reached your monthly plan creation limit for your current tier."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // The allowance was fetched again: the dialog's button explains the limit once more.
    await expect(page.getByText('Custom plans: 1 of 1 used this month')).toBeVisible();
    await page.getByRole('button', { name: 'Create Plan', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Monthly Limit Reached' })).toBeVisible();
    await page.keyboard.press('Escape');

    checkHttpErrors();
  });
});
