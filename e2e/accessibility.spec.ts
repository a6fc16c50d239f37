import type { Browser, Page, TestInfo } from '@playwright/test';
import { signUpViaApi, uniqueEmail } from './support/auth.ts';
import { setMembershipTier, signInAdmin } from './support/db.ts';
import {
  expect,
  expectHttpErrors,
  expectNoAxeViolationsInBothSchemes,
  test,
} from './support/fixtures.ts';
import { activateFlagship, activatePlan, reflectOnToday } from './support/readings.ts';
import { settle } from './support/settle.ts';

/**
 * The hardening issue's bar: axe finds no violations on any screen, at desktop and mobile sizes (the
 * two projects), in the light and the dark colour scheme. The dark scheme changes colours only, and
 * its palette does not depend on the width, so its colour pass runs at desktop size, and at mobile
 * size only for screens whose controls exist there alone (`darkOnMobile`). One test per screen: it
 * signs in whoever the screen is for, brings the screen up, waits for its content, then runs axe.
 */

const REFLECTION = 'God led them the long way round, and went with them.';
const ACCESS_DENIED_ADMIN = "Access Denied: You don't have permission to access this area.";
const ACCESS_DENIED_PORTAL =
  "Access Denied: You don't have administrator privileges to access this area.";

interface Given {
  page: Page;
  browser: Browser;
}

/** Who is looking: each signs `page` in (or not) and makes what their screens need. */
const personas = {
  visitor: async () => {},
  reader: async ({ page }: Given) => void (await signUpViaApi(page, uniqueEmail('a11y'))),
  'reader with a plan': async (given: Given) => {
    await personas.reader(given);
    await activateFlagship(given.page);
  },
  'reader with a reflection': async (given: Given) => {
    await personas['reader with a plan'](given);
    await reflectOnToday(given.page, REFLECTION);
  },
  'basic reader with a reflection': async (given: Given) => {
    await personas['reader with a reflection'](given);
    await setMembershipTier(given.browser, given.page, 'basic');
  },
  admin: async ({ page }: Given) => signInAdmin(page),
};

interface Screen {
  name: string;
  as: keyof typeof personas;
  /** Goes to the screen and resolves once its key content shows. */
  open: (page: Page) => Promise<unknown>;
  /** The HTTP error answers the screen gets by design. */
  httpErrors?: { status: number; path: string }[];
  /** Saves a screenshot of the dark variant as a11y-{name}-dark. */
  darkShot?: boolean;
  /** Checks the dark scheme at mobile size too: the screen shows controls only the phone layout has. */
  darkOnMobile?: boolean;
  /** The screen is a toast: the pointer rests on it, which holds it up (sonner pauses) while axe runs. */
  holdToast?: boolean;
}

