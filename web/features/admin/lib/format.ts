import type { Tier } from '@contract/membership.ts';
import { format, isValid, parseISO } from 'date-fns';
import { HttpError } from '@/lib/api-client.ts';

export const TIER_LABEL: Record<Tier, string> = {
  free: 'Free',
  basic: 'Basic',
  premium: 'Premium',
};

export const PLAN_TYPE_LABEL = {
  book: 'Book Study',
  theme: 'Thematic Study',
  custom: 'Custom Plan',
} as const;

export const SESSION_TYPE_LABEL = {
  daily: 'Daily (500 words)',
  session: 'Session (1500 words)',
} as const;

/** Short forms for the plan list's badges. */
export const SESSION_TYPE_SHORT = { daily: 'Daily readings', session: 'Study sessions' } as const;

function toDate(value: string): Date | null {
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** 'MMM d, yyyy', or an em dash for a missing or broken date. */
export function formatDay(value: string | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? format(date, 'MMM d, yyyy') : '—';
}

/** 'MMM d, yyyy, h:mm a' for activity items. */
export function formatMoment(value: string): string {
  const date = toDate(value);
  return date ? format(date, 'MMM d, yyyy, h:mm a') : '—';
}

/** 'signed_up' → 'Signed up'; 'admin_plan_created' → 'Admin plan created'. */
export function activityLabel(action: string): string {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Activity';
}

/** Full name from the parts that exist; the email when the user gave no name. */
export function displayName(user: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ');
  return name || user.email;
}

/** "1 day", "3 days". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`;
}

/**
 * Spec §8: failures show the server's message when it sent one, else the given fallback.
 * Only the server's own JSON messages are shown; a proxy's HTML page or a network failure is not.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message.trim()) return parsed.message;
    } catch {
      // not our JSON error shape
    }
  }
  return fallback;
}
