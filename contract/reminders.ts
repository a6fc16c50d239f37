import { z } from 'zod';

/** Daily reminder emails (decision 126): the setting a reader keeps on /account. */

/** The days of the week, Monday first, as stored and sent. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Full names for labels and the mail. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The time a new reminder starts at. */
export const DEFAULT_REMINDER_TIME = '07:30';

export const REMINDER_TIME_MESSAGE = 'Enter a time as HH:MM (24-hour), for example 07:30';
export const REMINDER_DAYS_MESSAGE = 'Choose at least one day for your reminder';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Body of PUT /api/account/reminders. */
export const reminderSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    time: z.string().regex(TIME, REMINDER_TIME_MESSAGE),
    days: z
      .array(z.enum(WEEKDAYS, { message: 'Days must be mon, tue, wed, thu, fri, sat or sun' }))
      .max(7)
      // Stored once each, Monday first, however they were sent.
      .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
  })
  .refine((v) => !v.enabled || v.days.length > 0, {
    message: REMINDER_DAYS_MESSAGE,
    path: ['days'],
  });
export type ReminderSettingsInput = z.input<typeof reminderSettingsInputSchema>;

/** GET and PUT /api/account/reminders answer the setting and the zone its time is read in. */
export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  time: z.string(),
  days: z.array(z.enum(WEEKDAYS)),
  /** The reader's time zone (users.time_zone): the time is local to it. */
  timeZone: z.string(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** Query of the unsubscribe link. */
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1, 'This unsubscribe link is incomplete').max(400),
});
