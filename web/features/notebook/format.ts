import { formatDate, parseDate, parseDay } from '@/lib/dates.ts';

/** Spec §9: notebook date headings. */
export const NOTEBOOK_DATE_HEADING = 'EEEE, MMMM d, yyyy';
export const UNKNOWN_DATE = 'Unknown Date';

/** A 'yyyy-MM-dd' day parsed as that day in the reader's time zone (never as UTC midnight). */
export function parseLocalDay(day: string): Date | null {
  return parseDay(day);
}

/** 'Sunday, November 22, 2026', or 'Unknown Date' for a missing or unreadable date. */
export function dateHeading(day: string | null): string {
  const date = day ? parseLocalDay(day) : null;
  return date ? formatDate(date, NOTEBOOK_DATE_HEADING) : UNKNOWN_DATE;
}

/** '1 entry', '3 entries'. */
export const entryCount = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** An entry's day ('MMM d, yyyy'): its read date, else when it was last updated. */
export function entryDate(entry: { readDate: string | null; updatedAt: string }): string {
  const date = entry.readDate ? parseLocalDay(entry.readDate) : parseDate(entry.updatedAt);
  return date ? formatDate(date, 'MMM d, yyyy') : '';
}

/** The plan day of a session key '{planId}:{day}'; null for sessions outside a plan. */
export function sessionDay(sessionKey: string): number | null {
  const match = /^\d+:(\d+)$/.exec(sessionKey);
  return match ? Number(match[1]) : null;
}

/**
 * The groups of every loaded page as one list (decision 099): a group that continues on the
 * next page (the same key at its top) is joined to its first part.
 */
export function mergeGroupPages<G extends { entries: unknown[] }>(
  pages: { groups: G[] }[],
  keyOf: (group: G) => string | null,
): G[] {
  const out: G[] = [];
  for (const page of pages) {
    for (const group of page.groups) {
      const last = out.at(-1);
      if (last && keyOf(last) === keyOf(group)) {
        out[out.length - 1] = { ...last, entries: [...last.entries, ...group.entries] };
      } else {
        out.push(group);
      }
    }
  }
  return out;
}
