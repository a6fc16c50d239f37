import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@contract/account.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** DELETE /api/account with the email the reader typed; cancels any subscription first. */
export const deleteAccount = (input: DeleteAccountInput) =>
  apiRequest<{ message: string }>('/api/account', { method: 'DELETE', body: input });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
