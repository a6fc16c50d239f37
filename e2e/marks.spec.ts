import type { Page } from '@playwright/test';
import { signUpViaApi } from './support/auth.ts';
import {
  expect,
  expectNoAxeViolationsInBothSchemes,
  screenshot,
  test,
} from './support/fixtures.ts';
import { activatePlan } from './support/readings.ts';
import { settle } from './support/settle.ts';

// Issue 31 (decisions 164-166): marks on verses in the Bible reader and on Today, the Marks view, notes
// kept offline, the export, the prayer list and Today's prayers line.

const base = () => process.env.E2E_BASE_URL!;
const PSALMS_PLAN = 'Five Weeks in the Psalms';

/** Moves the reader's plan on to `day` (day 12 of the Psalms plan is Psalm 46). */
async function moveTo(page: Page, day: number) {
  for (let from = 1; from < day; from++) {
    const moved = await page.request.post(`${base()}/api/plans/advance`, {
      headers: { origin: base() },
      data: { fromDay: from },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

const verse = (page: Page, n: number) => page.locator(`[data-verse="${n}"]`).first();
const toolbar = (page: Page) => page.getByRole('toolbar', { name: /^Mark / });

test.describe('marks on the text', () => {
  test('a yellow highlight on Psalm 46:10 shows in the Bible reader and on Today, in both translations', async ({
    page,
  }, testInfo) => {
    await signUpViaApi(page);
    await page.goto(`${base()}/bible/psalms/46`);
    await verse(page, 10).getByRole('button', { name: 'Verse 10' }).click();
    await expect(toolbar(page)).toContainText('Psalm 46:10');
    await toolbar(page).getByRole('button', { name: 'Highlight yellow' }).click();
    await expect(verse(page, 10)).toHaveAttribute('data-mark-color', 'yellow');
    // Said in words, not only shown in colour.
    await expect(verse(page, 10)).toContainText('(highlighted, yellow)');
    await toolbar(page).getByRole('button', { name: 'Done marking' }).click();
    await expect(toolbar(page)).toHaveCount(0);
    await settle(page);
    await screenshot(page, testInfo, 'marks-highlight-bible');
    await expectNoAxeViolationsInBothSchemes(page, {
      testInfo,
      name: 'marks-highlight-bible-dark',
    });

    // Today, when the plan reaches Psalm 46.
    await activatePlan(page, PSALMS_PLAN, 'psalms');
    await moveTo(page, 12);
    await page.goto(`${base()}/`);
    const reading = page.getByRole('region', { name: "Today's Reading" });
    await expect(reading).toContainText('Psalm 46');
    await expect(verse(page, 10)).toHaveAttribute('data-mark-color', 'yellow');
    // And in the WEB: the mark belongs to the verse.
    await page.request.put(`${base()}/api/account/translation`, {
      headers: { origin: base() },
      data: { translation: 'web' },
    });
    await page.reload();
    await expect(reading).toContainText('WEB');
    await expect(verse(page, 10)).toHaveAttribute('data-mark-color', 'yellow');
    await expect(verse(page, 10)).toContainText(/Be still/);
  });

  test('bookmark and note a verse by keyboard alone; the note is in the Markdown export', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto(`${base()}/bible/john/3`);
    const first = page.getByRole('button', { name: 'Verse 1', exact: true });
    await first.focus();
    // Down the verse numbers to 16, select it, and reach the toolbar with Tab.
    for (let i = 1; i < 16; i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Verse 16' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toolbar(page)).toContainText('John 3:16');
    const bookmark = toolbar(page).getByRole('button', { name: 'Bookmark' });
    for (
      let i = 0;
      i < 60 && !(await bookmark.evaluate((b) => b === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(verse(page, 16)).toHaveAttribute('data-bookmarked', '');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Notes on John 3:16' });
    await expect(dialog).toBeVisible();
    await page.keyboard.type('Whosoever: that includes me.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(verse(page, 16)).toContainText('bookmarked; 1 note');
    const md = await page.request.get(`${base()}/api/account/export?format=markdown`);
    const text = await md.text();
    expect(text).toContain('- John 3:16: bookmarked');
    expect(text).toContain('- John 3:16: note');
    expect(text).toContain('    Whosoever: that includes me.');
  });

  test('the Marks view lists marks and filters by colour', async ({ page }, testInfo) => {
    await signUpViaApi(page);
    for (const [verseStart, color] of [
      [1, 'yellow'],
      [2, 'green'],
      [3, 'blue'],
      [4, 'pink'],
    ] as const) {
      const res = await page.request.post(`${base()}/api/marks`, {
        headers: { origin: base() },
        data: {
          kind: 'highlight',
          color,
          verses: { book: 'Psalms', chapter: 23, verseStart, verseEnd: verseStart },
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto(`${base()}/journal`);
    await page.getByRole('link', { name: 'Your marks' }).click();
    await expect(page.getByRole('heading', { name: 'Marks', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your marks' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    // The day each was made, in words as elsewhere in the app, not as an ISO date.
    await expect(list.getByRole('listitem').first()).toContainText(/· [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(list).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await settle(page);
    await screenshot(page, testInfo, 'marks-view');
    // Every highlight colour, in both schemes.
    await expectNoAxeViolationsInBothSchemes(page, { testInfo, name: 'marks-view-dark' });
    await page.getByLabel('Colour').selectOption('green');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Psalm 23:2');
    await list.getByRole('link', { name: 'Psalm 23:2' }).click();
    await expect(page).toHaveURL(/\/bible\/psalms\/23#v2$/);
    await expect(verse(page, 2)).toHaveAttribute('data-mark-color', 'green');
    // The verse the address names is ringed, not tinted over: its green stays (either scheme).
    await expect(verse(page, 2)).toHaveAttribute('data-highlighted', '');
    await expect(verse(page, 2)).toHaveCSS(
      'background-color',
      /^rgb\((213, 238, 208|29, 64, 36)\)$/,
    );
    await expect(verse(page, 2)).not.toHaveCSS('box-shadow', 'none');
    await settle(page);
    await screenshot(page, testInfo, 'marks-highlight-colours');
    await expectNoAxeViolationsInBothSchemes(page, {
      testInfo,
      name: 'marks-highlight-colours-dark',
    });
  });

  test('a note typed offline is saved once when the connection returns', async ({
    page,
    context,
    pageErrors,
  }) => {
    await signUpViaApi(page);
    await page.goto(`${base()}/bible/psalms/46`);
    await expect(verse(page, 1)).toBeVisible();
    await verse(page, 1).getByRole('button', { name: 'Verse 1' }).click();
    // A first highlight online: its answer is a toast, whose code then loads while there is a connection
    // (this spec blocks the app's worker, which keeps that code for offline use in real life).
    await toolbar(page).getByRole('button', { name: 'Highlight blue' }).click();
    await expect(verse(page, 1)).toHaveAttribute('data-mark-color', 'blue');
    await toolbar(page).getByRole('button', { name: 'Copy' }).click();
    await expect(page.locator('[data-sonner-toaster]')).toHaveCount(1);
    await toolbar(page).getByRole('button', { name: 'Note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notes on Psalm 46:1' });
    await dialog.getByLabel('New note').fill('A refuge, even with no signal.');
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Save Note' }).click();
    await expect(dialog).toHaveCount(0);
    const queued = await page.evaluate(() => localStorage.getItem('lamplight-private:mark-queue'));
    expect(queued).toContain('A refuge, even with no signal.');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/marks') && r.request().method() === 'POST',
    );
    await context.setOffline(false);
    expect((await saved).status()).toBe(201);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('lamplight-private:mark-queue')))
      .toBeNull();
    const list = await page.request.get(`${base()}/api/marks?kind=note`);
    const notes = ((await list.json()) as { marks: { note: string }[] }).marks;
    expect(notes.map((n) => n.note)).toEqual(['A refuge, even with no signal.']);
    // Offline, the browser logs the failed save (and the app's worker registration, when it falls in
    // that minute): only those lines are dropped from the page's error log.
    for (let i = pageErrors.length - 1; i >= 0; i--) {
      if (
        /ERR_INTERNET_DISCONNECTED|dynamically imported module: .*\/register-/.test(pageErrors[i]!)
      ) {
        pageErrors.splice(i, 1);
      }
    }
  });
});

test.describe('the prayer list', () => {
  test('a prayer added, answered with a note, shown under Answered with both dates; Today counts active ones', async ({
    page,
  }, testInfo) => {
    await signUpViaApi(page);
    await activatePlan(page, PSALMS_PLAN, 'psalms');
    await page.goto(`${base()}/prayers`);
    const form = page.getByRole('form', { name: 'Add a prayer' });
    for (const title of ['Work for Sam', 'Healing for Ruth', 'Peace at home']) {
      await form.getByLabel('Prayer').fill(title);
      await form.getByRole('button', { name: 'Add Prayer' }).click();
      await expect(page.getByTestId('prayer').filter({ hasText: title })).toBeVisible();
    }
    await page.goto(`${base()}/`);
    await expect(page.getByTestId('prayer-line')).toHaveText(/3 prayers\s*·\s*pray now/);
    await page.getByRole('link', { name: /3 prayers/ }).click();
    await expect(page.getByRole('heading', { name: 'Prayers', level: 1 })).toBeVisible();
    await settle(page);
    await screenshot(page, testInfo, 'prayers-active');
    const sam = page.getByTestId('prayer').filter({ hasText: 'Work for Sam' });
    await sam.getByRole('button', { name: 'Answered' }).click();
    await sam
      .getByLabel('How was it answered? (optional)')
      .fill('The library offered him the post.');
    await sam.getByRole('button', { name: 'Mark Answered' }).click();
    await expect(page.getByTestId('prayer').filter({ hasText: 'Work for Sam' })).toHaveCount(0);
    await page.getByRole('tab', { name: /Answered/ }).click();
    const answered = page.getByTestId('prayer').filter({ hasText: 'Work for Sam' });
    await expect(answered).toContainText(/Asked \w+ \d+, \d{4} · Answered \w+ \d+, \d{4}/);
    await expect(answered).toContainText('The library offered him the post.');
    await settle(page);
    await screenshot(page, testInfo, 'prayers-answered');
    await expectNoAxeViolationsInBothSchemes(page, { testInfo, name: 'prayers-answered-dark' });
    await page.goto(`${base()}/`);
    await expect(page.getByTestId('prayer-line')).toHaveText(/2 prayers\s*·\s*pray now/);
  });
});
