/**
 * The time zone a reader chose on /account, kept on this device. Every request sends the reader's
 * zone (x-time-zone) and the server follows it, so without this a chosen zone would be replaced by
 * the device's at the next request (decision 098).
 */
const KEY = 'lamplight.time-zone';

/** The device's own IANA time zone. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone the reader chose here, or null when they follow the device. */
export function chosenTimeZone(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Remembers the reader's zone; the device's own zone means "follow the device". */
export function rememberTimeZone(zone: string): void {
  try {
    if (zone === deviceTimeZone()) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, zone);
  } catch {
    // Storage blocked: the device's zone is used, as before.
  }
}

/** Forgets the choice (account deleted, or signed out for good). */
export function forgetTimeZone(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
