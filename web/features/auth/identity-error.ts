import { HttpError } from '@/lib/api-client.ts';

/** The readable part of an identity error: the server's message, or the given fallback. */
export function identityErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
