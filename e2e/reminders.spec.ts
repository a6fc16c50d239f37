import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeMail, startSmtpInbox, type SmtpInbox } from '../server/test/smtp-inbox.ts';
import { zonedInstant } from '../server/features/reminders/schedule.ts';
import { adminDatabaseUrl, scratchDatabase } from '../server/test/scratch-database.ts';
import { localDate, addDays } from '../server/lib/calendar.ts';
import { signUpViaApi, uniqueEmail } from './support/auth.ts';
import { expect, journeyAxe, screenshot, test, toast } from './support/fixtures.ts';
import { activateFlagship } from './support/readings.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { settle } from './support/settle.ts';

// Issue 17 item 2: daily reminders (decision 126). Two production servers on one fresh PostgreSQL
// database tick every 200 ms on a clock this spec moves (LAMPLIGHT_TEST_CLOCK); mail goes to a
// local SMTP server.
const TICK_MS = 200;
const ZONE = 'Europe/London';

let smtp: SmtpInbox | undefined;
let servers: RunningServer[] = [];
let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let clockFile: string;
let sharedBase: string | undefined;

/** Sets the servers' clock to an instant (always ahead of the real time). */
function setClock(at: Date) {
  const offsetMs = at.getTime() - Date.now();
  expect(offsetMs, 'the test clock only moves forward').toBeGreaterThan(0);
  writeFileSync(clockFile, JSON.stringify({ offsetMs }));
}

/** The reminders a reader received (sign-up also sends a verification mail). */
const mailTo = (email: string) =>
  (smtp?.to(email) ?? [])
    .map((m) => decodeMail(m.raw))
    .filter((text) => text.includes('List-Unsubscribe-Post'));

/** Waits several ticks of both servers, so whatever was due has been sent. */
const severalTicks = () => new Promise((r) => setTimeout(r, TICK_MS * 10));

test.use({ timezoneId: ZONE });

test.describe('daily reminders', () => {
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop only: the spec moves a clock');
    const adminUrl = adminDatabaseUrl();
    test.skip(!adminUrl, 'needs PostgreSQL: set TEST_DATABASE_URL (CI does)');
    test.setTimeout(120_000);

    smtp = await startSmtpInbox();

    database = await scratchDatabase(adminUrl!, 'lamplight_e2e_rem_');
    clockFile = join(mkdtempSync(join(tmpdir(), 'lamplight-clock-')), 'clock.json');
    writeFileSync(clockFile, JSON.stringify({ offsetMs: 0 }));
    const env = {
      DATABASE_URL: database.url,
      LAMPLIGHT_TEST_CLOCK: clockFile,
      SMTP_URL: smtp.url,
      REMINDER_TICK_MS: String(TICK_MS),
      AUTH_RATE_LIMIT: '100000',
    };
    // One after the other: the second finds the migrations applied and the plans seeded.
    servers = [await startServer(env)];
    servers.push(await startServer(env));
    sharedBase = process.env.E2E_BASE_URL;
    process.env.E2E_BASE_URL = servers[0]!.url;
  });

  test.afterAll(async () => {
    if (sharedBase !== undefined) process.env.E2E_BASE_URL = sharedBase;
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
    await smtp?.close();
  });

  test('07:30 London arrives once from two instances, and the unsubscribe link stops the next', async ({
    page,
    browser,
  }, testInfo) => {
    const base = servers[0]!.url;
    // The reader (in London, as sign-up records) follows the flagship plan: day 1 is Exodus 13:17-22.
    const reader = await signUpViaApi(page, uniqueEmail('reminded'), undefined, base);
    await activateFlagship(page);

    await page.goto(`${base}/account`);
    const section = page.getByRole('region', { name: 'Daily reminder' });
    await expect(section.getByText('In your time zone, Europe / London')).toBeVisible();
    await section.getByRole('switch', { name: 'Email me a daily reminder' }).click();
    await section.getByLabel('Time').fill('07:30');
    await section.getByRole('button', { name: 'Save Reminder' }).click();
    await expect(toast(page, 'Reminder Saved')).toBeVisible();
    await expect(section.getByRole('status')).toHaveText(
      'Reminders are on: 07:30 every day, Europe / London time.',
    );
    await settle(page, { keepScroll: true });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'reminders-account');
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page, { keepScroll: true });
    await journeyAxe(page);
    await screenshot(page, testInfo, 'reminders-account-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A second reader, set up through the API on the other instance, shows the ticks keep running.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const control = await signUpViaApi(
      otherPage,
      uniqueEmail('control'),
      undefined,
      servers[1]!.url,
    );
    const saved = await otherPage.request.put(`${servers[1]!.url}/api/account/reminders`, {
      data: {
        enabled: true,
        time: '07:30',
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      },
      headers: { origin: servers[1]!.url },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await other.close();

    // Tomorrow in London (so the clock only moves forward), one minute before 07:30: nothing.
    const day = addDays(localDate(ZONE, new Date()), 1);
    const at = (d: string, minutesAfter: number) =>
      new Date(zonedInstant(d, '07:30', ZONE).getTime() + minutesAfter * 60_000);
    setClock(at(day, -1));
    await severalTicks();
    expect(mailTo(reader.email)).toHaveLength(0);

    // 07:31: exactly one mail each, however many ticks of the two instances pass.
    setClock(at(day, 1));
    await expect.poll(() => mailTo(reader.email).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => mailTo(control.email).length, { timeout: 15_000 }).toBe(1);
    await severalTicks();
    expect(mailTo(reader.email)).toHaveLength(1);
    const mail = mailTo(reader.email)[0]!;
    expect(mail).toContain("Subject: Today's reading: Exodus 13:17-22");
    expect(mail).toContain('(Exodus 13:17, KJV)');
    expect(mail).toMatch(
      /List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/reminders\/unsubscribe\?token=/,
    );

    // The unsubscribe link, followed signed out.
    const link = /Stop these emails with one click: (\S+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    const signedOut = await browser.newContext();
    const linkPage = await signedOut.newPage();
    await linkPage.goto(link!);
    await expect(
      linkPage.getByRole('heading', { level: 1, name: 'Reminders are off' }),
    ).toBeVisible();
    await journeyAxe(linkPage, {
      bothSchemes: true,
      darkShot: { testInfo, name: 'reminders-unsubscribed-dark' },
    });
    await screenshot(linkPage, testInfo, 'reminders-unsubscribed');
    await linkPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(linkPage, testInfo, 'reminders-unsubscribed-390');
    await signedOut.close();

    // The next day at 07:31 the control reader gets theirs; the reader who unsubscribed gets nothing.
    setClock(at(addDays(day, 1), 1));
    await expect.poll(() => mailTo(control.email).length, { timeout: 15_000 }).toBe(2);
    await severalTicks();
    expect(mailTo(reader.email)).toHaveLength(1);

    // And the account page says so.
    await page.goto(`${base}/account`);
    await expect(section.getByRole('status')).toHaveText('Reminders are off.');
  });
});
