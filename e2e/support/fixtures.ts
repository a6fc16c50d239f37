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

/** Fails on any axe violation of the current page. */
export async function expectNoAxeViolations(page: Page) {
  // Let finite animations (fades, slide-ins) end first: mid-fade colours are not what readers see.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** Saves a full-page screenshot under e2e/screenshots/{name}-{project}.png. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `e2e/screenshots/${name}-${testInfo.project.name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}
