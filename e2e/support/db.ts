import { expect, type Browser, type Page } from '@playwright/test';
import type { Tier } from '../../contract/membership.ts';

/** The e2e server runs with ADMIN_EMAILS=admin@lamplight.test (global-setup.ts). */
export const E2E_ADMIN = { email: 'admin@lamplight.test', password: 'lamplight-pass' };

const baseUrl = () => process.env.E2E_BASE_URL!;

/**
 * Signs the admin in on `page`: creates the account on first use, signs in afterwards (the
 * server is shared by every spec and project of a run).
 */
export async function signInAdmin(page: Page) {
  const base = baseUrl();
  const headers = { origin: base };
  let res = await page.request.post(`${base}/identity/accounts`, { data: E2E_ADMIN, headers });
  if (res.status() === 409) {
    res = await page.request.post(`${base}/identity/sign-in`, { data: E2E_ADMIN, headers });
  }
  expect(res.status(), await res.text()).toBe(200);
  const { idToken } = (await res.json()) as { idToken: string };
  const synced = await page.request.post(`${base}/api/auth/lamplight-sync`, {
    data: { idToken, timeZone: 'Europe/London' },
    headers,
  });
  expect(synced.status(), await synced.text()).toBe(200);
}

/**
 * Gives the reader signed in on `readerPage` a membership tier through the admin API
 * (PATCH /api/admin/users/{id}/membership), as an admin in a separate browser context.
 * The embedded e2e database belongs to the server process, so tests cannot write to it directly.
 */
export async function setMembershipTier(browser: Browser, readerPage: Page, tier: Tier) {
  const base = baseUrl();
  const me = await readerPage.request.get(`${base}/api/auth/user`);
  expect(me.status(), await me.text()).toBe(200);
  const { id } = (await me.json()) as { id: string };

  const context = await browser.newContext();
  try {
    const adminPage = await context.newPage();
    await signInAdmin(adminPage);
    const res = await adminPage.request.patch(`${base}/api/admin/users/${id}/membership`, {
      data: { membershipTier: tier, reason: 'e2e' },
      headers: { origin: base },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await context.close();
  }
}
