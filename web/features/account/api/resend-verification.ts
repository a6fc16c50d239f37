import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/auth/verify-email/resend: 400 when the address is already verified. */
export const resendVerification = () =>
  apiRequest<{ message: string }>('/api/auth/verify-email/resend', { method: 'POST', body: {} });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
