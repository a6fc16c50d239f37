import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/auth.ts';
import { expect, test, toast } from './support/fixtures.ts';
import { FLAGSHIP, activateFlagship } from './support/readings.ts';

// One owner per endpoint (issue 14): Today asks for its reading once and takes the curated insight
// that comes with it; a plan switch has the server compute today's reading once.

const base = () => process.env.E2E_BASE_URL!;

/** A sentence of day 1's curated insight (server/features/plans/curated/provision-in-the-wilderness.ts). */
const DAY_ONE_INSIGHT = 'The shortest way is not always the kindest one.';
const OTHER_PLAN = 'Fourteen Days in Mark';

/** Every /api call the page makes from now on, as "METHOD /path". */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

/** The calls on which the server works out today's reading. */
const computesTodayReading = (call: string) =>
  call === 'GET /api/readings/today' ||
  call === 'POST /api/readings/refresh' ||
  call === 'POST /api/readings/start-from-today';

const insightCalls = (calls: string[]) => calls.filter((c) => /\/insights$/.test(c));

async function activateByTitle(page: Page, q: string, title: string) {
  const found = await page.request.get(`${base()}/api/plans/search?q=${encodeURIComponent(q)}`);
  expect(found.status(), await found.text()).toBe(200);
  const { plans } = (await found.json()) as { plans: { id: number; title: string }[] };
  const plan = plans.find((p) => p.title === title);
  expect(plan, `${title} is seeded`).toBeTruthy();
  const res = await page.request.post(`${base()}/api/plans/${plan!.id}/activate`, {
    headers: { origin: base() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('network counts', () => {
  test('Today with a curated insight asks for the reading once and never for the insight', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await activateFlagship(page);
    const calls = recordApiCalls(page);

    await page.goto('/');
    const insight = page.getByRole('region', { name: 'Lamplight Insight' });
    await expect(insight.getByText(DAY_ONE_INSIGHT)).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(calls.filter((c) => c === 'GET /api/readings/today')).toHaveLength(1);
    expect(insightCalls(calls)).toEqual([]);
  });

  test('a plan switch computes today’s reading at most once', async ({ page }) => {
    await signUpViaApi(page);
    // The flagship first, then another plan: Today follows the other plan, the flagship waits in
    // Switch Plan.
    await activateFlagship(page);
    await activateByTitle(page, 'mark', OTHER_PLAN);

    await page.goto('/');
    const planCard = page.getByRole('region', { name: OTHER_PLAN });
    await expect(planCard).toBeVisible();
    const reading = page.getByRole('region', { name: "Today's Reading" });
    await expect(reading.getByText('Mark 1:1-20', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const calls = recordApiCalls(page);
    await planCard.getByRole('button', { name: 'Switch Plan' }).click();
    await page.getByRole('menuitem', { name: new RegExp(FLAGSHIP) }).click();
    await expect(toast(page, 'Plan switched')).toBeVisible();
    await expect(page.getByRole('region', { name: FLAGSHIP })).toBeVisible();
    await expect(reading.getByText('Exodus 13:17-22', { exact: true })).toBeVisible();
    // The flagship's curated insight came with the reading: no request for it either.
    const insight = page.getByRole('region', { name: 'Lamplight Insight' });
    await expect(insight.getByText(DAY_ONE_INSIGHT)).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(calls.filter(computesTodayReading).length, calls.join('\n')).toBeLessThanOrEqual(1);
    expect(insightCalls(calls)).toEqual([]);
  });
});
