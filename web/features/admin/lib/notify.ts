import { toast } from '@/lib/toast.ts';
import { isUnauthorizedError } from '@/lib/api-client.ts';
import { serverMessageOr } from './format.ts';

/**
 * A failure toast: the spec's text as the title, with the server's own message under it when there is one.
 * A 401 is left to the app's session check, which already shows its own toast and signs in again.
 */
export function toastFailure(error: unknown, fallback: string) {
  if (isUnauthorizedError(error)) return;
  const message = serverMessageOr(error, '');
  if (message && message !== fallback) toast.error(fallback, { description: message });
  else toast.error(fallback);
}
