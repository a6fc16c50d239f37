import { apiRequest } from '@/lib/api-client.ts';

/** POST /identity/password-reset: emails a reset link (the answer never says whether the address exists). */
export const requestPasswordReset = (email: string) =>
  apiRequest<{ message: string }>('/identity/password-reset', { method: 'POST', body: { email } });
