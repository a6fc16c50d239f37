import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Each page fails its test on console.error or an unhandled rejection. A test that provokes an
 * error response on purpose (a wrong password, a used reset link) lists the browser's
 * "Failed to load resource … status of N" line it expects with `expectConsoleError(status)`.
 */
export const test = base.extend<{
  allowedStatuses: Set<number>;
  expectConsoleError: (status: number) => void;
  pageErrors: string[];
}>({
  // eslint-disable-next-line no-empty-pattern
  allowedStatuses: async ({}, use) => use(new Set<number>()),
  expectConsoleError: async ({ allowedStatuses }, use) =>
    use((status) => void allowedStatuses.add(status)),
  pageErrors: [
    async ({ page, allowedStatuses }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
      });
      page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
      await use(errors);
      const unexpected = errors.filter((e) => {
        const status = /Failed to load resource: the server responded with a status of (\d+)/.exec(
          e,
        );
        return !(status && allowedStatuses.has(Number(status[1])));
      });
      expect(unexpected, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The rules a colour-scheme change can affect. The dark scheme swaps colours only (same markup, same
 * names, same layout), so the dark pass runs these rather than every rule a second time.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Sonner's toast list. */
const TOASTER = '[data-sonner-toaster]';

/**
 * Fails on any axe violation of the current page (of only `rules`, when given), outside the elements
 * `exclude` selects.
 */
export async function expectNoAxeViolations(
  page: Page,
  rules?: string[],
  { exclude }: { exclude?: string } = {},
) {
  // Let finite animations (fades, slide-ins) end first: mid-fade colours are not what readers see.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Only violations are read: axe then skips gathering the details of every passing node.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (exclude) builder.exclude(exclude);
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Fails on any axe violation of the current page in the light colour scheme, then on any colour
 * violation in the dark one (see COLOUR_RULES), and leaves the page light again. `darkShot` names a
 * screenshot (see screenshot()) of the dark page. `lightOnly` skips the dark pass.
 */
export async function expectNoAxeViolationsInBothSchemes(
  page: Page,
  darkShot?: { testInfo: TestInfo; name: string },
  { lightOnly = false, exclude }: { lightOnly?: boolean; exclude?: string } = {},
) {
  const schemes = lightOnly ? (['light'] as const) : (['light', 'dark'] as const);
  for (const colorScheme of schemes) {
    await page.emulateMedia({ colorScheme });
    expect(
      await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches),
      'the colour scheme',
    ).toBe(colorScheme === 'dark');
    // The colours ease to the new scheme: expectNoAxeViolations waits for those transitions.
    await expectNoAxeViolations(page, colorScheme === 'dark' ? COLOUR_RULES : undefined, {
      exclude,
    });
  }
  if (darkShot && !lightOnly) await screenshot(page, darkShot.testInfo, darkShot.name);
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Axe inside a journey, at desktop size only: e2e/accessibility.spec.ts runs axe on every screen at
 * both sizes, so the phone run of a journey would check the same markup a second time. `bothSchemes`
 * adds the dark scheme's colour pass.
 */
export async function journeyAxe(
  page: Page,
  {
    bothSchemes = false,
    darkShot,
  }: { bothSchemes?: boolean; darkShot?: { testInfo: TestInfo; name: string } } = {},
) {
  if (base.info().project.name !== 'desktop') return;
  // A journey's toasts ("Reflection Saved", "Went back a day") come and go on their own timers, and one
  // fading in or out while axe runs fails colour contrast half-way: they are left out here and checked
  // held still, in both schemes, by e2e/accessibility.spec.ts (the reflection-saved-toast screen).
  const exclude = TOASTER;
  if (bothSchemes) await expectNoAxeViolationsInBothSchemes(page, darkShot, { exclude });
  else await expectNoAxeViolations(page, undefined, { exclude });
}

/** Saves a full-page screenshot under e2e/screenshots/{name}-{project}.png. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `e2e/screenshots/${name}-${testInfo.project.name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** The visible toast with this text (sonner keeps older toasts in the DOM, hidden). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: text });

/**
 * The browser logs every HTTP error answer as a console error, which fails the test. Records the
 * page's error answers; the returned check fails on any not listed, then drops the logs of the
 * expected ones.
 */
export function expectHttpErrors(
  page: Page,
  pageErrors: string[],
  expected: { status: number; path: string }[],
) {
  const seen: { status: number; path: string }[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) seen.push({ status: res.status(), path: new URL(res.url()).pathname });
  });
  return () => {
    const unexpected = seen.filter(
      (s) => !expected.some((e) => e.status === s.status && e.path === s.path),
    );
    expect(unexpected, 'unexpected HTTP errors').toEqual([]);
    const statuses = new Set(seen.map((s) => s.status));
    for (let i = pageErrors.length - 1; i >= 0; i--) {
      const match = /^console\.error: Failed to load resource: .* status of (\d+)/.exec(
        pageErrors[i]!,
      );
      if (match && statuses.has(Number(match[1]))) pageErrors.splice(i, 1);
    }
  };
}
