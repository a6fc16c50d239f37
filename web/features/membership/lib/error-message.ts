import { HttpError } from '@/lib/api-client.ts';

/** The server's readable message for a failed call (its JSON `message`), else the error's own. */
export function readableMessage(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}
