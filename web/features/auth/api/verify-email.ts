import type { VerifyEmailResult } from '@contract/auth.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /identity/verify-email with the token from the emailed link. */
export const verifyEmail = (token: string) =>
  apiRequest<VerifyEmailResult>('/identity/verify-email', { method: 'POST', body: { token } });
