import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/auth/verify-email/resend: a fresh link for the signed-in reader. */
export const resendVerificationEmail = () =>
  apiRequest<{ message: string }>('/api/auth/verify-email/resend', { method: 'POST', body: {} });
