import { expect, type Browser, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { Tier } from '../../contract/membership.ts';
import { openDatabase } from '../../server/db/open.ts';

/**
 * The run's administrator. global-setup.ts signs it up through the real calls, marks its email verified
 * in the database (markEmailVerified) and grants it with the admin CLI, before the specs start.
 */
export const E2E_ADMIN = { email: 'admin@lamplight.test', password: 'evening-lamp-oil' };

/**
 * Marks an account's email as verified directly in the database, as the verification link would.
 * Admin rights need a verified email (decision 005's successor rules in server/users/users.ts); the
 * verified-by-link path itself is covered by e2e/identity.spec.ts. The embedded database belongs to one
 * process at a time: call this only while no server has `dataDir` open.
 */
export async function markEmailVerified(
  email: string,
  where: { dataDir: string; databaseUrl?: string },
): Promise<void> {
  const database = await openDatabase({ dataDir: where.dataDir, databaseUrl: where.databaseUrl });
  try {
    const address = email.trim().toLowerCase();
    await database.db.execute(
      sql`update identities set email_verified = true where lower(email) = ${address}`,
    );
    const updated = await database.db.execute(
      sql`update users set email_verified_at = now() where lower(email) = ${address} returning id`,
    );
    const rows = (updated as unknown as { rows: unknown[] }).rows;
    if (rows.length !== 1) throw new Error(`No Lamplight user uses ${email} to mark verified.`);
  } finally {
    await database.close();
  }
}

const baseUrl = () => process.env.E2E_BASE_URL!;

/** Signs the admin (made by global-setup.ts) in on `page` through the real calls. */
export async function signInAdmin(page: Page) {
  const base = baseUrl();
  const headers = { origin: base };
  const res = await page.request.post(`${base}/identity/sign-in`, { data: E2E_ADMIN, headers });
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
