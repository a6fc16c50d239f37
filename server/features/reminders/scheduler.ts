import type { FastifyBaseLogger } from 'fastify';
import { WEEKDAYS, WEEKDAY_NAMES, type Weekday } from '@contract/reminders.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { now } from '../../lib/clock.ts';
import { randomId } from '../../lib/ids.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { reminderMail, type ReminderMailInput } from '../../mail/reminder-mail.ts';
import { findActivePlanDay } from '../../plans-data/active-plan-day-repository.ts';
import { getPassage } from '../../scripture/passage.ts';
import * as repo from './repository.ts';
import { latestOccurrence, nextOccurrence, stillTimely } from './schedule.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * The reminder scheduler (decision 126). Every instance runs the same tick; PostgreSQL keeps them
 * apart: settings that fell due are locked FOR UPDATE SKIP LOCKED and turned into one row per
 * (reader, local date), and those rows are claimed with a lease, sent, then marked sent.
 */

/** How long a claim holds: longer than an SMTP send can take; then another instance may take over. */
export const CLAIM_LEASE_MS = 10 * 60 * 1000;
/** Rows handled per statement. */
const BATCH = 100;
/** A reminder that fails this many times is given up. */
const MAX_ATTEMPTS = 5;
/** Rows of reminder_sends older than this are deleted (the key only guards today's). */
const KEEP_SENDS_MS = 14 * 24 * 60 * 60 * 1000;

export interface ReminderDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface TickResult {
  queued: number;
  sent: number;
  skipped: number;
  failed: number;
}

/**
 * Turns settings that fell due by `now` into reminders to send: today's when its time passed less
 * than the catch-up window ago on the same local date, never an earlier date's. Each setting then
 * gets its next due instant after `now`. Returns how many reminders were queued.
 */
export async function queueDueReminders(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const { count, done } = await withTransaction(db, async (tx) => {
      const due = await repo.lockDueSettings(tx, now, BATCH);
      let n = 0;
      for (const s of due) {
        const rule = { time: s.localTime, days: s.days, timeZone: s.timeZone };
        const last = latestOccurrence(rule, now);
        if (last && stillTimely(last, s.timeZone, now)) {
          if (
            await repo.queueSend(tx, {
              userId: s.userId,
              localDate: last.localDate,
              dueAt: last.at,
            })
          )
            n++;
        }
        await repo.setNextDue(tx, s.userId, nextOccurrence(rule, now)?.at ?? null, s.timeZone);
      }
      return { count: n, done: due.length < BATCH };
    });
    queued += count;
    if (done) return queued;
  }
}

/** Claims reminders to send (pending, or a dead instance's claim past the lease). */
export function claimReminders(db: Db, now: Date, claimToken = randomId(16)) {
  return repo.claimSends(db, { now, leaseMs: CLAIM_LEASE_MS, limit: BATCH, claimToken });
}

function describeSchedule(time: string, days: readonly string[], timeZone: string): string {
  const chosen = WEEKDAYS.filter((d) => days.includes(d));
  const when =
    chosen.length === 7 ? 'every day' : chosen.map((d: Weekday) => WEEKDAY_NAMES[d]).join(', ');
  return `${time} (${timeZone}), ${when}`;
}

async function readingFor(
  db: Db,
  userId: string,
  localDate: string,
  translation: 'kjv' | 'web',
  log: FastifyBaseLogger,
): Promise<ReminderMailInput['reading']> {
  const active = await findActivePlanDay(db, userId, localDate);
  if (!active) return null;
  let firstVerse: NonNullable<ReminderMailInput['reading']>['firstVerse'] = null;
  try {
    const passage = getPassage(active.reference, translation);
    const v = passage.verses[0];
    if (v)
      firstVerse = {
        // One Psalm is 'Psalm 23' (decision 123).
        reference: `${v.book === 'Psalms' ? 'Psalm' : v.book} ${v.chapter}:${v.verse}`,
        text: v.text,
        translation: translation.toUpperCase(),
      };
  } catch (err) {
    log.warn({ err, reference: active.reference }, 'reminder: first verse unavailable');
  }
  return {
    reference: active.reference,
    planTitle: active.planTitle,
    day: active.day,
    totalDays: active.totalDays,
    firstVerse,
  };
}

/**
 * Sends one claimed reminder and marks it sent once the SMTP server accepted it. Skipped (never
 * sent) when the reader turned reminders off meanwhile or its local date has gone by. A failed
 * send goes back to pending for the next tick, up to MAX_ATTEMPTS.
 */
export async function deliverReminder(
  deps: ReminderDeps,
  send: repo.ClaimedSend,
  now: Date,
): Promise<'sent' | 'skipped' | 'failed' | 'retry' | 'lost'> {
  const { db } = deps;
  const who = await repo.findRecipient(db, send.userId);
  const timely = stillTimely(
    { localDate: send.localDate, at: send.dueAt },
    who?.timeZone ?? 'UTC',
    now,
  );
  if (!who || !who.enabled || !timely) {
    return (await repo.finishSend(db, send, { status: 'skipped' })) ? 'skipped' : 'lost';
  }
  try {
    const token = await unsubscribeToken(db, send.userId);
    const message = reminderMail({
      to: who.email,
      firstName: who.firstName,
      publicUrl: deps.config.publicUrl,
      unsubscribeUrl: `${deps.config.publicUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      schedule: describeSchedule(who.localTime, who.days, who.timeZone),
      reading: await readingFor(db, send.userId, send.localDate, who.translation, deps.log),
    });
    await deps.mailer.send(message);
  } catch (err) {
    const giveUp = send.attempts >= MAX_ATTEMPTS;
    deps.log.warn({ err, userId: send.userId, attempts: send.attempts }, 'reminder not sent');
    await repo.finishSend(db, send, { status: giveUp ? 'failed' : 'pending' });
    return giveUp ? 'failed' : 'retry';
  }
  // Accepted by SMTP. If another instance took the claim over meanwhile (this one outlived its
  // lease), the row is theirs: the reader may get two, which the lease makes rare.
  return (await repo.finishSend(db, send, { status: 'sent', sentAt: now })) ? 'sent' : 'lost';
}

/** One tick of the scheduler: queue what fell due, then claim and send; never throws. */
export async function runReminderTick(deps: ReminderDeps, now: Date): Promise<TickResult> {
  const result: TickResult = { queued: 0, sent: 0, skipped: 0, failed: 0 };
  try {
    result.queued = await queueDueReminders(deps.db, now);
    for (;;) {
      const claimed = await claimReminders(deps.db, now);
      for (const send of claimed) {
        const outcome = await deliverReminder(deps, send, now);
        if (outcome === 'sent') result.sent++;
        else if (outcome === 'skipped') result.skipped++;
        else if (outcome === 'failed' || outcome === 'retry') result.failed++;
      }
      // A failed send waits for the next tick rather than being retried in this one.
      if (claimed.length < BATCH || result.failed > 0) break;
    }
    await repo.deleteOldSends(deps.db, new Date(now.getTime() - KEEP_SENDS_MS));
  } catch (err) {
    deps.log.warn({ err }, 'reminder tick failed');
  }
  if (result.sent || result.failed) deps.log.info({ reminders: result }, 'reminders sent');
  return result;
}

/** The tick as the app runs it: its database, mailer and log, on the one clock (decision 101). */
export function appReminderTick(app: {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): Promise<TickResult> {
  return runReminderTick(app, now());
}
