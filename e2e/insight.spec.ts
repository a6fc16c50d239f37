import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/auth.ts';
import { expect, journeyAxe, screenshot, test } from './support/fixtures.ts';
import { settle } from './support/settle.ts';

const base = () => process.env.E2E_BASE_URL!;

/**
 * Today's insight without a model comes from Lamplight's own study notes (decision 148): the chapter's main
 * point, its sections and themes, its own questions, the card saying where it came from. One narrative,
 * one psalm and one epistle, each at both sizes, with axe in both schemes.
 */
const cases = [
  {
    kind: 'a narrative',
    plan: 'In the Beginning: Genesis 1-14',
    query: 'beginning',
    day: 12,
    reference: 'Genesis 12',
    // The first words of Genesis 12's note (server/notes/source/01-genesis.md).
    point: /God calls Abram/,
    shot: 'insight-narrative',
  },
  {
    kind: 'a psalm',
    plan: 'Five Weeks in the Psalms',
    query: 'psalms',
    day: 12,
    reference: 'Psalm 46',
    point: /God is his people's refuge and strength/,
    shot: 'insight-psalm',
  },
  {
    kind: 'an epistle',
    plan: 'Advent: Four Weeks Toward Christmas',
    query: 'advent',
    day: 28,
    reference: 'Philippians 2:1-11',
    point: /Paul calls the church to unity and humility/,
    shot: 'insight-epistle',
  },
];

/** Starts the plan found by `query` at `day` (POST /api/plans/{id}/activate { startDay }). */
async function startAt(page: Page, title: string, query: string, day: number) {
  const found = await page.request.get(`${base()}/api/plans/search?q=${encodeURIComponent(query)}`);
  expect(found.status(), await found.text()).toBe(200);
  const { plans } = (await found.json()) as { plans: { id: number; title: string }[] };
  const plan = plans.find((p) => p.title === title);
  expect(plan, `the plan "${title}" is seeded`).toBeTruthy();
  const res = await page.request.post(`${base()}/api/plans/${plan!.id}/activate`, {
    data: { startDay: day },
    headers: { origin: base() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe("Today's insight from the study notes", () => {
  for (const c of cases) {
    test(`${c.kind}: ${c.reference}`, async ({ page }, testInfo) => {
      await signUpViaApi(page);
      await startAt(page, c.plan, c.query, c.day);
      await page.goto('/');
      const reading = page.getByRole('region', { name: "Today's Reading" });
      await expect(reading.getByText(c.reference, { exact: true }).first()).toBeVisible();

      const insight = page.getByRole('region', { name: 'Lamplight Insight' });
      // Where it came from: the badge and the line under the card.
      await expect(
        insight.getByText('Lamplight study notes', { exact: true }).first(),
      ).toBeVisible();
      await expect(insight.getByText(/^Drawn from Lamplight study notes/)).toBeVisible();
      // The chapter's main point leads, then its sections; its own themes and three questions.
      await expect(insight.getByText(/^The main point/).first()).toBeVisible();
      await expect(insight.getByText(c.point).first()).toBeVisible();
      await expect(insight.getByRole('heading', { name: 'Key Themes' })).toBeVisible();
      await expect(insight.getByRole('heading', { name: 'Reflection Questions' })).toBeVisible();
      await settle(page, { keepScroll: true });
      await journeyAxe(page, { bothSchemes: true });
      await insight.scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, c.shot);
    });
  }
});
