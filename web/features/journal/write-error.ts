import { HttpError } from '@/lib/api-client.ts';

/**
 * The description of a failed save, update or delete toast: the server's own words when it
 * refused for a reason the reader can act on (429 saving too quickly, 409 journal full;
 * decision 099), else the spec's generic text.
 */
export function writeErrorDescription(error: unknown, fallback: string): string {
  if (error instanceof HttpError && (error.status === 429 || error.status === 409)) {
    const message = error.serverMessage.trim();
    if (message) return message;
  }
  return fallback;
}
