import { readFile } from 'node:fs/promises';
import { signUpViaApi, uniqueEmail } from './support/auth.ts';
import { expect, screenshot, test, toast } from './support/fixtures.ts';
import { activateFlagship, reflectOnToday } from './support/readings.ts';

// The device's zone: every request carries it, so the stored zone follows it (decision 098).
test.use({ timezoneId: 'Asia/Tokyo' });

const REFLECTION = 'The pillar of cloud went before them, and I am not walking alone.';

/**
 * The reader's own account, in one journey: the profile menu leads to Account; a name given there
 * greets the reader on Today at once; the JSON export holds what they wrote; deleting the account
 * (after typing the email) lands on the landing page, and the old password no longer signs in.
 * Password change and verification resend are covered by the web component tests (their endpoints
 * belong to the identity branch).
 */
test('a reader names themself, downloads their writing and deletes their account', async ({
  page,
}, testInfo) => {
  const account = await signUpViaApi(page, uniqueEmail('account'));
  await activateFlagship(page);
  await reflectOnToday(page, REFLECTION);

  // Today greets a reader without a name as 'Friend'; the avatar falls back to 'U'.
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Friend$/ }),
  ).toBeVisible();
  const avatar = page.getByRole('button', { name: 'Open profile menu' }).filter({ visible: true });
  await expect(avatar).toHaveText('U');

  // Profile menu → Account.
  await avatar.click();
  const menu = page.getByRole('menu');
  // An unverified reader is offered verification first; marks and prayers sit beside the Bible.
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Verify your email',
    'Bible',
    'Marks',
    'Prayers',
    'Account',
    'Membership',
    'Log out',
  ]);
  await menu.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia / Tokyo');
  await expect(page.getByText('This is the time zone of this device.')).toBeVisible();
  // An unverified reader sees the address twice: in the page's Email section and in the quiet banner.
  const emailSection = page.getByRole('region', { name: 'Email', exact: true });
  await expect(emailSection.getByText(account.email, { exact: true })).toBeVisible();
  await expect(emailSection.getByText('Not verified')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email verification' })).toBeVisible();
  await screenshot(page, testInfo, 'account');

  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('First name').fill('Naomi');
  await profile.getByLabel('Last name').fill('Ephrathah');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();

  // The greeting and the initials change without a reload.
  await page.getByRole('link', { name: 'Today' }).filter({ visible: true }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Naomi$/ }),
  ).toBeVisible();
  await expect(avatar).toHaveText('NE');

  // The JSON download holds the reflection.
  await page.goto('/account');
  const data = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('link', { name: 'Download as JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lamplight-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { firstName: string; email: string };
    journalEntries: { content: string }[];
  };
  expect(exported.profile).toMatchObject({ firstName: 'Naomi', email: account.email });
  expect(exported.journalEntries.map((e) => e.content)).toContain(REFLECTION);

  // Delete: the button waits for the email, typed in any case.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type your email to confirm').fill(account.email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Account Deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Begin Your Journey' })).toBeVisible();

  // The old password signs in to nothing.
  const base = process.env.E2E_BASE_URL!;
  const again = await page.request.post(`${base}/identity/sign-in`, {
    data: { email: account.email, password: account.password },
    headers: { origin: base },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);
  expect(again.status()).toBeLessThan(500);
  expect((await page.request.get(`${base}/api/auth/user`)).status()).toBe(401);
});
