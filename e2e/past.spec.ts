import type { Page, TestInfo } from '@playwright/test';
import { format, parse } from 'date-fns';
import { signUpViaApi } from './support/auth.ts';
import { activateFlagship, FLAGSHIP, todayReading, writeEntry } from './support/readings.ts';
import { useClockServer } from './support/clock-server.ts';
import { expect, journeyAxe, screenshot, test, toast } from './support/fixtures.ts';
import { settle } from './support/settle.ts';

// Issue 17 item 4 (decision 128): a reader who comes back to a passage sees what they wrote on
// it before, and the Journal filters by book and searches. Coming back takes a later day, so this
// spec runs its own server with the test clock (decision 101), as e2e/days.spec.ts does.
const clock = useClockServer();

/** Opens Today and waits for its earlier-entry lookup; returns that lookup's answer. */
async function openToday(page: Page) {
  await clock.syncPage(page);
  const lookup = page.waitForResponse((r) => r.url().includes('/api/journal/earlier'));
  await page.goto(`${clock.url}/`);
  return (await (await lookup).json()) as { entry: { id: number } | null };
}

/** Screenshots at 1280×800 and 390×844 (axe at the phone size too), leaving the page at desktop size. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  await settle(page, { keepScroll: true });
  await screenshot(page, testInfo, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page, { keepScroll: true });
  await journeyAxe(page);
  await screenshot(page, testInfo, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.use({ timezoneId: 'Europe/London' });

test.describe('past reflections come back', () => {
  test('back at Exodus 16 a day later, Today recalls the entry; the Journal filters and searches', async ({
    page,
  }, testInfo) => {
    await signUpViaApi(page, undefined, undefined, clock.url);
    await activateFlagship(page);
    // Days 1-4 were read: day 5 of the flagship is Exodus 16:1-18.
    for (let day = 1; day < 5; day++) {
      const moved = await page.request.post(`${clock.url}/api/plans/advance`, {
        headers: { origin: clock.url },
        data: { fromDay: day },
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    // Something on another book, for the Journal's filter.
    await writeEntry(page, {
      content: 'The Lord is my shepherd; I shall not want.',
      reference: 'Psalm 23',
    });

    // Day 5: the reader writes on Exodus 16. Their entry on today's reading is not "earlier".
    const first = await openToday(page);
    expect(first.entry).toBeNull();
    const reading = page.getByRole('region', { name: "Today's Reading" });
    await expect(reading).toContainText('Exodus 16:1-18');
    const panel = page.getByRole('region', { name: 'Personal Reflection' });
    await panel
      .getByRole('textbox', { name: 'Add New Reflection' })
      .fill('Enough for each day, and no more.\nWhat was kept overnight bred worms.');
    await panel.getByRole('button', { name: 'Save Reflection' }).click();
    await expect(toast(page, 'Reflection Saved')).toBeVisible();
    const day5 = await todayReading(page);
    const writtenOn = format(parse(day5.readDate, 'yyyy-MM-dd', new Date()), 'MMM d, yyyy');

    // The next day Today moves on to Exodus 16:19-36: no verse in common, so no note.
    clock.moveClock(1);
    const next = await openToday(page);
    expect(next.entry).toBeNull();
    const card = page.getByRole('region', { name: FLAGSHIP });
    await expect(card.getByText('Day 6', { exact: true })).toBeVisible();

    // Back to day 5: the same passage on a new day brings the entry back.
    await card.getByRole('button', { name: 'Previous' }).click();
    await expect(toast(page, 'Went back a day')).toBeVisible();
    await expect(card.getByText('Day 5', { exact: true })).toBeVisible();
    const note = page.getByRole('complementary', {
      name: `You wrote on this passage on ${writtenOn}`,
    });
    await expect(note).toBeVisible();
    const link = note.getByRole('link', { name: '“Enough for each day, and no more.”' });
    await expect(link).toBeVisible();
    await journeyAxe(page, {
      bothSchemes: true,
      darkShot: { testInfo, name: 'past-today-note-dark' },
    });
    await note.scrollIntoViewIfNeeded();
    await shots(page, testInfo, 'past-today-note');

    // The link opens the Journal on that entry, marked and focused.
    await link.click();
    await expect(page).toHaveURL(/\/journal\?entry=\d+$/);
    const entries = page.getByRole('list', { name: 'Journal entries' });
    const opened = entries.getByRole('article');
    await expect(opened).toHaveCount(1);
    await expect(opened).toContainText('What was kept overnight bred worms.');
    await expect(opened).toHaveAttribute('data-highlighted', 'true');
    await expect(opened).toBeFocused();
    await shots(page, testInfo, 'past-journal-entry');
    await page.getByRole('button', { name: 'Show all entries' }).click();
    await expect(entries.getByRole('article')).toHaveCount(2);

    // Filter by book (a free reader: it is their own writing) with the keyboard.
    const book = page.getByRole('combobox', { name: 'Book' });
    await book.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: /^Psalms/ }).click();
    await expect(page).toHaveURL(/\/journal\?book=Psalms$/);
    await expect(entries.getByRole('article')).toHaveCount(1);
    await expect(entries).toContainText('The Lord is my shepherd');

    // Search within the book: nothing; then across the journal.
    const search = page.getByRole('searchbox', { name: 'Search your journal' });
    await search.fill('worms');
    await expect(page.getByRole('heading', { name: 'No Matching Entries' })).toBeVisible();
    await expect(page.getByText('No reflections in Psalms contain “worms”.')).toBeVisible();
    await expect(page).toHaveURL(/\/journal\?book=Psalms&q=worms$/);
    await journeyAxe(page);
    await shots(page, testInfo, 'past-journal-no-match');
    await book.click();
    await page.getByRole('option', { name: 'All books' }).click();
    await expect(page).toHaveURL(/\/journal\?q=worms$/);
    await expect(entries.getByRole('article')).toHaveCount(1);
    await expect(entries).toContainText('Enough for each day');
    await expect(page.getByText('1 matching entry, newest first.')).toBeVisible();
    await journeyAxe(page, {
      bothSchemes: true,
      darkShot: { testInfo, name: 'past-journal-dark' },
    });
    await shots(page, testInfo, 'past-journal-search');

    // At 320 px with 200% text, nothing of the Journal's own content runs off the side.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await settle(page, { keepScroll: true });
    const offside = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((e) => `${e.tagName} "${(e.textContent ?? '').trim().slice(0, 30)}"`),
    );
    expect(offside).toEqual([]);
  });
});
