import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A fresh, unique email for one test. */
export function uniqueEmail(prefix = 'reader'): string {
  return `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;
}

export interface Account {
  email: string;
  password: string;
}

/**
 * Creates an account and signs the page's browser context in through the real calls
 * (identity step → ID token → sync), without going through the dialog. Use the dialog in auth journeys.
 * `base` is the run's shared server unless a spec started its own.
 */
export async function signUpViaApi(
  page: Page,
  email = uniqueEmail(),
  password = 'evening-lamp-oil',
  base = process.env.E2E_BASE_URL!,
): Promise<Account> {
  const headers = { origin: base };
  const created = await page.request.post(`${base}/identity/accounts`, {
    data: { email, password },
    headers,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { idToken } = (await created.json()) as { idToken: string };
  const synced = await page.request.post(`${base}/api/auth/lamplight-sync`, {
    data: { idToken, timeZone: 'Europe/London' },
    headers,
  });
  expect(synced.status(), await synced.text()).toBe(200);
  return { email, password };
}

/** Signs in an existing account through the real calls. */
export async function signInViaApi(page: Page, account: Account) {
  const base = process.env.E2E_BASE_URL!;
  const headers = { origin: base };
  const res = await page.request.post(`${base}/identity/sign-in`, { data: account, headers });
  expect(res.status(), await res.text()).toBe(200);
  const { idToken } = (await res.json()) as { idToken: string };
  const synced = await page.request.post(`${base}/api/auth/lamplight-sync`, {
    data: { idToken },
    headers,
  });
  expect(synced.status()).toBe(200);
}
