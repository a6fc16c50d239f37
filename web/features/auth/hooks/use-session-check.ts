import { toast } from '@/lib/toast.ts';

export const LOGIN_REDIRECT_DELAY_MS = 500;
let redirecting = false;

/** Spec §4/§8: toast, then after 500 ms the browser goes to /api/login. Runs once however often it fires. */
export function handleUnauthorized() {
  if (redirecting) return;
  redirecting = true;
  // The 500 ms count from when the toast shows (its code loads with the first toast).
  void toast
    .error('Unauthorized', { description: 'You are logged out. Logging in again...' })
    .then(() =>
      window.setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS),
    );
}
