import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { activateFlagship } from './support/readings.ts';

// Issue 27, L4 (decision 174): a session that ends without Log out leaves the reader's unsaved words on
// the device; the next reader signing in on the same browser must not find them there.

const DRAFT = 'Half a thought about the pillar of cloud, never saved.';

/** The signed-in reader's id, asked of the server with the page's cookies. */
async function readerId(page: Page): Promise<string> {
  const res = await page.request.get(`${process.env.E2E_BASE_URL!}/api/auth/user`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** Every localStorage value on the page that holds the first reader's draft. */
const draftsOnDevice = (page: Page) =>
  page.evaluate(
    (text) =>
      Object.keys(localStorage).filter((key) => (localStorage.getItem(key) ?? '').includes(text)),
    DRAFT,
  );

test("a different reader signing in removes the last reader's draft from the device", async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  const first = await readerId(page);
  await activateFlagship(page);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Personal Reflection' })
    .getByRole('textbox', { name: 'Add New Reflection' })
    .fill(DRAFT);
  await expect.poll(() => draftsOnDevice(page)).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('lamplight-private:owner'))).toBe(first);

  // The session ends without Log out (it expired, or another device ended it); someone else signs in.
  await context.clearCookies();
  await signUpViaApi(page);
  const second = await readerId(page);
  expect(second).not.toBe(first);
  await page.goto('/');

  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lamplight-private:owner')))
    .toBe(second);
  expect(await draftsOnDevice(page)).toEqual([]);
});
