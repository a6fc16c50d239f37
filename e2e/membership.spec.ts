import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { uniqueEmail } from './support/auth.ts';
import { DECLINED_CARD, fillFakeCard, GOOD_CARD, routeFakeStripe } from './support/fake-stripe.ts';
import { expect, screenshot, test, toast, journeyAxe } from './support/fixtures.ts';
import {
  activateStubSubscription,
  deliverStripeWebhook,
  E2E_STRIPE,
  failNextStripeCalls,
} from './support/stripe.ts';
import { dismissToasts, settle } from './support/settle.ts';

const base = () => process.env.E2E_BASE_URL!;
const ADMIN = { email: 'admin@lamplight.test', password: 'evening-lamp-oil' };
const PASSWORD = 'evening-lamp-oil';
const SYNC_HINT = 'If you just completed a payment, click sync to update your membership tier';

interface FakeStripeState {
  keys: string[];
  confirmCalls: {
    clientSecret: string | null;
    redirect: string | null;
    returnUrl: string | null;
  }[];
}

/** The sonner toast whose text contains `text`. */

const tierCard = (page: Page, name: 'Free' | 'Basic' | 'Premium') =>
  page.getByRole('region', { name, exact: true });

/**
 * A screenshot of what the reader sees with a dialog open: the viewport only (a full-page capture would
 * cut the fixed overlay off at the viewport's height). Same path scheme as screenshot().
 */
async function shootDialog(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `e2e/screenshots/${name}-${testInfo.project.name}.png`,
    animations: 'disabled',
  });
}

/** A full-page screenshot taken from the top, so fixed layers (top bar, dialog overlay) sit in place. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, name);
}

/** Chooses a paid tier and waits for the server's answer: { subscriptionId, clientSecret }. */
async function choose(page: Page, button: Locator) {
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/subscription/create') && res.request().method() === 'POST',
  );
  await button.click();
  const res = await created;
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { subscriptionId: string; clientSecret: string | null };
}

let clients = 0;
/**
 * Headers for an identity call from a client of its own. The e2e server trusts X-Forwarded-For
 * (global-setup.ts), so the identity provider's per-address sign-up limit (10 in 15 minutes) counts each
 * test's reader apart instead of the whole run from 127.0.0.1.
 */
