/**
 * "Not today" for the verify-email banner: the reader's local calendar day it was set aside, kept on
 * this device per reader (`lamplight.verify-banner:{user id}` = 'yyyy-MM-dd'). The next day, or on
 * another device, the banner is back; the profile menu and /account keep the way to verify meanwhile.
 */
const key = (userId: string) => `lamplight.verify-banner:${encodeURIComponent(userId)}`;

/** The local calendar day of `now`, 'yyyy-MM-dd'. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True when the reader set the banner aside earlier on this day. */
export function bannerDismissedToday(userId: string, now: Date = new Date()): boolean {
  try {
    return localStorage.getItem(key(userId)) === localDay(now);
  } catch {
    return false;
  }
}

/** Sets the banner aside for the rest of the reader's day (storage blocked: for this page only). */
export function dismissBannerToday(userId: string, now: Date = new Date()): void {
  try {
    localStorage.setItem(key(userId), localDay(now));
  } catch {
    // Private mode or full storage: the caller still hides it until the page reloads.
  }
}
