import { apiRequest } from '@/lib/api-client.ts';

/** POST /identity/password-reset/confirm: the emailed token and the new password. */
export const confirmPasswordReset = (token: string, password: string) =>
  apiRequest<{ message: string }>('/identity/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
  });
