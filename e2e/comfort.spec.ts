import type { Page, TestInfo } from '@playwright/test';
import { signInViaApi, signUpViaApi, uniqueEmail } from './support/auth.ts';
import {
  expect,
  expectNoAxeViolationsInBothSchemes,
  screenshot,
  test,
  toast,
} from './support/fixtures.ts';
import { activateFlagship } from './support/readings.ts';
import { settle } from './support/settle.ts';

const DRAFT = 'The pillar went before them, and nothing I typed was lost.';

/** The passage's computed font size in px, and the size it says it is drawn at. */
const passageSize = (page: Page) =>
  page.getByTestId('passage').evaluate((el) => ({
    size: el.dataset.textSize,
    spacing: el.dataset.lineSpacing,
    px: parseFloat(getComputedStyle(el.firstElementChild!).fontSize),
  }));

/** A screenshot of what is in view (a popover is drawn where the reader sees it). */
const viewShot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({
    path: `e2e/screenshots/${name}-${testInfo.project.name}.png`,
    animations: 'disabled',
  });

/** Horizontal overflow of the page in CSS px (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('drafts and reading comfort', () => {
  test('a draft survives a reload and the sign-in round trip, then saves; the text size follows the reader to another browser', async ({
    page,
    browser,
    expectConsoleError,
  }, testInfo) => {
    const account = await signUpViaApi(page, uniqueEmail('comfort'));
    await activateFlagship(page);
    await page.goto('/');

    // A reflection typed, then the page reloaded at once (the draft is written on pagehide).
    const panel = page.getByRole('region', { name: 'Personal Reflection' });
    const field = panel.getByRole('textbox', { name: 'Add New Reflection' });
    await expect(panel.getByText('Previous Reflections (0)')).toBeVisible();
    await field.fill(DRAFT);
    await page.reload();
    await expect(field).toHaveValue(DRAFT);
    await expect(panel.getByRole('status')).toHaveText('Draft restored');
    await expect(panel.getByRole('button', { name: 'Save Reflection' })).toBeEnabled();
    await settle(page, { keepScroll: true });
    await field.scrollIntoViewIfNeeded();
    await viewShot(page, testInfo, 'comfort-draft-restored');

    // The session is lost: Save answers 401, the app goes to sign in, and the words come back.
    expectConsoleError(401);
    await page.context().clearCookies();
    await panel.getByRole('button', { name: 'Save Reflection' }).click();
    const signIn = page.getByRole('dialog', { name: 'Welcome to Lamplight' });
    await expect(signIn).toBeVisible();
    await signIn.getByLabel('Email').fill(account.email);
    await signIn.getByLabel('Password').fill(account.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(field).toHaveValue(DRAFT);
    await expect(panel.getByRole('status')).toHaveText('Draft restored');

    // Saved: the spec's states, and the draft is gone from the device.
    await panel.getByRole('button', { name: 'Save Reflection' }).click();
    await expect(panel.getByText('Previous Reflections (1)')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(field).toHaveValue('');
    await page.reload();
    await expect(panel.getByText('Previous Reflections (1)')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(panel.getByRole('status')).toHaveText('');

    // Reading comfort: the 'Text' control on the reading card.
    const reading = page.getByRole('region', { name: "Today's Reading" });
    const before = await passageSize(page);
    expect(before).toMatchObject({ size: 'm', spacing: 'normal' });
    const text = reading.getByRole('button', { name: 'Text', exact: true });
    await expect(text).toHaveAttribute('data-text-size', 'm');
    await text.click();
    const popover = page.getByRole('dialog', { name: 'Reading text' });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/account/reading-comfort') && r.request().method() === 'PUT',
    );
    await popover.getByRole('radio', { name: 'Extra large' }).click();
    expect((await saved).status()).toBe(200);
    const spaced = page.waitForResponse(
      (r) => r.url().endsWith('/api/account/reading-comfort') && r.request().method() === 'PUT',
    );
    // Keyboard: the arrow keys move within the radio group and choose. (Radix moves focus a tick
    // after keydown and chooses only while the key is down, as it is when a person presses it.)
    await popover.getByRole('radio', { name: 'Normal' }).focus();
    await page.keyboard.press('ArrowRight', { delay: 50 });
    expect((await spaced).status()).toBe(200);
    await expect(popover.getByRole('radio', { name: 'Relaxed' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const after = await passageSize(page);
    expect(after).toMatchObject({ size: 'xl', spacing: 'relaxed' });
    expect(after.px).toBeGreaterThan(before.px * 1.4);
    await expect(text).toContainText('XL');
    await expectNoAxeViolationsInBothSchemes(page);
    await viewShot(page, testInfo, 'comfort-text-popover');
    await page.emulateMedia({ colorScheme: 'dark' });
    await viewShot(page, testInfo, 'comfort-text-popover-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Escape');

    // Another browser, signed in as the same reader: the same size from the first frame.
    const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const second = await other.newPage();
    await signInViaApi(second, account);
    await second.goto(process.env.E2E_BASE_URL!);
    await expect(second.getByTestId('passage')).toHaveAttribute('data-text-size', 'xl');
    expect(await passageSize(second)).toEqual(after);
    await expect(
      second
        .getByRole('region', { name: "Today's Reading" })
        .getByRole('button', { name: 'Text', exact: true }),
    ).toContainText('XL');

    // Reflow (WCAG 1.4.10) at the largest size: 320 px wide, and 1280 px at 200% zoom (640 CSS px).
    for (const [width, height, name] of [
      [320, 720, 'comfort-xl-320'],
      [640, 400, 'comfort-xl-zoom-200'],
      [390, 844, 'comfort-xl-390'],
    ] as const) {
      await second.setViewportSize({ width, height });
      await settle(second);
      expect(await overflow(second), `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      await second
        .getByRole('region', { name: "Today's Reading" })
        .evaluate((el) => el.scrollIntoView());
      await viewShot(second, testInfo, name);
    }
    await second.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolationsInBothSchemes(second, { testInfo, name: 'comfort-xl-390-dark' });
    await other.close();

    // The Account page shows the same setting, and changes it for Today too.
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Reading' });
    const sizes = section.getByRole('radiogroup', { name: 'Text size' });
    await expect(sizes.getByRole('radio', { name: 'Extra large' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const small = page.waitForResponse(
      (r) => r.url().endsWith('/api/account/reading-comfort') && r.request().method() === 'PUT',
    );
    await sizes.getByRole('radio', { name: 'Small' }).click();
    // Its 'Text Settings Saved' toast must be up before settle() closes toasts for axe.
    expect((await small).status()).toBe(200);
    await expect(toast(page, 'Text Settings Saved')).toBeVisible();
    await expect(sizes.getByRole('radio', { name: 'Small' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await settle(page, { toasts: 'dismiss' });
    await expectNoAxeViolationsInBothSchemes(page, { testInfo, name: 'comfort-account-dark' });
    await screenshot(page, testInfo, 'comfort-account');
    await page.goto('/');
    await expect(page.getByTestId('passage')).toHaveAttribute('data-text-size', 's');

    // Log out is the reader leaving this device: their unsaved words go with them (decision 127).
    await field.fill('Typed on a shared computer.');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).filter((k) => k.startsWith('lamplight.draft:')),
        ),
      )
      .toHaveLength(1);
    await page.getByRole('button', { name: 'Open profile menu' }).first().click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Begin Your Journey' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('lamplight.draft:')),
      ),
    ).toEqual([]);
  });
});
