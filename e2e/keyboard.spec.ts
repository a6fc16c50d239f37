import type { Locator, Page } from '@playwright/test';
import { signUpViaApi, uniqueEmail } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { activateFlagship } from './support/readings.ts';

/** Presses Tab (or Shift+Tab) until `target` has focus: proves it is reachable by keyboard alone. */
async function tabTo(page: Page, target: Locator, reverse = false, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(reverse ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

test.describe('keyboard only', () => {
  test.skip(({ isMobile }) => isMobile, 'keyboard journeys are a desktop concern');

  test('sign up, activate a plan and save a reflection without a mouse', async ({ page }) => {
    const email = uniqueEmail('keys');
    await page.goto('/');

    await tabTo(page, page.getByRole('button', { name: 'Begin Your Journey' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Lamplight' });
    await expect(dialog).toBeVisible();

    // Tabs follow the WAI-ARIA pattern: arrow keys move between them.
    await tabTo(page, dialog.getByRole('tab', { name: 'Sign In' }));
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Create Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await tabTo(page, dialog.getByLabel('Email'));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard-pass');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard-pass');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: /^Good (morning|afternoon|evening), / }),
    ).toBeVisible();

    await page.goto('/plans');
    const usePlan = page.getByRole('button', { name: 'Use Plan' }).first();
    await expect(usePlan).toBeVisible();
    await tabTo(page, usePlan);
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Plan (activated|switched)/).first()).toBeVisible();

    await page.goto('/');
    const textarea = page.getByLabel('Add New Reflection');
    await expect(textarea).toBeVisible();
    await tabTo(page, textarea);
    await page.keyboard.type('Written with the keyboard alone.');
    // The save button is the next stop after the box, and says how to save from it.
    await expect(textarea).toHaveAccessibleDescription(/Ctrl\+Enter saves/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save Reflection' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Reflection Saved')).toBeVisible();
    await expect(page.getByText('Previous Reflections (1)')).toBeVisible();
  });

  test('the Switch Plan and profile menus open, move and close from the keyboard', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await activateFlagship(page);
    await page.goto('/');
    for (const [name, items] of [
      ['Switch Plan', ['Browse Plans']],
      // A reader who has not verified their address finds the way to first (the note can be hidden).
      [
        'Open profile menu',
        ['Verify your email', 'Bible', 'Marks', 'Prayers', 'Account', 'Membership', 'Log out'],
      ],
    ] as const) {
      const trigger = page.getByRole('button', { name }).filter({ visible: true });
      await tabTo(page, trigger);
      // Enter opens the menu on its first item; the arrow keys move through the rest.
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      // The menu renders inside the trigger's landmark, right where focus expects it.
      await expect(menu.locator('xpath=ancestor::header | ancestor::main')).toHaveCount(1);
      for (const [i, item] of items.entries()) {
        if (i > 0) await page.keyboard.press('ArrowDown');
        await expect(menu.getByRole('menuitem', { name: item })).toBeFocused();
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });

  test('the skip link takes keyboard users to the content', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/plans');
    await expect(page.getByRole('heading', { name: 'Reading Plans', level: 1 })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await tabTo(page, skip, false, 3);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('after Start, Next and Previous, focus stays with the plan card, never on the page', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/');
    const start = page.getByRole('button', { name: 'Start' }).first();
    await expect(start).toBeVisible();
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    const plan = page.getByRole('region').filter({ has: page.locator('#active-plan-title') });
    await expect(plan).toBeVisible();
    const focusInCard = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const card = document.getElementById('active-plan-title')?.closest('[role="region"]');
        const heading = document.getElementById('reading-title');
        return Boolean(active && (card?.contains(active) || active === heading));
      });
    await expect.poll(focusInCard, { message: 'focus after Start' }).toBe(true);

    const next = plan.getByRole('button', { name: 'Next' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(plan.getByText('Day 2', { exact: true })).toBeVisible();
    await expect(next).toBeEnabled();
    await expect.poll(focusInCard, { message: 'focus after Next' }).toBe(true);
    await expect(next).toBeFocused();

    const previous = plan.getByRole('button', { name: 'Previous' });
    await tabTo(page, previous, true);
    await page.keyboard.press('Enter');
    await expect(plan.getByText('Day 1', { exact: true })).toBeVisible();
    // Previous is disabled again on day 1: focus goes to Next, still in the card.
    await expect.poll(focusInCard, { message: 'focus after Previous' }).toBe(true);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });
});
