import type { VerifyEmailResult } from '@contract/auth.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /identity/verify-email with the token from the emailed link. */
export const verifyEmail = (token: string) =>
  apiRequest<VerifyEmailResult>('/identity/verify-email', { method: 'POST', body: { token } });

/** POST /api/auth/verify-email/resend: a fresh link for the signed-in reader. */
export const resendVerificationEmail = () =>
  apiRequest<{ message: string }>('/api/auth/verify-email/resend', { method: 'POST', body: {} });
