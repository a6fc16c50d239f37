import type { Page } from '@playwright/test';
import { startModelStub } from '../server/test/model-stub.ts';
import { signUpViaApi } from './support/auth.ts';
import { setMembershipTier, signInAdmin } from './support/db.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer } from './support/server.ts';

// Hostile text in everything readers and admins write, and in what the model says, must stay text.
// Each payload would bump window.__xss (or open a dialog) if it ever ran; the page's CSP would also log a
// console error for a blocked inline handler, which fails the test through the fixture.
const RUN = "window.__xss = (window.__xss || 0) + 1; alert('xss')";
const IMG = `<img src=x onerror="${RUN}">`;
const SVG = `"><svg onload="${RUN}"></svg>`;
const SCRIPT = `<script>${RUN}</script>`;
const JS_LINK = `[open](javascript:${encodeURIComponent(RUN)})`;
const IFRAME = `<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>`;
const HOSTILE = `Bread ${IMG} ${SVG} ${SCRIPT} ${JS_LINK} ${IFRAME} <a href="javascript:${RUN}">x</a> end`;

/** Records dialogs (an alert would mean a payload ran) and dismisses them. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing ran, and none of the payloads became live markup. */
async function expectInert(page: Page, dialogs: string[]) {
  expect(dialogs, 'dialogs opened by page scripts').toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss ?? 0)).toBe(0);
  const live = page.locator(
    '#main img[onerror], #main svg[onload], #main script, #main iframe, a[href^="javascript:" i]',
  );
  await expect(live).toHaveCount(0);
}

test.describe('hostile text stays text', () => {
  test.skip(({ isMobile }) => isMobile, 'the same markup renders at both sizes');

  test('reflections, plan titles and admin-written insights never run', async ({
    page,
    browser,
  }) => {
    const base = process.env.E2E_BASE_URL!;
    const headers = { origin: base };
    const dialogs = watchDialogs(page);

    // An administrator publishes a plan whose title, description, session and insight carry payloads.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    const adminDialogs = watchDialogs(adminPage);
    await signInAdmin(adminPage);
    const title = `Hostile ${Date.now().toString(36)} ${IMG}`;
    const created = await adminPage.request.post(`${base}/api/admin/plans`, {
      headers,
      data: {
        title,
        description: `A plan ${SVG}`,
        type: 'theme',
        planType: 'daily',
        sessions: [
          {
            reference: 'Psalm 23',
            title: `The shepherd ${SCRIPT}`,
            insight: `**The shepherd** provides. ${HOSTILE}\n\n- one ${IMG}\n- two`,
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { plan } = (await created.json()) as { plan: { id: number } };

    // A Basic reader makes a custom plan from a hostile topic, follows the admin's plan and reflects.
    await signUpViaApi(page);
    await setMembershipTier(browser, page, 'basic');
    const custom = await page.request.post(`${base}/api/plans`, {
      headers,
      data: { type: 'custom', content: `prayer ${IMG}`, planType: 'daily', sessions: 3 },
    });
    expect(custom.status(), await custom.text()).toBe(201);
    const activated = await page.request.post(`${base}/api/plans/${plan.id}/activate`, { headers });
    expect(activated.status(), await activated.text()).toBe(200);
    const today = await page.request.get(`${base}/api/readings/today`);
    const reading = (await today.json()) as { id: number; reference: string };
    expect(reading.reference).toBe('Psalm 23');
    const saved = await page.request.post(`${base}/api/journal/entries`, {
      headers,
      data: { readingId: reading.id, content: HOSTILE },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    await page.goto('/');
    const insight = page.getByRole('region', { name: 'Lamplight Insight' });
    await expect(insight.getByText('The shepherd', { exact: true })).toBeVisible();
    // The reflection shows the payload as the words the reader typed.
    await expect(page.getByText(IMG, { exact: false }).first()).toBeVisible();
    await expectInert(page, dialogs);

    for (const path of ['/journal', '/notebook', '/plans']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(IMG, { exact: false }).first()).toBeVisible();
      await expectInert(page, dialogs);
    }

    await adminPage.goto('/admin/plans');
    await expect(adminPage.getByText(title).first()).toBeVisible();
    await expectInert(adminPage, adminDialogs);
    await adminContext.close();
  });

  test("the model's insight never runs", async ({ page }) => {
    const stub = await startModelStub({
      handler: () =>
        JSON.stringify({
          summary: `Mark begins with a voice in the wilderness. ${HOSTILE}`,
          themes: [
            { title: `Good news ${SCRIPT}`, description: `Beginning ${IMG}` },
            { title: 'Preparing the way', description: `Repentance ${SVG}` },
          ],
          questions: [`What does ${IMG} prepare?`, `Where is ${JS_LINK}?`],
        }),
    });
    const server = await startServer({
      AI_BASE_URL: stub.baseURL,
      AI_API_KEY: 'e2e-key',
      AI_MODEL: 'stub-model',
    });
    try {
      const dialogs = watchDialogs(page);
      const headers = { origin: server.url };
      await signUpViaApi(page, undefined, undefined, server.url);
      // A curated plan without written insights, so Today's insight comes from the model.
      const found = await page.request.get(`${server.url}/api/plans/search?q=Mark`);
      const { plans } = (await found.json()) as { plans: { id: number; title: string }[] };
      const mark = plans.find((p) => p.title === 'Fourteen Days in Mark');
      expect(mark, 'the curated Mark plan').toBeDefined();
      const activated = await page.request.post(`${server.url}/api/plans/${mark!.id}/activate`, {
        headers,
      });
      expect(activated.status(), await activated.text()).toBe(200);

      await page.goto(`${server.url}/`);
      const insight = page.getByRole('region', { name: 'Lamplight Insight' });
      await expect(insight.getByText('AI-generated')).toBeVisible();
      await expect(insight.getByText('Preparing the way')).toBeVisible();
      expect(stub.calls).toBeGreaterThan(0);
      await expectInert(page, dialogs);
    } finally {
      await server.stop();
      await stub.close();
    }
  });
});