/** Four highlights on Psalm 23, one per colour, and a note. */
async function highlightPsalm23(page: Page) {
  const base = process.env.E2E_BASE_URL!;
  const colours = ['yellow', 'green', 'blue', 'pink'] as const;
  for (const [i, color] of colours.entries()) {
    const res = await page.request.post(`${base}/api/marks`, {
      headers: { origin: base },
      data: {
        kind: 'highlight',
        color,
        verses: { book: 'Psalms', chapter: 23, verseStart: i + 1, verseEnd: i + 1 },
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.request.post(`${base}/api/marks`, {
    headers: { origin: base },
    data: {
      kind: 'note',
      note: 'Still waters',
      verses: { book: 'Psalms', chapter: 23, verseStart: 2, verseEnd: 2 },
    },
  });
}

const heading = (page: Page, name: string | RegExp, level?: number) =>
  expect(page.getByRole('heading', { name, level })).toBeVisible();

async function goTo(page: Page, path: string, h1: string | RegExp) {
  await page.goto(path);
  await heading(page, h1, 1);
}

async function openSignIn(page: Page) {
  await goTo(page, '/', 'Lamplight');
  await page.getByRole('button', { name: 'Begin Your Journey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Lamplight' });
  await expect(dialog.getByText('Sign in to begin your scripture journey')).toBeVisible();
  return dialog;
}

async function openCreateAccount(page: Page) {
  const dialog = await openSignIn(page);
  await dialog.getByRole('tab', { name: 'Create Account' }).click();
  await expect(dialog.getByText('Or create account with email')).toBeVisible();
  return dialog;
}

async function openReset(page: Page) {
  await page.goto('/?reset=not-a-real-token');
  const dialog = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(dialog.getByLabel('New password')).toBeVisible();
  return dialog;
}

/** Today with the plan's passage, its insight and the reflection panel loaded. */
async function openToday(page: Page) {
  await goTo(page, '/', /^Good (morning|afternoon|evening), Friend$/);
  const reading = page.getByRole('region', { name: "Today's Reading" });
  await expect(reading.locator('[data-verse]')).toHaveCount(6);
  const insight = page.getByRole('region', { name: 'Lamplight Insight' });
  await expect(insight.getByRole('heading', { name: 'Key Themes' })).toBeVisible();
  await expect(insight.getByRole('heading', { name: 'Reflection Questions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal Reflection' })).toBeVisible();
  return reading;
}

async function openNotebookTab(page: Page, tab: string, group: string) {
  await goTo(page, '/notebook', 'Notebook');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel').getByRole('region', { name: group }).getByRole('article'),
  ).toContainText(REFLECTION);
}

async function openAdminPlanForm(page: Page) {
  await goTo(page, '/admin/plans', 'Manage Plans');
  await page.getByRole('button', { name: 'Create Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Plan' });
  await expect(dialog.getByRole('group', { name: 'Session 1' })).toBeVisible();
  return dialog;
}

const screens: Screen[] = [
  // Visitors.
  {
    name: 'landing',
    darkOnMobile: true,
    as: 'visitor',
    darkShot: true,
    open: async (page) => {
      await goTo(page, '/', 'Lamplight');
      await heading(page, 'Start Your Daily Practice');
    },
  },
  { name: 'sign-in-dialog', as: 'visitor', open: openSignIn, darkShot: true },
  { name: 'sign-in-dialog-create-account', as: 'visitor', open: openCreateAccount },
  {
    name: 'sign-in-dialog-invalid-input',
    as: 'visitor',
    open: async (page) => {
      const dialog = await openCreateAccount(page);
      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByLabel('Password', { exact: true }).fill('123');
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    },
  },
  {
    name: 'sign-in-dialog-forgot-password',
    as: 'visitor',
    open: async (page) => {
      const dialog = await openSignIn(page);
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(dialog.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    },
  },
  { name: 'reset-password-dialog', as: 'visitor', open: openReset, darkShot: true },
  {
    name: 'reset-password-dialog-refused',
    as: 'visitor',
    httpErrors: [{ status: 400, path: '/identity/password-reset/confirm' }],
    open: async (page) => {
      const dialog = await openReset(page);
      await dialog.getByLabel('New password').fill('a-new-lamp-at-dusk');
      await dialog.getByLabel('Confirm Password').fill('a-new-lamp-at-dusk');
      await dialog.getByRole('button', { name: 'Set new password' }).click();
      await expect(dialog.getByRole('alert')).toContainText('invalid or has expired');
    },
  },
  { name: 'about', as: 'visitor', open: (page) => goTo(page, '/about', 'About Lamplight') },
  {
    name: 'not-found',
    as: 'visitor',
    open: (page) => goTo(page, '/no-such-page', 'Page not found'),
  },
  {
    name: 'subscription-signed-out',
    as: 'visitor',
    open: (page) => goTo(page, '/subscription', 'Choose Your Membership'),
  },
  {
    name: 'admin-portal-signed-out',
    as: 'visitor',
    httpErrors: [{ status: 401, path: '/identity/session' }],
    open: (page) => goTo(page, '/secret-admin-portal', 'Admin Portal'),
  },

  // A new reader: no plan, no reflections, the free tier.
  {
    name: 'today-no-plan',
    as: 'reader',
    httpErrors: [{ status: 404, path: '/api/readings/today' }],
    open: async (page) => {
      await goTo(page, '/', /^Good (morning|afternoon|evening), Friend$/);
      await heading(page, 'No Active Reading Plan');
    },
  },
  {
    name: 'profile-menu',
    darkOnMobile: true,
    darkShot: true,
    as: 'reader',
    open: async (page) => {
      await goTo(page, '/journal', 'Journal Entries');
      await page
        .getByRole('button', { name: 'Open profile menu' })
        .filter({ visible: true })
        .click();
      // The menu renders inside the header landmark: nothing may cover it there.
      await page.getByRole('menuitem', { name: 'Log out' }).hover();
    },
  },
  {
    name: 'account',
    as: 'reader',
    darkShot: true,
    open: async (page) => {
      await goTo(page, '/account', 'Your Account');
      await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
    },
  },
  // Marks and prayers (decisions 164-166): every highlight colour, in both schemes, on the text and in the list.
  {
    name: 'bible-highlights',
    as: 'reader',
    darkShot: true,
    open: async (page) => {
      await highlightPsalm23(page);
      await goTo(page, '/bible/psalms/23', 'Psalm 23');
      await expect(page.locator('[data-verse="4"]')).toHaveAttribute('data-mark-color', 'pink');
      await page.getByRole('button', { name: 'Verse 5' }).click();
      await expect(page.getByRole('toolbar', { name: 'Mark Psalm 23:5' })).toBeVisible();
    },
  },
  {
    name: 'marks',
    as: 'reader',
    darkShot: true,
    open: async (page) => {
      await highlightPsalm23(page);
      await goTo(page, '/marks', 'Marks');
      await expect(
        page.getByRole('list', { name: 'Your marks' }).getByRole('listitem'),
      ).toHaveCount(5);
    },
  },
  {
    name: 'prayers',
    as: 'reader',
    darkShot: true,
    open: async (page) => {
      const base = process.env.E2E_BASE_URL!;
      for (const title of ['Work for Sam', 'Peace at home']) {
        await page.request.post(`${base}/api/prayers`, {
          headers: { origin: base },
          data: { title },
        });
      }
      await goTo(page, '/prayers', 'Prayers');
      await expect(page.getByTestId('prayer')).toHaveCount(2);
    },
  },
  {
    name: 'account-delete-dialog',
    as: 'reader',
    open: async (page) => {
      await goTo(page, '/account', 'Your Account');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Type your email to confirm').fill('not-my@example.com');
      await expect(dialog.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
    },
  },
  {
    name: 'journal-empty',
    as: 'reader',
    open: async (page) => {
      await goTo(page, '/journal', 'Journal Entries');
      await heading(page, 'No Journal Entries Yet');
    },
  },
  {
    name: 'notebook-locked',
    as: 'reader',
    open: (page) => goTo(page, '/notebook', 'Notebook Access Required'),
  },
  {
    name: 'plans-no-plans',
    as: 'reader',
    open: async (page) => {
      await goTo(page, '/plans', 'Reading Plans');
      await heading(page, 'No Reading Plans Yet');
      for (const name of ['Top Rated Plans', 'Most Popular Plans']) {
        await expect(
          page.getByRole('region', { name }).getByRole('listitem').first(),
        ).toBeVisible();
      }
    },
  },
  {
    name: 'plans-upgrade-required-dialog',
    as: 'reader',
    open: async (page) => {
      await goTo(page, '/plans', 'Reading Plans');
      await page.getByRole('button', { name: 'Create Plan', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Create a New Reading Plan' })
        .getByRole('button', { name: 'Create Plan' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Upgrade Required' })).toBeVisible();
    },
  },
  {
    name: 'subscription',
    as: 'reader',
    open: async (page) => {
      await goTo(page, '/subscription', 'Choose Your Membership');
      await expect(
        page.getByRole('region', { name: 'Free', exact: true }).getByText('Current Plan'),
      ).toBeVisible();
    },
  },
  {
    name: 'admin-access-denied',
    as: 'reader',
    open: (page) => goTo(page, '/admin', ACCESS_DENIED_ADMIN),
  },
  {
    name: 'admin-portal-access-denied',
    as: 'reader',
    open: (page) => goTo(page, '/secret-admin-portal', ACCESS_DENIED_PORTAL),
  },

  // A reader following the flagship plan.
  {
    name: 'today',
    darkOnMobile: true,
    as: 'reader with a plan',
    darkShot: true,
    open: openToday,
  },
  {
    name: 'strongs-dialog',
    as: 'reader with a plan',
    open: async (page) => {
      const reading = await openToday(page);
      await reading.getByRole('button', { name: "Strong's" }).click();
      // The server's words become buttons once they load (Moses is one): till then the verses move.
      await expect(reading.getByRole('button', { name: 'Moses', exact: true })).toHaveAttribute(
        'title',
        "Strong's H4872",
      );
      await reading.getByRole('button', { name: 'wilderness', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: "Strong's Definition" });
      await expect(dialog.getByText('H4057', { exact: true })).toBeVisible();
      await expect(dialog.getByTestId('strongs-verses').getByRole('listitem')).toHaveCount(3);
    },
  },
  {
    name: 'switch-plan-menu',
    darkShot: true,
    as: 'reader with a plan',
    open: async (page) => {
      await openToday(page);
      // A phone folds Switch Plan behind the plan card's Details.
      const details = page.getByRole('button', { name: 'Details' });
      if (await details.isVisible()) await details.click();
      await page.getByRole('button', { name: 'Switch Plan' }).click();
      // The menu renders inside the main landmark: nothing may cover it there.
      await page.getByRole('menuitem', { name: 'Browse Plans' }).hover();
    },
  },
  {
    name: 'today-plan-details',
    darkOnMobile: true,
    as: 'reader with a plan',
    open: async (page) => {
      await openToday(page);
      const plan = page.getByRole('region', { name: 'Provision in the Wilderness' });
      // Phones fold the description and Switch Plan behind Details; wider screens show them.
      const details = plan.getByRole('button', { name: 'Details' });
      if (await details.isVisible()) await details.click();
      await expect(plan.getByRole('button', { name: 'Switch Plan' })).toBeVisible();
    },
  },
  {
    name: 'bible-chapter',
    darkOnMobile: true,
    darkShot: true,
    as: 'reader with a plan',
    open: async (page) => {
      await page.goto('/bible/psalms/23');
      await expect(page.getByRole('combobox', { name: 'Chapter' })).toHaveValue('23');
      await expect(page.locator('[data-verse]').first()).toBeVisible();
    },
  },
  {
    name: 'bible-search-one-letter',
    as: 'reader',
    open: async (page) => {
      await goTo(page, '/bible/search?q=a', 'Search the Bible');
      await expect(
        page.getByRole('status').filter({ hasText: 'at least two letters' }),
      ).toBeVisible();
    },
  },
  {
    name: 'plans-how-streaks-work',
    as: 'reader with a plan',
    open: async (page) => {
      await goTo(page, '/plans', 'Reading Plans');
      await page.getByText('How streaks work').click();
      await expect(page.getByText(/One missed day in any seven is a rest day/)).toBeVisible();
    },
  },
  {
    name: 'plans-active-plan',
    as: 'reader with a plan',
    open: async (page) => {
      await goTo(page, '/plans', 'Reading Plans');
      await expect(page.getByRole('region', { name: 'Active Plan' })).toContainText('Day 1 of 14');
    },
  },
  {
    name: 'plans-browse-all',
    as: 'reader',
    open: async (page) => {
      await goTo(page, '/plans', 'Reading Plans');
      const browse = page.getByRole('region', { name: 'Browse All Plans' });
      await browse
        .getByRole('group', { name: 'Length' })
        .getByRole('button', { name: 'A year' })
        .click();
      await expect(browse.getByRole('status')).toHaveText('4 plans');
    },
  },
  {
    name: 'plans-detail-dialog',
    as: 'reader',
    darkShot: true,
    open: async (page) => {
      await goTo(page, '/plans', 'Reading Plans');
      await page
        .getByRole('region', { name: 'Browse All Plans' })
        .getByRole('listitem')
        .filter({ has: page.getByText('The Bible in a Year', { exact: true }) })
        .getByRole('button', { name: 'View plan' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'The Bible in a Year' });
      await expect(dialog.getByText(/^About \d+ minutes? a day$/)).toBeVisible();
      await expect(dialog.getByRole('listitem').filter({ hasText: 'Day 365:' })).toHaveCount(1);
    },
  },
  {
    name: 'plans-go-to-day',
    as: 'reader with a plan',
    open: async (page) => {
      await goTo(page, '/plans', 'Reading Plans');
      const card = page
        .getByRole('region', { name: 'Your Plans' })
        .getByRole('article', { name: 'Provision in the Wilderness' });
      await card.getByRole('button', { name: 'View Reading Schedule' }).click();
      await card.getByRole('textbox', { name: 'Go to day' }).fill('5');
      await expect(card.getByRole('button', { name: 'Go', exact: true })).toBeEnabled();
    },
  },
  {
    name: 'plans-what-next',
    as: 'reader with a plan',
    httpErrors: [{ status: 404, path: '/api/readings/today' }],
    open: async (page) => {
      const base = process.env.E2E_BASE_URL!;
      for (let i = 0; i < 13; i++) {
        const res = await page.request.post(`${base}/api/plans/advance`, {
          headers: { origin: base },
        });
        expect(res.status()).toBe(200);
      }
      const { planId } = (await (await page.request.get(`${base}/api/readings/today`)).json()) as {
        planId: number;
      };
      const done = await page.request.post(`${base}/api/plans/complete`, {
        headers: { origin: base },
      });
      expect(done.status(), await done.text()).toBe(200);
      await goTo(page, `/plans?rate=${planId}`, 'Reading Plans');
      await expect(
        page.getByRole('region', { name: 'What next?' }).getByRole('listitem').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'today-four-readings',
    as: 'reader',
    open: async (page) => {
      await activatePlan(page, "M'Cheyne's Calendar", 'calendar');
      await goTo(page, '/', /^Good (morning|afternoon|evening), Friend$/);
      await expect(
        page.getByRole('region', { name: "Today's Reading" }).getByRole('heading', { level: 3 }),
      ).toHaveText(['Genesis 1', 'Matthew 1', 'Ezra 1', 'Acts 1']);
    },
  },
  {
    name: 'reflection-edit-dialog',
    as: 'reader with a reflection',
    open: async (page) => {
      await openToday(page);
      await page.getByRole('button', { name: 'Edit Entry #1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Journal Entry' });
      await expect(dialog.getByRole('textbox')).toHaveValue(REFLECTION);
    },
  },
  {
    name: 'reflection-saved-toast',
    as: 'reader with a plan',
    darkShot: true,
    holdToast: true,
    open: async (page) => {
      await openToday(page);
      const panel = page.getByRole('region', { name: 'Personal Reflection' });
      await panel.getByRole('textbox', { name: 'Add New Reflection' }).fill(REFLECTION);
      await panel.getByRole('button', { name: 'Save Reflection' }).click();
      await expect(page.locator('[data-sonner-toast]')).toContainText('Reflection Saved');
    },
  },
  {
    name: 'journal',
    as: 'reader with a reflection',
    darkShot: true,
    open: async (page) => {
      await goTo(page, '/journal', 'Journal Entries');
      await expect(page.getByRole('article')).toContainText(REFLECTION);
    },
  },

  // A Basic reader with a reflection: the notebook and custom plans.
  {
    name: 'notebook-by-date',
    as: 'basic reader with a reflection',
    darkShot: true,
    open: async (page) => {
      await goTo(page, '/notebook', 'Notebook');
      await expect(page.getByRole('tabpanel').getByRole('article')).toContainText(REFLECTION);
    },
  },
  {
    name: 'notebook-by-session',
    as: 'basic reader with a reflection',
    open: (page) => openNotebookTab(page, 'By Session', 'Exodus 13:17-22'),
  },
  {
    name: 'notebook-by-book',
    as: 'basic reader with a reflection',
    open: (page) => openNotebookTab(page, 'By Book', 'Exodus'),
  },
  {
    name: 'plans-create-plan-dialog',
    as: 'basic reader with a reflection',
    open: async (page) => {
      await goTo(page, '/plans', 'Reading Plans');
      await expect(page.getByText('Custom plans: 0 of 1 used this month')).toBeVisible();
      await page.getByRole('button', { name: 'Create Plan', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a New Reading Plan' });
      await expect(
        dialog.getByRole('combobox', { name: 'What would you like to study?' }),
      ).toBeVisible();
    },
  },

  // The administrator.
  {
    name: 'admin-dashboard',
    as: 'admin',
    open: async (page) => {
      await goTo(page, '/admin', 'Admin Dashboard');
      await heading(page, 'All Users');
      await expect(page.getByRole('switch', { name: 'Free Mode' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^View Details for / }).first()).toBeVisible();
    },
  },
  {
    name: 'admin-users',
    darkOnMobile: true,
    as: 'admin',
    darkShot: true,
    open: async (page) => {
      await goTo(page, '/admin/users', 'Users');
      await expect(page.getByRole('link', { name: /^View Details for / }).first()).toBeVisible();
    },
  },
  {
    name: 'admin-user',
    as: 'admin',
    open: async (page) => {
      const me = await page.request.get('/api/auth/user');
      const { id, email } = (await me.json()) as { id: string; email: string };
      await goTo(page, `/admin/users/${id}`, email);
      await expect(page.getByRole('combobox', { name: 'Membership Tier' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Recent activity' })).toBeVisible();
    },
  },
  {
    name: 'admin-user-not-found',
    as: 'admin',
    httpErrors: [{ status: 404, path: '/api/admin/users/no-such-user' }],
    open: async (page) => {
      await page.goto('/admin/users/no-such-user');
      await heading(page, 'User Not Found');
    },
  },
  {
    name: 'admin-plans',
    as: 'admin',
    open: async (page) => {
      await goTo(page, '/admin/plans', 'Manage Plans');
      await expect(
        page.getByRole('list', { name: 'Plans' }).getByRole('article').first(),
      ).toBeVisible();
    },
  },
  { name: 'admin-plan-form-dialog', as: 'admin', open: openAdminPlanForm },
  {
    name: 'admin-plan-form-dialog-refused',
    as: 'admin',
    open: async (page) => {
      const dialog = await openAdminPlanForm(page);
      await dialog.getByRole('button', { name: 'Create Plan' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Please fill in all required fields');
    },
  },
];

async function check(page: Page, testInfo: TestInfo, screen: Screen) {
  await settle(page, { toasts: 'keep', keepFocus: true, keepScroll: true });
  if (screen.holdToast) await page.locator('[data-sonner-toast]').first().hover();
  await expectNoAxeViolationsInBothSchemes(
    page,
    screen.darkShot ? { testInfo, name: `a11y-${screen.name}-dark` } : undefined,
    { lightOnly: testInfo.project.name === 'mobile' && !screen.darkOnMobile },
  );
}

test.describe('axe on every screen, light and dark', () => {
  for (const screen of screens) {
    test(`${screen.name} (${screen.as})`, async ({ page, browser, pageErrors }, testInfo) => {
      const checkHttpErrors = expectHttpErrors(page, pageErrors, screen.httpErrors ?? []);
      await personas[screen.as]({ page, browser });
      await screen.open(page);
      await check(page, testInfo, screen);
      checkHttpErrors();
    });
  }
});
