import { expect, expectNoAxeViolations, screenshot, test } from './support/fixtures.ts';
import { signUpViaApi, uniqueEmail } from './support/auth.ts';
import { startIdentityStack, type IdentityStack } from './support/identity-stack.ts';
import type { RunningServer } from './support/server.ts';
import type { Page } from '@playwright/test';

const GREETING = /^Good (morning|afternoon|evening), /;

async function openDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Begin Your Journey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Lamplight' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sign in to begin your scripture journey')).toBeVisible();
  return dialog;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open profile menu' }).first().click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Begin Your Journey' })).toBeVisible();
}

test.describe('accounts', () => {
  test('create an account, log out, sign in again, wrong password', async ({
    page,
    expectConsoleError,
  }, testInfo) => {
    expectConsoleError(401); // the wrong password, on purpose
    const email = uniqueEmail('signup');
    const dialog = await openDialog(page);
    await dialog.getByRole('tab', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Or create account with email')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await screenshot(page, testInfo, 'sign-in-dialog-create');

    // Every validation message for its bad input.
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('123');
    await dialog.getByLabel('Confirm Password').fill('12');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters')).toHaveCount(2);
    await dialog.getByLabel('Password', { exact: true }).fill('secret-lamp-123');
    await dialog.getByLabel('Confirm Password').fill('secret-lamp-999');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText("Passwords don't match")).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Confirm Password').fill('secret-lamp-123');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: GREETING })).toContainText('Friend');
    await expect(dialog).toBeHidden();
    await screenshot(page, testInfo, 'signed-in-shell');
    await expectNoAxeViolations(page);

    await logOut(page);

    const again = await openDialog(page);
    await expect(again.getByText('Or continue with email')).toBeVisible();
    await screenshot(page, testInfo, 'sign-in-dialog');
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password').fill('wrong-password');
    await again.getByRole('button', { name: 'Sign In' }).click();
    await expect(again.getByRole('alert')).toContainText('Incorrect email or password.');
    await screenshot(page, testInfo, 'sign-in-dialog-error');

    await again.getByLabel('Password').fill('secret-lamp-123');
    await again.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
  });

  test('shows sign-in validation messages', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByLabel('Email').fill('nope');
    await dialog.getByLabel('Password').fill('abc');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('says when Google sign-in is not configured', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Google sign-in is not configured on this server',
    );
  });

  test('a lost session shows the Unauthorized toast, then goes to /api/login', async ({
    page,
    context,
    expectConsoleError,
  }) => {
    // The session check answers 401 on purpose; the browser logs it unless it has left the page first.
    expectConsoleError(401);
    await signUpViaApi(page);
    await page.goto('/journal');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The session ends on the server side (expired or signed out elsewhere).
    await context.clearCookies();
    await page.goto('/journal');
    // The toast is up for half a second before the browser leaves: checked on every animation frame,
    // since expect's polling backs off to a second between tries.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')].some(
          (t) =>
            t.textContent?.includes('Unauthorized') &&
            t.textContent.includes('You are logged out. Logging in again...'),
        ),
      null,
      { polling: 'raf', timeout: 10_000 },
    );
    await page.waitForURL(/\/\?signin=1|\/$/);
    await expect(page.getByRole('dialog', { name: 'Welcome to Lamplight' })).toBeVisible();
  });
});

test.describe('Google and password reset (local OpenID provider and SMTP server)', () => {
  let stack: IdentityStack;
  let server: RunningServer;
  let inbox: string[];

  test.beforeAll(async () => {
    stack = await startIdentityStack();
    ({ server, inbox } = stack);
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test('Continue with Google creates the account and signs in', async ({ page, context }) => {
    // The stand-in provider's login page links a web font; nothing may leave the machine.
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Begin Your Journey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Lamplight' });
    const popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    const login = `grace${Date.now().toString(36)}`;
    await popup.locator('input[name="login"]').fill(login);
    await popup.locator('input[name="password"]').fill('anything');
    await popup.locator('button[type="submit"]').click();
    // The provider's consent screen.
    await popup.locator('button[type="submit"]').click();
    await expect(page.getByRole('heading', { name: GREETING })).toContainText('Grace');
    const me = await page.request.get(`${server.url}/api/auth/user`);
    expect((await me.json()).email).toBe(`${login}@gmail.test`);
  });

  test('a reset link sets a new password once; the old one stops working', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(401); // the old password, on purpose
    expectConsoleError(400); // the used link, on purpose
    const email = uniqueEmail('reset');
    const base = server.url;
    const headers = { origin: base };
    expect(
      (
        await page.request.post(`${base}/identity/accounts`, {
          data: { email, password: 'older-lamp-oil' },
          headers,
        })
      ).status(),
    ).toBe(200);
    await page.context().clearCookies();

    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Begin Your Journey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Lamplight' });
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText('If an account exists for that email')).toBeVisible();

    // The account's verification mail arrives too; the reset mail is the one with its subject.
    const isReset = (m: string) => m.includes(email) && m.includes('Reset your Lamplight password');
    await expect.poll(() => inbox.find(isReset), { timeout: 10_000 }).toBeTruthy();
    const mail = inbox
      .find(isReset)!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = /(http:\/\/localhost:\d+\/\?reset=[\w%-]+)/.exec(mail)![1]!;

    await page.goto(link);
    const reset = page.getByRole('dialog', { name: 'Choose a new password' });
    await reset.getByLabel('New password').fill('a-new-lamp-at-dusk');
    await reset.getByLabel('Confirm Password').fill('a-new-lamp-at-dusk');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    const signIn = page.getByRole('dialog', { name: 'Welcome to Lamplight' });
    await expect(signIn).toBeVisible();
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('older-lamp-oil');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn.getByRole('alert')).toContainText('Incorrect email or password.');
    await signIn.getByLabel('Password').fill('a-new-lamp-at-dusk');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link);
    const second = page.getByRole('dialog', { name: 'Choose a new password' });
    await second.getByLabel('New password').fill('third-password');
    await second.getByLabel('Confirm Password').fill('third-password');
    await second.getByRole('button', { name: 'Set new password' }).click();
    await expect(second.getByRole('alert')).toContainText('invalid or has expired');
  });
});
