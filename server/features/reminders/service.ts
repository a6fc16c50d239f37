import {
  DEFAULT_REMINDER_TIME,
  WEEKDAYS,
  type ReminderSettings,
  type Weekday,
} from '@contract/reminders.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import { now } from '../../lib/clock.ts';
import type { UserRow } from '../../users/users.ts';
import * as repo from './repository.ts';
import { nextOccurrence } from './schedule.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

const isWeekday = (d: string): d is Weekday => (WEEKDAYS as readonly string[]).includes(d);

/** GET /api/account/reminders: the stored setting, or the default (off, 07:30, every day). */
export async function getReminderSettings(db: Db, user: UserRow): Promise<ReminderSettings> {
  const row = await repo.findSettings(db, user.id);
  return {
    enabled: row?.enabled ?? false,
    time: row?.localTime ?? DEFAULT_REMINDER_TIME,
    days: row ? row.days.filter(isWeekday) : [...WEEKDAYS],
    timeZone: user.timeZone,
  };
}

/**
 * PUT /api/account/reminders: saves the setting (already validated) and works out when the next
 * reminder falls due, strictly after now: turning reminders on at 09:00 for 07:30 starts tomorrow.
 * A reminder already sent today stays the only one today (one per local date).
 */
export async function saveReminderSettings(
  db: Db,
  user: UserRow,
  input: { enabled: boolean; time: string; days: Weekday[] },
  at = now(),
): Promise<ReminderSettings> {
  const next = input.enabled
    ? nextOccurrence({ time: input.time, days: input.days, timeZone: user.timeZone }, at)
    : null;
  const row = await repo.saveSettings(db, {
    userId: user.id,
    enabled: input.enabled,
    localTime: input.time,
    days: input.days,
    nextDueAt: next?.at ?? null,
    timeZone: user.timeZone,
  });
  return {
    enabled: row.enabled,
    time: row.localTime,
    days: row.days.filter(isWeekday),
    timeZone: user.timeZone,
  };
}

/** The unsubscribe link's message when its token does not check out. */
export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Turn reminders off on your account page instead.';

/**
 * The unsubscribe link: turns the named reader's reminders off at once (no session needed; the
 * signature is the authority). 400 when the token is not one this app signed.
 */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const userId = await verifyUnsubscribeToken(db, token);
  if (!userId) throw badRequest(INVALID_UNSUBSCRIBE_LINK, 'invalid_unsubscribe_link');
  // A reader who deleted their account has nothing left to turn off: the link still says "off".
  await repo.turnOff(db, userId);
}
