import { z } from 'zod';
import {
  REMINDER_DAYS_MESSAGE,
  REMINDER_TIME_MESSAGE,
  REMINDER_TIME_PATTERN,
  WEEKDAYS,
} from './reminders-rules.ts';

export * from './reminders-rules.ts';

/** Daily reminder emails (decision 126): the setting a reader keeps on /account. */

/** Body of PUT /api/account/reminders. */
export const reminderSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    time: z.string().regex(REMINDER_TIME_PATTERN, REMINDER_TIME_MESSAGE),
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
