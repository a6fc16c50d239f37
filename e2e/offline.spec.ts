import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/auth.ts';
import { expect, journeyAxe, screenshot, test } from './support/fixtures.ts';
import { activateFlagship, todayReading } from './support/readings.ts';

// Installable and offline (issue 18 item 3, decision 131). Every other spec blocks service workers
// (playwright.config.ts); this one lets the app's worker run.
test.use({ serviceWorkers: 'allow' });

const base = () => process.env.E2E_BASE_URL!;
/** A sentence of day 1's curated insight (server/features/plans/curated/provision-in-the-wilderness.ts). */
const DAY_ONE_INSIGHT = 'The shortest way is not always the kindest one.';
const REFLECTION = 'Written with no connection: the cloud went before them by day.';

/** Names of the caches that hold a reader's private answers. */
const privateCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('private-')));

/** True once the reader's cache holds Today's answers (the worker's warm-up after taking the page). */
const todayIsKept = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('private-'));
    if (names.length !== 1) return false;
    const cache = await caches.open(names[0]!);
    const kept = await Promise.all(
      ['/identity/session', '/api/auth/user', '/api/readings/today'].map((p) =>
        cache.match(p, { ignoreVary: true }),
      ),
    );
    return kept.every(Boolean);
  });

/**
 * Offline, the browser logs the save's failed request (and nothing else: every other request is
 * answered by the worker). Drops exactly those lines from the page's error log.
 */
function dropOfflineSaveErrors(pageErrors: string[]) {
  for (let i = pageErrors.length - 1; i >= 0; i--) {
    if (/ERR_INTERNET_DISCONNECTED/.test(pageErrors[i]!)) pageErrors.splice(i, 1);
  }
}

test('installable; Today and its insight offline; a reflection written offline is saved once; logout forgets the reader', async ({
  page,
  context,
  pageErrors,
}, testInfo) => {
  // Installable: the manifest and the worker, as a browser asks for them.
  const manifest = await page.request.get(`${base()}/manifest.webmanifest`);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toMatchObject({
    name: 'Lamplight',
    start_url: '/',
    display: 'standalone',
  });
  const sw = await page.request.get(`${base()}/sw.js`);
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toMatch(/javascript/);

  await signUpViaApi(page);
  await activateFlagship(page);
  const today = await todayReading(page);

  // One visit online: the worker takes the page and keeps what Today needs.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Good / })).toBeVisible();
  const insight = page.getByRole('region', { name: 'Lamplight Insight' });
  await expect(insight.getByText(DAY_ONE_INSIGHT)).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await expect.poll(() => todayIsKept(page), { timeout: 30_000 }).toBe(true);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito, where nothing installs: every other check must pass
  // (scripts/pwa-check.ts asks again in a normal profile).
  expect(
    installabilityErrors.filter((e) => e.errorId !== 'in-incognito'),
    'Chromium’s installability errors',
  ).toEqual([]);

  // Offline: the app shell, Today and its insight come from the worker.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Good / })).toBeVisible();
  const reading = page.getByRole('region', { name: "Today's Reading" });
  await expect(reading.getByText(today.reference, { exact: true })).toBeVisible();
  await expect(insight.getByText(DAY_ONE_INSIGHT)).toBeVisible();

  // A reflection written offline waits on the device.
  const panel = page.getByRole('region', { name: 'Personal Reflection' });
  await panel.getByRole('textbox', { name: 'Add New Reflection' }).fill(REFLECTION);
  await panel.getByRole('button', { name: 'Save Reflection' }).click();
  // The panel's other live region is the 'Draft restored' note (decision 127).
  const pending = panel.getByRole('status').filter({ hasText: 'Saved offline, will sync' });
  await expect(pending).toHaveText('Saved offline, will sync');
  await expect(panel.getByText('Previous Reflections (0)')).toBeVisible();
  await screenshot(page, testInfo, 'offline-saved');
  await journeyAxe(page);
  // The same state on a phone (this journey runs at desktop size only).
  await page.setViewportSize({ width: 390, height: 844 });
  await pending.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/offline-saved-phone.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back online: sent once, and shown once.
  // Playwright's offline emulation leaves navigator.onLine true in a page reloaded offline, so no
  // 'online' event comes: the queue's periodic retry (every 15 s while anything waits) sends it.
  await context.setOffline(false);
  await expect(pending).toBeHidden({ timeout: 40_000 });
  await expect(panel.getByText('Previous Reflections (1)')).toBeVisible();
  // Starting the app again sends nothing more.
  await page.reload();
  await expect(panel.getByText('Previous Reflections (1)')).toBeVisible();
  const entries = await page.request.get(`${base()}/api/journal/entries`);
  const saved = ((await entries.json()) as { content: string }[]).filter(
    (e) => e.content === REFLECTION,
  );
  expect(saved).toHaveLength(1);

  // Logout: nothing of the reader stays for offline use.
  expect(await privateCaches(page)).toHaveLength(1);
  await page.getByRole('button', { name: 'Open profile menu' }).first().click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Begin Your Journey' })).toBeVisible();
  expect(await privateCaches(page)).toEqual([]);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('lamplight-private:')),
    ),
  ).toEqual([]);
  dropOfflineSaveErrors(pageErrors);
});
