/** Zod-free rules of daily reminder emails (decision 126), safe for the web's first load. */

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

/** 'HH:MM', 24-hour. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
