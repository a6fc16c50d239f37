import { toast } from '@/lib/toast.ts';
import { serverMessageOr } from './format.ts';

/**
 * A failure toast: the spec's text as the title, with the server's own message under it when there is one.
 * Used as a mutation's `onFailure`, which the query client never calls for a 401.
 */
export function toastFailure(error: unknown, fallback: string) {
  const message = serverMessageOr(error, '');
  if (message && message !== fallback) toast.error(fallback, { description: message });
  else toast.error(fallback);
}
