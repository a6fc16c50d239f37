import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * POST /api/auth/verify-email/resend: a fresh link for the signed-in reader (400 when the
 * address is already verified). The banner on every page and the Account page's Email section
 * both offer it, so its one owner lives here (decision 115).
 */
export const resendVerificationEmail = () =>
  apiRequest<{ message: string }>('/api/auth/verify-email/resend', { method: 'POST', body: {} });

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
