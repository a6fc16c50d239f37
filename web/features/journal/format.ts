import { formatDate as writeDate, parseDate, parseDay } from '@/lib/dates.ts';

/** A 'yyyy-MM-dd' date as that day in the reader's time zone (not UTC midnight). */
export const parseLocalDate = (day: string): Date | null => parseDay(day);

/** Formats a 'yyyy-MM-dd' day or an ISO timestamp with a pattern (web/lib/dates.ts); '' when unreadable. */
export function formatDate(value: string | null | undefined, pattern: string): string {
  const date = parseDate(value);
  return date ? writeDate(date, pattern) : '';
}

/** Spec §9 formats. */
export const ENTRY_TIMESTAMP = 'MMM d, h:mm a';
export const RECENT_DATE = 'MMM d';
export const JOURNAL_DATE = 'MMM d, yyyy';

/** The day an entry belongs to: its read date, else when it was last updated (Journal). */
export const entryDay = (entry: { readDate: string | null; updatedAt: string }) =>
  entry.readDate ?? entry.updatedAt;

/** A machine-readable value for <time dateTime>. */
export const dateTimeAttr = (value: string | null | undefined) => value ?? undefined;
