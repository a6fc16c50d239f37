import type {
  Browser,
  BrowserContextOptions,
  Cookie,
  Page,
  Request,
  Response,
  TestInfo,
} from '@playwright/test';
import { signUpViaApi, uniqueEmail } from './support/auth.ts';
import { E2E_ADMIN } from './support/db.ts';
import {
  expect,
  screenshot,
  test,
  expectHttpErrors,
  toast,
  journeyAxe,
} from './support/fixtures.ts';
import { settle } from './support/settle.ts';

/**
 * The admin area (spec "Admin dashboard", "Admin user detail", "Admin plans", "Secret admin portal").
 *
 * admin@lamplight.test is an administrator because the global setup signed it up, marked its email
 * verified in the database (admin rights need a verified email; the verified-by-link path is covered by
 * e2e/identity.spec.ts) and granted it with the admin CLI (`scripts/admin.ts grant`) before the run's
 * server started.
 */

const base = () => process.env.E2E_BASE_URL!;
const headers = () => ({ origin: base() });

const ACCESS_DENIED_ADMIN = "Access Denied: You don't have permission to access this area.";
const ACCESS_DENIED_PORTAL =
  "Access Denied: You don't have administrator privileges to access this area.";
const PLAN_FIELDS_REQUIRED =
  'Please fill in all required fields (title, description, and all session fields)';

/**
 * The administrator's cookies, signed in once per worker. The identity calls allow 10 attempts per IP
 * and per email in 15 minutes, and every spec of a run shares the server (and 127.0.0.1): signing in
 * once and reusing the session keeps this spec well inside that.
 */
let adminCookies: Cookie[] | undefined;

/** Signs `page`'s context in as the administrator (E2E_ADMIN, made by global-setup.ts). */
async function signInAsAdmin(page: Page) {
  if (!adminCookies) {
    const context = await page.context().browser()!.newContext({ baseURL: base() });
    try {
      const request = context.request;
      // The account exists already: global-setup.ts made it.
      const res = await request.post(`${base()}/identity/sign-in`, {
        data: E2E_ADMIN,
        headers: headers(),
      });
      expect(res.status(), await res.text()).toBe(200);
      const { idToken } = (await res.json()) as { idToken: string };
      const synced = await request.post(`${base()}/api/auth/lamplight-sync`, {
        data: { idToken, timeZone: 'Europe/London' },
        headers: headers(),
      });
      expect(synced.status(), await synced.text()).toBe(200);
      adminCookies = await context.cookies();
    } finally {
      await context.close();
    }
  }
  await page.context().addCookies(adminCookies);
}

/** Browser-context options matching the test's project (viewport, touch), with the server as baseURL. */
function contextOptions(testInfo: TestInfo): BrowserContextOptions {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  return { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL: base() };
}

/** A signed-in reader in a browser context of their own. */
async function newReader(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext(contextOptions(testInfo));
  const page = await context.newPage();
  const account = await signUpViaApi(page, uniqueEmail('admin-reader'));
  return { context, page, account };
}

