import { HttpError } from '@/lib/api-client.ts';

/** The server's readable message for a failed call, else the fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.status < 500) {
    const message = error.serverMessage.trim();
    if (message) return message;
  }
  return fallback;
}

/** Every IANA zone the browser knows, with `current` included even if it is not listed (e.g. 'UTC'). */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set(zones);
  all.add('UTC');
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** 'America/New_York' as 'America / New York' for reading; the value stays the IANA id. */
export function zoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ').replace(/\//g, ' / ');
}
