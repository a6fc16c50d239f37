import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/**
 * The requests web/public/early-fetch.js starts before the app's scripts arrive (decision 135). That small
 * classic script (the Content-Security-Policy allows no inline script) runs only when this device remembers a
 * signed-in reader (the hint below), so a visitor pays nothing. It asks for the session (GET /identity/session,
 * /api/auth/user) and, once /api/auth/user answers 200, what every signed-in page needs
 * (/api/membership/status) and, on '/', what Today needs (/api/readings/today, /api/plans, and Today's scripts
 * as modulepreload links), with apiRequest's headers (the reader's x-time-zone). apiRequest takes each response
 * once instead of asking again, so the query cache gets it through the query's own function, key and options.
 * A wrong guess (the session has gone) costs one 401, which the session check reads as "no user" as it reads
 * its own.
 */

/** localStorage: '1' while this device has a signed-in reader; read by early-fetch.js. */
export const SIGNED_IN_HINT_KEY = 'lamplight.signed-in';

type EarlyResponses = Record<string, Promise<Response> | undefined>;

declare global {
  interface Window {
    /** Set by early-fetch.js (the responses it started) or, if the app starts first, by the app. */
    __lamplightEarly?: EarlyResponses;
  }
}

/**
 * The app has started: from now on early-fetch.js starts nothing (if it arrives late, the app has
 * already asked for itself). Returns the responses it did start.
 */
function earlyResponses(): EarlyResponses {
  window.__lamplightEarly ??= {};
  return window.__lamplightEarly;
}

/** The response early-fetch.js started for this GET, once; undefined when there is none (or it was taken). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = earlyResponses();
  const response = early[url];
  delete early[url];
  return response;
}

/** Drops the responses nobody took: after the boot found no session, they are a wrong guess. */
export function discardEarlyResponses(): void {
  const early = earlyResponses();
  for (const url of Object.keys(early)) delete early[url];
}

/** True when this device remembers a signed-in reader. */
export function hasSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function setSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage blocked: no early requests on the next visit, nothing else changes.
  }
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * Keeps the hint in step with the session the app learns of: a backend user sets it; no identity or no
 * user (signed out, session lost, account deleted) clears it and drops the early responses, so a later
 * sign-in on this page never takes a 401 started for the old session. Returns the unsubscribe function.
 */
export function trackSignedInHint(queryClient: QueryClient): () => void {
  earlyResponses();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key = event.query.queryKey;
    const data: unknown = event.action.data;
    if (sameKey(key, queryKeys.authUser) || sameKey(key, queryKeys.identity)) {
      if (data === null || data === undefined) {
        setSignedInHint(false);
        discardEarlyResponses();
      } else if (sameKey(key, queryKeys.authUser)) {
        setSignedInHint(true);
      }
    }
  });
}
