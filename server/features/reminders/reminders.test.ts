import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { openPostgres } from '../../db/postgres.ts';
import { setClock } from '../../lib/clock.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { setupTestApp } from '../../test/app.ts';
import { createUser, sessionCookie, signedInUser } from '../../test/factories.ts';
import { decodeMail, startSmtpInbox } from '../../test/smtp-inbox.ts';
import { activatePlan, createPlanWithSessions } from '../../test/factories-plans.ts';
import type { UserRow } from '../../users/users.ts';
import { listSends } from './repository.ts';
import {
  claimReminders,
  queueDueReminders,
  runReminderTick,
  type ReminderDeps,
} from './scheduler.ts';
import { saveReminderSettings } from './service.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

// Reminders go through nodemailer to a local SMTP server, which is the tests' inbox.
const smtp = await startSmtpInbox();
afterAll(() => smtp.close());
const inbox = smtp.mails;

const ctx = setupTestApp({ SMTP_URL: smtp.url });
afterEach(() => setClock());

const ORIGIN = 'http://localhost:5000';
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const t = (iso: string) => new Date(iso);

function deps(overrides: Partial<ReminderDeps> = {}): ReminderDeps {
  return {
    db: ctx.app.db,
    config: ctx.config,
    mailer: ctx.app.mailer,
    log: ctx.app.log,
    ...overrides,
  };
}

const mailTo = (user: UserRow) => smtp.to(user.email);

function unsubscribeLink(raw: string): string {
  const m = /Stop these emails with one click: (\S+)/.exec(decodeMail(raw));
  if (!m) throw new Error('no unsubscribe link in the mail');
  return m[1]!;
}

/** A reader in London with a 07:30 reminder set (saved at `savedAt`) on the given days. */
async function londonReader(
  savedAt: Date,
  days: readonly (typeof EVERY_DAY)[number][] = EVERY_DAY,
  db: Db = ctx.app.db,
) {
  const user = await createUser(db, { timeZone: 'Europe/London', firstName: 'Ruth' });
  await saveReminderSettings(db, user, { enabled: true, time: '07:30', days: [...days] }, savedAt);
  return user;
}

describe('GET and PUT /api/account/reminders', () => {
  it('answers the default for a reader who never set one, privately', async () => {
    const { headers } = await signedInUser(ctx.app.db, { timeZone: 'Europe/London' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/account/reminders', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      enabled: false,
      time: '07:30',
      days: [...EVERY_DAY],
      timeZone: 'Europe/London',
    });
  });

  it('saves a reminder and reads it back, days in week order', async () => {
    const { headers } = await signedInUser(ctx.app.db, { timeZone: 'America/New_York' });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/reminders',
      headers,
      payload: { enabled: true, time: '06:45', days: ['fri', 'mon', 'mon'] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.headers['cache-control']).toBe('no-store');
    const expected = {
      enabled: true,
      time: '06:45',
      days: ['mon', 'fri'],
      timeZone: 'America/New_York',
    };
    expect(put.json()).toEqual(expected);
    const get = await ctx.app.inject({ method: 'GET', url: '/api/account/reminders', headers });
    expect(get.json()).toEqual(expected);
  });

  it('refuses a bad time, an unknown day and no days at all with readable messages', async () => {
    const { headers } = await signedInUser(ctx.app.db);
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/account/reminders', headers, payload });
    const badTime = await put({ enabled: true, time: '7:30', days: ['mon'] });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toContain('HH:MM');
    const late = await put({ enabled: true, time: '24:00', days: ['mon'] });
    expect(late.statusCode).toBe(400);
    const badDay = await put({ enabled: true, time: '07:30', days: ['someday'] });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toContain('mon, tue');
    const none = await put({ enabled: true, time: '07:30', days: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('at least one day');
    // Off with no days is a fine thing to store.
    expect((await put({ enabled: false, time: '07:30', days: [] })).statusCode).toBe(200);
  });

  it('needs a session, and refuses a cross-site PUT', async () => {
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/account/reminders' });
    expect(anon.statusCode).toBe(401);
    const { headers } = await signedInUser(ctx.app.db);
    const cross = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/reminders',
      headers: { ...headers, origin: 'https://evil.example' },
      payload: { enabled: true, time: '07:30', days: ['mon'] },
    });
    expect(cross.statusCode).toBe(403);
  });
});

