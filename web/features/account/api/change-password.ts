import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@contract/auth.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /api/auth/password: 400 with a readable message for a wrong current or weak new password. */
export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<{ message: string }>('/api/auth/password', { method: 'POST', body: input });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