function asClient() {
  clients += 1;
  const n = (process.pid % 200) * 1000 + clients;
  return {
    origin: base(),
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
}

/** Signs the page's context in through the real calls (identity → ID token → sync). */
async function signIn(page: Page, path: '/identity/accounts' | '/identity/sign-in', email: string) {
  const headers = asClient();
  const res = await page.request.post(`${base()}${path}`, {
    data: { email, password: PASSWORD },
    headers,
  });
  if (res.status() !== 200) return res.status();
  const { idToken } = (await res.json()) as { idToken: string };
  const synced = await page.request.post(`${base()}/api/auth/lamplight-sync`, {
    data: { idToken, timeZone: 'Europe/London' },
    headers,
  });
  expect(synced.status(), await synced.text()).toBe(200);
  return 200;
}

/** A new free reader, signed in on `page`. */
async function signUpReader(page: Page) {
  expect(await signIn(page, '/identity/accounts', uniqueEmail('member'))).toBe(200);
}

/**
 * Runs `fn` with a page signed in as the e2e administrator in a context of its own (the account is
 * made, verified and granted by e2e/support/global-setup.ts and shared by every spec of the run).
 */
async function asAdmin(browser: Browser, fn: (admin: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    const status = await signIn(admin, '/identity/sign-in', ADMIN.email);
    if (status !== 200) expect(await signIn(admin, '/identity/accounts', ADMIN.email)).toBe(200);
    await fn(admin);
  } finally {
    await context.close();
  }
}

async function setFreeMode(admin: Page, enabled: boolean) {
  const res = await admin.request.post(`${base()}/api/admin/free-mode`, {
    data: { enabled },
    headers: { origin: base() },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toEqual({ freeMode: enabled });
}

test.describe('membership and subscription', () => {
  test('visitors see the three tiers and sign in to choose one', async ({ page }, testInfo) => {
    await routeFakeStripe(page);
    await page.goto('/subscription');

    await expect(page).toHaveTitle('Membership · Lamplight');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose Your Membership' }),
    ).toBeVisible();
    await expect(tierCard(page, 'Free').getByText('£0', { exact: true })).toBeVisible();
    await expect(tierCard(page, 'Basic').getByText('£3/month')).toBeVisible();
    await expect(tierCard(page, 'Premium').getByText('£5/month')).toBeVisible();
    await expect(tierCard(page, 'Premium').getByText('Priority support')).toBeVisible();
    await expect(page.getByText('Current Plan')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Choose/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sync Membership Status' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/');

    await settle(page, { toasts: 'keep', keepFocus: true, keepScroll: true });
    await journeyAxe(page);
    await shoot(page, testInfo, 'subscription-signed-out');

    await tierCard(page, 'Premium').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByText('Sign in to begin your scripture journey')).toBeVisible();
  });

  test('a free reader upgrades to Premium, unlocks the notebook, then cancels', async ({
    page,
  }, testInfo) => {
    await routeFakeStripe(page);
    await signUpReader(page);
    await page.goto('/subscription');

    // The free reader's page: their plan, the choices, and the sync for after a payment.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose Your Membership' }),
    ).toBeVisible();
    await expect(tierCard(page, 'Free').getByText('Current Plan')).toBeVisible();
    await expect(tierCard(page, 'Premium').getByText('Current Plan')).toHaveCount(0);
    await expect(page.getByText(SYNC_HINT, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Subscription' })).toHaveCount(0);

    await settle(page, { toasts: 'keep', keepFocus: true, keepScroll: true });
    await journeyAxe(page);
    await shoot(page, testInfo, 'subscription');
    // No payment yet: the sync finds nothing new.
    await page.getByRole('button', { name: 'Sync Membership Status' }).click();
    await expect(toast(page, 'Membership Synced')).toBeVisible();
    await expect(toast(page, 'Membership Synced')).toContainText('Your membership is Free.');
    await dismissToasts(page);

    // Choose Premium: the payment form opens with Stripe's Payment Element (the local stand-in).
    const { subscriptionId, clientSecret } = await choose(
      page,
      tierCard(page, 'Premium').getByRole('button', { name: 'Choose Premium' }),
    );
    expect(clientSecret).toBeTruthy();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Subscription' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Billed monthly')).toBeVisible();
    await expect(dialog.getByTestId('fake-payment-element')).toBeVisible();
    const pay = dialog.getByRole('button', { name: 'Pay and Subscribe' });
    await expect(pay).toBeEnabled();
    await fillFakeCard(dialog, GOOD_CARD);
    await settle(page, { toasts: 'keep', keepFocus: true, keepScroll: true });
    await journeyAxe(page);
    await shootDialog(page, testInfo, 'subscription-payment');

    await pay.click();
    await expect(toast(page, 'Payment Successful')).toBeVisible();
    await expect(dialog).toBeHidden();
    const fake = await page.evaluate(
      () => (window as unknown as { __fakeStripe: FakeStripeState }).__fakeStripe,
    );
    expect(fake.keys).toEqual([E2E_STRIPE.publishableKey]);
    expect(fake.confirmCalls).toEqual([
      {
        clientSecret,
        redirect: 'if_required',
        returnUrl: `${new URL(page.url()).origin}/subscription?success=true`,
      },
    ]);

    // Stripe's side: the invoice is paid, and Stripe tells the server through signed webhooks.
    const { subscription, invoice } = await activateStubSubscription(subscriptionId);
    expect(subscription).toMatchObject({ id: subscriptionId, status: 'active' });
    await deliverStripeWebhook('invoice.paid', invoice!);
    await deliverStripeWebhook('customer.subscription.updated', subscription);

    await page.reload();
    await expect(tierCard(page, 'Premium').getByText('Current Plan')).toBeVisible();
    await expect(tierCard(page, 'Free').getByText('Current Plan')).toHaveCount(0);
    const badge = page.locator('a[data-tier="premium"]:visible');
    await expect(badge).toHaveAccessibleName('Premium membership');
    await expect(badge.getByTestId('premium-crown')).toBeVisible();
    const manage = page.getByRole('region', { name: 'Manage Subscription' });
    await expect(manage.getByTestId('subscription-tier')).toHaveText('Premium');
    await expect(manage.getByTestId('subscription-status')).toHaveText('Active');
    await expect(page.getByRole('button', { name: 'Sync Membership Status' })).toHaveCount(0);
    await settle(page, { toasts: 'keep', keepFocus: true, keepScroll: true });
    await journeyAxe(page);

    // The notebook is open now.
    await page.goto('/notebook');
    await expect(page.getByRole('tab', { name: 'By Date' })).toBeVisible();
    await expect(page.getByText('Notebook Access Required')).toHaveCount(0);

    // Cancel: access continues to the end of the period.
    await page.goto('/subscription');
    await manage.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(toast(page, 'Subscription Canceled')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(manage.getByTestId('subscription-status')).toHaveText(
      'Cancels at the end of the period',
    );
    await expect(manage.getByText(/access continues until/)).toBeVisible();
    await expect(tierCard(page, 'Premium').getByText('Current Plan')).toBeVisible();
    await dismissToasts(page);
    await settle(page, { toasts: 'keep', keepFocus: true, keepScroll: true });
    await shoot(page, testInfo, 'subscription-premium');
  });

  test('a declined card shows Payment Failed; a failing sync shows the server message', async ({
    page,
    expectConsoleError,
  }, testInfo) => {
    expectConsoleError(502); // the sync while Stripe is failing, on purpose
    await routeFakeStripe(page);
    await signUpReader(page);
    // This journey runs in dark mode.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/subscription');

    await choose(page, tierCard(page, 'Basic').getByRole('button', { name: 'Choose Basic' }));
    const dialog = page.getByRole('dialog', { name: 'Complete Your Subscription' });
    await expect(dialog.getByTestId('fake-payment-element')).toBeVisible();
    await fillFakeCard(dialog, DECLINED_CARD);
    await dialog.getByRole('button', { name: 'Pay and Subscribe' }).click();

    const failed = toast(page, 'Payment Failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Your card was declined.');
    // The form stays open with the reason, to try another card.
    await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
    await dismissToasts(page);
    await settle(page, { toasts: 'keep', keepFocus: true, keepScroll: true });
    await journeyAxe(page);
    await shootDialog(page, testInfo, 'subscription-payment-declined-dark');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(tierCard(page, 'Free').getByText('Current Plan')).toBeVisible();

    // The reader now has a Stripe customer, so a sync asks Stripe, which is failing.
    await failNextStripeCalls(500, 2);
    try {
      const synced = page.waitForResponse((res) => res.url().endsWith('/api/membership/sync'));
      await page.getByRole('button', { name: 'Sync Membership Status' }).click();
      expect((await synced).status()).toBe(502);
      await expect(
        toast(
          page,
          'Failed to sync membership: The payment provider could not be reached. Please try again in a moment.',
        ),
      ).toBeVisible();
    } finally {
      await failNextStripeCalls(500, 0);
    }
  });

  test('a return from the payment provider confirms the payment and clears the address', async ({
    page,
  }) => {
    await routeFakeStripe(page);
    await signUpReader(page);
    await page.goto('/subscription?success=true&payment_intent=pi_123&redirect_status=succeeded');
    await expect(toast(page, 'Payment Successful')).toBeVisible();
    await expect(page).toHaveURL(`${base()}/subscription`);
    await expect(toast(page, 'Payment Successful')).toHaveCount(1);
  });

  test('free mode pauses subscribing', async ({ page, browser }, testInfo) => {
    await routeFakeStripe(page);
    await signUpReader(page);
    await asAdmin(browser, async (admin) => {
      await setFreeMode(admin, true);
      try {
        await page.goto('/subscription');
        const banner = page.getByRole('region', { name: 'Free Mode Active' });
        await expect(banner).toBeVisible();
        await expect(banner).toContainText('notebook access');
        for (const name of ['Basic', 'Premium'] as const) {
          const card = tierCard(page, name);
          await expect(card.getByRole('button', { name: 'Unavailable' })).toBeDisabled();
          await expect(card.getByRole('button', { name: /^Choose/ })).toHaveCount(0);
        }
        // Everyone has the notebook meanwhile: no lock in the navigation.
        await expect(page.locator('[data-testid="notebook-lock"]:visible')).toHaveCount(0);

        await settle(page, { toasts: 'keep', keepFocus: true, keepScroll: true });
        await journeyAxe(page);
        await shoot(page, testInfo, 'subscription-free-mode');

        await page.emulateMedia({ colorScheme: 'dark' });
        await settle(page, { toasts: 'keep', keepFocus: true, keepScroll: true });
        await journeyAxe(page);
        await shoot(page, testInfo, 'subscription-free-mode-dark');
      } finally {
        await setFreeMode(admin, false);
      }
    });
  });
});