describe('the reminder scheduler', () => {
  it('sends 07:30 London once when the clock passes 07:30 (winter), with the reading, verse and links', async () => {
    const user = await londonReader(t('2026-01-15T05:00:00Z'));
    const { plan } = await createPlanWithSessions(ctx.app.db, {
      title: 'Shepherd Psalms',
      sessions: [{ reference: 'Psalm 22' }, { reference: 'Psalm 23' }],
    });
    await activatePlan(ctx.app.db, user.id, plan.id, 2);

    expect((await runReminderTick(deps(), t('2026-01-15T07:29:00Z'))).sent).toBe(0);
    expect(mailTo(user)).toHaveLength(0);
    const tick = await runReminderTick(deps(), t('2026-01-15T07:31:00Z'));
    expect(tick.sent).toBe(1);
    expect(await runReminderTick(deps(), t('2026-01-15T07:45:00Z'))).toMatchObject({ sent: 0 });
    expect(mailTo(user)).toHaveLength(1);

    const mail = decodeMail(mailTo(user)[0]!.raw);
    expect(mail).toContain("Subject: Today's reading: Psalm 23");
    expect(mail).toContain('Hello Ruth,');
    expect(mail).toContain('day 2 of 2 in "Shepherd Psalms"');
    expect(mail).toContain('The LORD is my shepherd; I shall not want.');
    expect(mail).toContain('(Psalm 23:1, KJV)');
    expect(mail).toContain('http://localhost:5000/\r\n');
    expect(mail).toContain('07:30 (Europe/London), every day');
    // The header (folded by nodemailer) names the same signed link as the body.
    const header = /List-Unsubscribe:\s+<([^>]+)>/.exec(mail);
    expect(header?.[1]).toBe(unsubscribeLink(mail));
    expect(header?.[1]).toMatch(/^http:\/\/localhost:5000\/api\/reminders\/unsubscribe\?token=/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const [row] = await listSends(ctx.app.db, [user.id]);
    expect(row).toMatchObject({ localDate: '2026-01-15', status: 'sent', attempts: 1 });
  });

  it('follows British Summer Time: 07:30 London is 06:30 UTC in July', async () => {
    const user = await londonReader(t('2026-07-15T04:00:00Z'));
    await runReminderTick(deps(), t('2026-07-15T06:29:00Z'));
    expect(mailTo(user)).toHaveLength(0);
    await runReminderTick(deps(), t('2026-07-15T06:31:00Z'));
    expect(mailTo(user)).toHaveLength(1);
    // No plan: a gentle prompt instead of a reading, in the reader's translation or not.
    const mail = decodeMail(mailTo(user)[0]!.raw);
    expect(mail).toContain('Subject: Your daily reading');
    expect(mail).toContain('not following a reading plan');
  });

  it('sends the first verse in the reader’s translation', async () => {
    const user = await londonReader(t('2026-02-02T05:00:00Z'));
    await ctx.app.db.execute(sql`update users set translation = 'web' where id = ${user.id}`);
    const { plan } = await createPlanWithSessions(ctx.app.db, {
      sessions: [{ reference: 'John 3:16-17' }],
    });
    await activatePlan(ctx.app.db, user.id, plan.id, 1);
    await runReminderTick(deps(), t('2026-02-02T07:31:00Z'));
    const mail = decodeMail(mailTo(user)[0]!.raw);
    expect(mail).toContain('For God so loved the world, that he gave his only born Son');
    expect(mail).toContain('(John 3:16, WEB)');
  });

  it('sends only on the chosen days of the week', async () => {
    // Mondays only; saved on Tuesday 24 November 2026.
    const user = await londonReader(t('2026-11-24T05:00:00Z'), ['mon']);
    await runReminderTick(deps(), t('2026-11-24T07:31:00Z'));
    await runReminderTick(deps(), t('2026-11-25T07:31:00Z'));
    expect(mailTo(user)).toHaveLength(0);
    await runReminderTick(deps(), t('2026-11-30T07:29:00Z'));
    expect(mailTo(user)).toHaveLength(0);
    await runReminderTick(deps(), t('2026-11-30T07:31:00Z'));
    expect(mailTo(user)).toHaveLength(1);
  });

  it('catches up after downtime on the same day, but never sends yesterday’s today', async () => {
    // Down over 07:30, back at 09:00 the same day: today's goes out, late.
    const sameDay = await londonReader(t('2026-03-10T05:00:00Z'));
    await runReminderTick(deps(), t('2026-03-10T09:00:00Z'));
    expect(mailTo(sameDay)).toHaveLength(1);

    // Down from before 07:30 until 06:00 the next day: yesterday's is not sent; today's is, at 07:30.
    const nextDay = await londonReader(t('2026-03-12T05:00:00Z'));
    await runReminderTick(deps(), t('2026-03-13T06:00:00Z'));
    expect(mailTo(nextDay)).toHaveLength(0);
    await runReminderTick(deps(), t('2026-03-13T07:31:00Z'));
    expect(mailTo(nextDay)).toHaveLength(1);
    const sends = await listSends(ctx.app.db, [nextDay.id]);
    expect(sends.map((s) => s.localDate)).toEqual(['2026-03-13']);

    // Back the next day after 07:30: only that day's, once.
    const later = await londonReader(t('2026-03-16T05:00:00Z'));
    await runReminderTick(deps(), t('2026-03-17T08:00:00Z'));
    await runReminderTick(deps(), t('2026-03-17T08:01:00Z'));
    expect(mailTo(later)).toHaveLength(1);
    expect((await listSends(ctx.app.db, [later.id])).map((s) => s.localDate)).toEqual([
      '2026-03-17',
    ]);

    // Back more than six hours after 07:30: too late for a morning reminder; nothing that day.
    const tooLate = await londonReader(t('2026-03-18T05:00:00Z'));
    await runReminderTick(deps(), t('2026-03-18T14:00:00Z'));
    expect(mailTo(tooLate)).toHaveLength(0);
  });

  it('resends once, after the lease, a reminder whose instance died mid-send', async () => {
    const user = await londonReader(t('2026-04-06T05:00:00Z'));
    const at = t('2026-04-06T06:31:00Z'); // 07:31 BST
    // Instance A queues and claims it, then dies before sending (or before marking it sent).
    await queueDueReminders(ctx.app.db, at);
    const claimedByA = (await claimReminders(ctx.app.db, at)).filter((c) => c.userId === user.id);
    expect(claimedByA).toHaveLength(1);

    // Within the lease, nobody else sends it.
    await runReminderTick(deps(), t('2026-04-06T06:35:00Z'));
    expect(mailTo(user)).toHaveLength(0);
    // After the lease, another instance takes it over and sends it, once.
    await runReminderTick(deps(), t('2026-04-06T06:42:00Z'));
    await runReminderTick(deps(), t('2026-04-06T06:43:00Z'));
    expect(mailTo(user)).toHaveLength(1);
    const [row] = await listSends(ctx.app.db, [user.id]);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(row!.claimToken).not.toBe(claimedByA[0]!.claimToken);
  });

  it('tries again on the next tick when the SMTP server refuses, and sends once', async () => {
    const user = await londonReader(t('2026-04-08T05:00:00Z'));
    let refusals = 0;
    const flaky: Mailer = {
      async send(message) {
        if (message.to === user.email && refusals === 0) {
          refusals++;
          throw new Error('421 try again later');
        }
        await ctx.app.mailer.send(message);
      },
    };
    const first = await runReminderTick(deps({ mailer: flaky }), t('2026-04-08T06:31:00Z'));
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(mailTo(user)).toHaveLength(0);
    await runReminderTick(deps({ mailer: flaky }), t('2026-04-08T06:32:00Z'));
    await runReminderTick(deps({ mailer: flaky }), t('2026-04-08T06:33:00Z'));
    expect(refusals).toBe(1);
    expect(mailTo(user)).toHaveLength(1);
  });

  it('sends each reminder once when two instances tick at the same moment', async () => {
    // A second connection pool on the same database stands for the second instance (on PGlite
    // the two ticks share one connection and run interleaved).
    const url = ctx.testDb.url;
    const other = url ? openPostgres(url, 5) : ctx.database;
    try {
      const readers = await Promise.all(
        Array.from({ length: 12 }, () => londonReader(t('2026-05-04T05:00:00Z'))),
      );
      const at = t('2026-05-04T06:31:00Z');
      const before = inbox.length;
      const [a, b] = await Promise.all([
        runReminderTick(deps(), at),
        runReminderTick(deps({ db: other.db }), at),
      ]);
      // Readers of earlier tests are due too; every mail is counted once by exactly one instance.
      expect(a.sent + b.sent).toBe(inbox.length - before);
      expect(a.sent + b.sent).toBeGreaterThanOrEqual(12);
      for (const r of readers) expect(mailTo(r)).toHaveLength(1);
      // And again a moment later on both: nothing more.
      const [c, d] = await Promise.all([
        runReminderTick(deps(), t('2026-05-04T06:32:00Z')),
        runReminderTick(deps({ db: other.db }), t('2026-05-04T06:32:00Z')),
      ]);
      expect(c.sent + d.sent).toBe(0);
      expect(inbox.length - before).toBe(a.sent + b.sent);
      for (const r of readers) expect(mailTo(r)).toHaveLength(1);
    } finally {
      if (url) await other.close();
    }
  });

  it('never lets two instances claim the same reminder', async () => {
    const url = ctx.testDb.url;
    const other = url ? openPostgres(url, 5) : ctx.database;
    try {
      await Promise.all(Array.from({ length: 30 }, () => londonReader(t('2026-05-11T05:00:00Z'))));
      const at = t('2026-05-11T06:31:00Z');
      await queueDueReminders(ctx.app.db, at);
      const [a, b] = await Promise.all([
        claimReminders(ctx.app.db, at),
        claimReminders(other.db, at),
      ]);
      const keys = [...a, ...b].map((c) => `${c.userId}|${c.localDate}`);
      expect(keys.length).toBeGreaterThanOrEqual(30);
      expect(new Set(keys).size).toBe(keys.length);
    } finally {
      if (url) await other.close();
    }
  });

  it('works the time out again when the reader changes time zone', async () => {
    const user = await londonReader(t('2026-06-01T00:00:00Z'));
    await ctx.app.db.execute(sql`update users set time_zone = 'Asia/Tokyo' where id = ${user.id}`);
    // 07:30 in Tokyo is 22:30 UTC the evening before; London's would have been 06:30 UTC.
    await runReminderTick(deps(), t('2026-06-01T22:29:00Z'));
    expect(mailTo(user)).toHaveLength(0);
    await runReminderTick(deps(), t('2026-06-01T22:31:00Z'));
    expect(mailTo(user)).toHaveLength(1);
    expect(decodeMail(mailTo(user)[0]!.raw)).toContain('07:30 (Asia/Tokyo)');
  });
});

describe('the unsubscribe link', () => {
  it('turns reminders off signed out, at once, and the next tick sends nothing', async () => {
    const user = await londonReader(t('2026-09-01T05:00:00Z'));
    await runReminderTick(deps(), t('2026-09-01T06:31:00Z'));
    expect(mailTo(user)).toHaveLength(1);
    const link = new URL(unsubscribeLink(mailTo(user)[0]!.raw));

    const res = await ctx.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1>Reminders are off</h1>');

    await runReminderTick(deps(), t('2026-09-02T06:31:00Z'));
    expect(mailTo(user)).toHaveLength(1);
    // The account page shows it off.
    const { headers } = await signedInUserFor(user);
    const get = await ctx.app.inject({ method: 'GET', url: '/api/account/reminders', headers });
    expect(get.json()).toMatchObject({ enabled: false, time: '07:30' });
  });

  it('stops a reminder already queued for today', async () => {
    const user = await londonReader(t('2026-09-03T05:00:00Z'));
    const at = t('2026-09-03T06:31:00Z');
    expect(await queueDueReminders(ctx.app.db, at)).toBeGreaterThanOrEqual(1);
    const token = await unsubscribeToken(ctx.app.db, user.id);
    // The mail program's one-click POST (RFC 8058), from no site at all.
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Reminders are off' });
    await runReminderTick(deps(), at);
    expect(mailTo(user)).toHaveLength(0);
    expect((await listSends(ctx.app.db, [user.id]))[0]).toMatchObject({ status: 'skipped' });
  });

  it('refuses a tampered or foreign token and changes nothing', async () => {
    const victim = await londonReader(t('2026-09-05T05:00:00Z'));
    const other = await createUser(ctx.app.db);
    const otherToken = await unsubscribeToken(ctx.app.db, other.id);
    const [, sig] = otherToken.split('.');
    // The other reader's signature on the victim's id.
    const forged = `${Buffer.from(victim.id).toString('base64url')}.${sig}`;
    for (const token of [forged, `${otherToken}x`, 'not-a-token', `${otherToken}.extra`]) {
      const url = `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
      // A browser gets a page; any other caller the usual {message, code}.
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('This unsubscribe link is not valid');
      const api = await ctx.app.inject({ method: 'GET', url });
      expect(api.statusCode).toBe(400);
      expect(api.json()).toMatchObject({ code: 'invalid_unsubscribe_link' });
    }
    const post = await ctx.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${encodeURIComponent(forged)}`,
    });
    expect(post.statusCode).toBe(400);
    await runReminderTick(deps(), t('2026-09-05T06:31:00Z'));
    expect(mailTo(victim)).toHaveLength(1);
  });
});

async function signedInUserFor(user: UserRow) {
  return { headers: { cookie: await sessionCookie(ctx.app.db, user.id), origin: ORIGIN } };
}