async function setFreeModeViaApi(page: Page, enabled: boolean) {
  const res = await page.request.post(`${base()}/api/admin/free-mode`, {
    data: { enabled },
    headers: headers(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Fonts loaded, toasts gone, no hover or stray focus ring: the page at rest for a screenshot.
 * Over a modal dialog the toasts are waited out, since a click outside the dialog would close it.
 */

test.describe('admin area', () => {
  test('an administrator sees the figures, toggles free mode and changes a reader’s tier', async ({
    page,
    browser,
    pageErrors,
  }, testInfo) => {
    const checkHttpErrors = expectHttpErrors(page, pageErrors, [
      { status: 404, path: '/api/admin/users/no-such-user' },
    ]);
    const reader = await newReader(browser, testInfo);
    await signInAsAdmin(page);

    try {
      // The dashboard: the four figures, the ways in, settings and the newest users. Its code comes
      // in chunks of its own (which the reader's test shows a reader never loads).
      const adminChunks: string[] = [];
      page.on('request', (req) => {
        if (/\/assets\/admin-[^/]*\.js$/.test(new URL(req.url()).pathname))
          adminChunks.push(req.url());
      });
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      expect(adminChunks.length).toBeGreaterThan(0);
      for (const label of ['Total Users', 'Premium Users', 'Basic Users', 'Total Plans Created']) {
        await expect(page.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: /User Management/ })).toHaveAttribute(
        'href',
        '/admin/users',
      );
      await expect(page.getByRole('link', { name: /Plan Management/ })).toHaveAttribute(
        'href',
        '/admin/plans',
      );
      await expect(page.getByRole('link', { name: /^Settings/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Application Settings' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
      // The reader just signed up, so they are among the newest users.
      const viewReader = page.getByRole('link', {
        name: `View Details for ${reader.account.email}`,
      });
      await expect(viewReader).toBeVisible();
      await expect(viewReader).toHaveText('View Details');
      const freeMode = page.getByRole('switch', { name: 'Free Mode' });
      await expect(freeMode).toHaveAttribute('aria-checked', 'false');
      await settle(page);
      await screenshot(page, testInfo, 'admin-dashboard');
      await journeyAxe(page, {
        bothSchemes: true,
        darkShot: { testInfo, name: 'admin-dashboard-dark' },
      });

      // Free mode on: the free reader's notebook opens, and subscribing shows the banner.
      await freeMode.click();
      await expect(toast(page, 'Free Mode Updated')).toBeVisible();
      await expect(freeMode).toHaveAttribute('aria-checked', 'true');
      await reader.page.goto('/notebook');
      await expect(reader.page.getByRole('tab', { name: 'By Date' })).toBeVisible();
      await expect(reader.page.getByText('Notebook Access Required')).toHaveCount(0);
      await reader.page.goto('/subscription');
      await expect(reader.page.getByRole('heading', { name: 'Free Mode Active' })).toBeVisible();

      // ...and off again: the notebook is locked once more.
      await freeMode.click();
      await expect(freeMode).toHaveAttribute('aria-checked', 'false');
      await expect(toast(page, 'Free Mode Updated')).toBeVisible();
      await reader.page.goto('/notebook');
      await expect(reader.page.getByText('Notebook Access Required')).toBeVisible();

      // Users: search finds the reader; View Details opens their page.
      await page.getByRole('link', { name: /User Management/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      await page.getByLabel('Search users').fill(reader.account.email);
      await expect(page.getByText('1 match', { exact: true })).toBeVisible();
      await expect(page.getByText('Page 1 of 1')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
      await page.getByRole('link', { name: `View Details for ${reader.account.email}` }).click();
      await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
      await expect(
        page.getByRole('heading', { level: 1, name: reader.account.email }),
      ).toBeVisible();
      for (const label of [
        'Plans Created',
        'Current Streak',
        'Longest Streak',
        'Total Reading Days',
      ]) {
        await expect(page.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(page.getByText('0 this month')).toBeVisible();
      await expect(page.getByText('User ID', { exact: true })).toBeVisible();
      await expect(page.getByText('No subscription')).toBeVisible();

      // The membership panel: both a tier and a reason are needed.
      const update = page.getByRole('button', { name: 'Update Membership' });
      await expect(update).toBeDisabled();
      await page.getByRole('combobox', { name: 'Membership Tier' }).click();
      await page.getByRole('option', { name: 'Premium' }).click();
      await expect(update).toBeDisabled();
      const reason = page.getByRole('textbox', { name: 'Reason for change' });
      await expect(reason).toHaveAttribute(
        'placeholder',
        "Explain why you're making this change...",
      );
      await reason.fill('   ');
      await expect(update).toBeDisabled();
      await reason.fill('Thank-you for beta testing');
      await update.click();
      await expect(toast(page, 'Membership Updated')).toBeVisible();
      const activity = page.getByRole('list', { name: 'Recent activity' });
      await expect(activity.getByText('Membership changed', { exact: true })).toBeVisible();
      await expect(
        activity.getByText(/changed from Free to Premium .*Thank-you for beta testing/),
      ).toBeVisible();
      await expect(update).toBeDisabled();
      await settle(page);
      await screenshot(page, testInfo, 'admin-user');
      await journeyAxe(page, { bothSchemes: true });

      // The reader's next page load shows the premium badge with its crown.
      await reader.page.goto('/');
      const badge = reader.page.getByRole('link', { name: 'Premium membership' });
      await expect(badge).toBeVisible();
      await expect(badge.getByTestId('premium-crown')).toBeVisible();

      // An unknown user.
      await page.goto('/admin/users/no-such-user');
      await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
      await expect(page.getByText('The requested user could not be found.')).toBeVisible();
      await page.getByRole('button', { name: 'Back to Dashboard' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      checkHttpErrors();
    } finally {
      // Free mode is app-wide: never leave it on for the specs after this one.
      await setFreeModeViaApi(page, false).catch(() => {});
      await reader.context.close();
    }
  });

  test('an administrator creates, features, edits and deletes a global plan', async ({
    page,
    pageErrors,
  }, testInfo) => {
    // The unreadable reference below is refused by the server.
    const checkHttpErrors = expectHttpErrors(page, pageErrors, [
      { status: 400, path: '/api/admin/plans' },
    ]);
    await signInAsAdmin(page);
    const title = `Shepherd Psalms ${testInfo.project.name} ${Date.now().toString(36)}`;
    const renamed = `${title} (revised)`;

    await page.goto('/admin/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Plans' })).toBeVisible();
    // The curated plans are global plans too.
    await expect(
      page.getByRole('list', { name: 'Plans' }).getByRole('article').first(),
    ).toBeVisible();
    await settle(page);
    await screenshot(page, testInfo, 'admin-plans');
    await journeyAxe(page, { bothSchemes: true });

    // Create: the empty form is refused with the spec's message.
    await page.getByRole('button', { name: 'Create Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Plan' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Session 1' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Remove Session/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(PLAN_FIELDS_REQUIRED);

    await dialog.getByLabel('Plan Title', { exact: true }).fill(title);
    await dialog.getByRole('combobox', { name: 'Plan Type' }).click();
    await page.getByRole('option', { name: 'Thematic Study' }).click();
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Two readings on the Lord as shepherd.');
    await dialog.getByRole('combobox', { name: 'Session Type' }).click();
    await expect(page.getByRole('option', { name: 'Session (1500 words)' })).toBeVisible();
    await page.getByRole('option', { name: 'Daily (500 words)' }).click();

    const first = dialog.getByRole('group', { name: 'Session 1' });
    await first.getByLabel('Bible Reference', { exact: true }).fill('Psalms 23');
    await first.getByLabel('Session Title', { exact: true }).fill('The Shepherd');
    await first
      .getByLabel('Session Insight', { exact: true })
      .fill('insight: the **Lord** leads beside still waters.');
    await dialog.getByRole('button', { name: 'Add Session' }).click();
    const second = dialog.getByRole('group', { name: 'Session 2' });
    await expect(second).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove Session 1' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove Session 2' })).toBeVisible();

    // A reference the server cannot read comes back as its own readable message.
    await second.getByLabel('Bible Reference', { exact: true }).fill('Hezekiah 3:1');
    await second.getByLabel('Session Title', { exact: true }).fill('The Good Shepherd');
    await second
      .getByLabel('Session Insight', { exact: true })
      .fill('insight: he calls his own sheep by name.');
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    const serverAlert = dialog.getByRole('alert');
    await expect(serverAlert).toBeVisible();
    await expect(serverAlert).not.toHaveText(PLAN_FIELDS_REQUIRED);
    await expect(toast(page, 'Failed to create plan')).toBeVisible();
    await second.getByLabel('Bible Reference', { exact: true }).fill('John 10:1-18');

    await settle(page, { toasts: 'wait' });
    await expect(serverAlert).toBeHidden();
    await dialog.evaluate((el) => el.scrollTo(0, 0));
    // The dialog over the page as seen, not the full page behind it.
    await page.screenshot({
      path: `e2e/screenshots/admin-plan-dialog-${testInfo.project.name}.png`,
      animations: 'disabled',
    });
    await journeyAxe(page, { bothSchemes: true });

    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(toast(page, 'Plan Created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: title, exact: true });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Thematic Study');
    await expect(card).toContainText('2 sessions');
    await expect(card).toContainText('by Lamplight');
    await expect(card.getByText('Featured', { exact: true })).toHaveCount(0);

    // Feature, then edit: the title changes and the sessions are kept.
    await card.getByRole('button', { name: `Feature ${title}` }).click();
    await expect(toast(page, 'Plan Featured')).toBeVisible();
    await expect(card.getByText('Featured', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Unfeature ${title}` })).toHaveText('Unfeature');

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Plan' });
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel('Plan Title', { exact: true })).toHaveValue(title);
    await expect(edit.getByRole('group', { name: /^Session \d$/ })).toHaveCount(2);
    await expect(edit.getByText('Markdown is allowed', { exact: false }).first()).toBeVisible();
    const insight = edit.getByRole('group', { name: 'Session 1' });
    await insight.getByRole('button', { name: /^Preview/ }).click();
    await expect(insight.locator('strong', { hasText: 'Lord' })).toBeVisible();
    await insight.getByRole('button', { name: /^Preview/ }).click();
    await edit.getByLabel('Plan Title', { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Plan Updated')).toBeVisible();
    const renamedCard = page.getByRole('article', { name: renamed, exact: true });
    await expect(renamedCard).toBeVisible();
    await expect(renamedCard).toContainText('2 sessions');

    // Delete, after the browser's confirmation.
    let confirmation = '';
    page.once('dialog', (d) => {
      confirmation = d.message();
      void d.accept();
    });
    await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
    await expect(toast(page, 'Plan Deleted')).toBeVisible();
    expect(confirmation).toBe('Are you sure you want to delete this plan?');
    await expect(page.getByRole('article', { name: renamed, exact: true })).toHaveCount(0);
    checkHttpErrors();
  });

  test('readers never download the admin code, and are denied the admin area and the portal', async ({
    page,
    pageErrors,
  }, testInfo) => {
    // A new reader has no plan yet, so there is no reading for today.
    const checkHttpErrors = expectHttpErrors(page, pageErrors, [
      { status: 404, path: '/api/readings/today' },
    ]);
    await signUpViaApi(page, uniqueEmail('not-admin'));

    // Today loads no admin chunk, and no script it loads knows the admin calls either (shared chunks
    // are named after their first file, so the names alone would not prove it).
    const requested: string[] = [];
    const scripts: Promise<string>[] = [];
    const onRequest = (req: Request) => requested.push(req.url());
    const onResponse = (res: Response) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    page.off('response', onResponse);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => /admin/i.test(new URL(url).pathname))).toEqual([]);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('/api/admin/'))).toEqual([]);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: ACCESS_DENIED_ADMIN })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/');
    await journeyAxe(page);

    await page.goto('/admin/plans');
    await expect(page.getByRole('heading', { level: 1, name: ACCESS_DENIED_ADMIN })).toBeVisible();

    await page.goto('/secret-admin-portal');
    await expect(page.getByRole('heading', { level: 1, name: ACCESS_DENIED_PORTAL })).toBeVisible();
    await settle(page);
    await screenshot(page, testInfo, 'admin-portal-denied');
    await journeyAxe(page);
    await page.getByRole('button', { name: 'Back to App' }).click();
    await expect(page).toHaveURL(`${base()}/`);
    checkHttpErrors();
  });

  test('visitors find the Admin Portal sign-in; administrators go straight on', async ({
    page,
    browser,
    pageErrors,
  }, testInfo) => {
    // A visitor's page asks for the identity session, which answers 401 (nobody is signed in).
    const checkHttpErrors = expectHttpErrors(page, pageErrors, [
      { status: 401, path: '/identity/session' },
    ]);
    await page.goto('/secret-admin-portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    await settle(page);
    await screenshot(page, testInfo, 'admin-portal');
    await journeyAxe(page, { bothSchemes: true });
    // Sign In is a full navigation to /api/login, which redirects to '/?signin=1': the landing page
    // opens the sign-in dialog there and tidies the address, so the redirect is caught on its way.
    const login = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/login');
    const landing = page.waitForRequest((req) => /[?&]signin=1\b/.test(req.url()));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await login;
    expect(new URL((await landing).url()).searchParams.get('signin')).toBe('1');
    await expect(page.getByRole('dialog', { name: 'Welcome to Lamplight' })).toBeVisible();
    checkHttpErrors();

    const context = await browser.newContext(contextOptions(testInfo));
    try {
      const admin = await context.newPage();
      await signInAsAdmin(admin);
      await admin.goto('/secret-admin-portal');
      await expect(admin).toHaveURL(/\/admin$/);
      await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
