import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { startIdentityStack, type IdentityStack } from './support/identity-stack.ts';
import type { RunningServer } from './support/server.ts';

// Who may claim an email address: the admin claim and the pre-registration takeover, end to end, on a server
// of their own with a local SMTP server and a local OpenID provider standing in for Google.

const GREETING = /^Good (morning|afternoon|evening), /;
const ADMIN = `admin-${Date.now().toString(36)}@lamplight.test`;

let stack: IdentityStack;
let server: RunningServer;
let inbox: string[];

test.skip(({ isMobile }) => isMobile, 'journeys run once, on desktop');

test.beforeAll(async () => {
  stack = await startIdentityStack({ ADMIN_EMAILS: ADMIN });
  ({ server, inbox } = stack);
});

test.afterAll(async () => {
  await stack?.stop();
});

/** The verification link mailed to `email` (quoted-printable undone). */
async function verificationLink(email: string): Promise<string> {
  const find = () =>
    inbox
      .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .find((m) => m.includes(email) && m.includes('?verify='));
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  return /(http:\/\/localhost:\d+\/\?verify=[\w%-]+)/.exec(find()!)![1]!;
}

async function openCreateAccount(page: Page) {
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Begin Your Journey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Lamplight' });
  await dialog.getByRole('tab', { name: 'Create Account' }).click();
  return dialog;
}

test('an ADMIN_EMAILS address gives admin rights only once the mailbox owner verifies it', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(400); // the common password, refused on purpose
  const dialog = await openCreateAccount(page);
  await dialog.getByLabel('Email').fill(ADMIN);
  // The provider's stricter policy, shown in the dialog's alert.
  await dialog.getByLabel('Password', { exact: true }).fill('123456');
  await dialog.getByLabel('Confirm Password').fill('123456');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'This password is too common. Please choose another.',
  );
  await dialog.getByLabel('Password', { exact: true }).fill('claims-the-lamp');
  await dialog.getByLabel('Confirm Password').fill('claims-the-lamp');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
  // Reading works before verification; a quiet note asks for it.
  await expect(page.getByText('Please verify your email address')).toBeVisible();

  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('heading', { name: /^Access Denied/ })).toBeVisible();

  // The mailbox owner follows the link that arrived by email.
  const link = await verificationLink(ADMIN);
  await page.goto(link);
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByText('Please verify your email address')).toBeHidden();

  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('heading', { name: /^Access Denied/ })).toBeHidden();
  const check = await page.request.get(`${server.url}/api/admin/auth`);
  expect((await check.json()).isAdmin).toBe(true);
});

test('the owner signing in with Google ends the access of whoever signed their address up first', async ({
  page,
  browser,
}) => {
  const login = `owner${Date.now().toString(36)}`;
  const victim = `${login}@gmail.test`;
  const base = server.url;

  // The attacker signs the victim's address up and keeps their browser.
  const attackerContext = await browser.newContext();
  const attacker = await attackerContext.newPage();
  const dialog = await openCreateAccount(attacker);
  await dialog.getByLabel('Email').fill(victim);
  await dialog.getByLabel('Password', { exact: true }).fill('squatters-lamp');
  await dialog.getByLabel('Confirm Password').fill('squatters-lamp');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(attacker.getByRole('heading', { name: GREETING })).toBeVisible();
  expect((await attacker.request.get(`${base}/api/journal/entries`)).status()).toBe(200);

  // The owner signs in with Google (the provider says email_verified: true).
  await page.context().route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Begin Your Journey' }).click();
  const popupPromise = page.waitForEvent('popup');
  await page
    .getByRole('dialog', { name: 'Welcome to Lamplight' })
    .getByRole('button', { name: 'Continue with Google' })
    .click();
  const popup = await popupPromise;
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('anything');
  await popup.locator('button[type="submit"]').click();
  await popup.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { name: GREETING })).toContainText('Grace');
  await expect(page.getByText('Please verify your email address')).toBeHidden();

  // The attacker's browser is signed out and cannot read the journal any more.
  await attacker.reload();
  await expect(attacker.getByRole('button', { name: 'Begin Your Journey' })).toBeVisible();
  expect((await attacker.request.get(`${base}/api/journal/entries`)).status()).toBe(401);
  const idp = await attacker.request.get(`${base}/identity/session`);
  expect(await idp.json()).toBeNull();
  await attackerContext.close();
});
