import { format, isValid, parse, parseISO } from 'date-fns';

/** A 'yyyy-MM-dd' date as that day in the reader's time zone (not UTC midnight). */
export function parseLocalDate(day: string): Date | null {
  const date = parse(day, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : null;
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseLocalDate(value) : parseISO(value);
  return date && isValid(date) ? date : null;
}

/** Formats a 'yyyy-MM-dd' day or an ISO timestamp with a date-fns pattern; '' when unreadable. */
export function formatDate(value: string | null | undefined, pattern: string): string {
  const date = toDate(value);
  return date ? format(date, pattern) : '';
}

/** Spec §9 formats. */
export const ENTRY_TIMESTAMP = 'MMM d, h:mm a';
export const RECENT_DATE = 'MMM d';
export const JOURNAL_DATE = 'MMM d, yyyy';

/** The day an entry belongs to: its read date, else when it was last updated (spec §2 Journal). */
export const entryDay = (entry: { readDate: string | null; updatedAt: string }) =>
  entry.readDate ?? entry.updatedAt;

/** A machine-readable value for <time dateTime>. */
export const dateTimeAttr = (value: string | null | undefined) => value ?? undefined;
