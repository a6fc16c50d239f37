import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@contract/account.ts';
import type { User } from '@contract/auth.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { rememberTimeZone } from '@/lib/time-zone-choice.ts';
import { getAccountQueryOptions } from './get-account.ts';

/** PATCH /api/account: names and time zone; answers the updated User. */
export const updateProfile = (input: UpdateProfileInput) =>
  apiRequest<User>('/api/account', { method: 'PATCH', body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user, input) => {
      // Later requests send the chosen zone, so the server keeps it (decision 098).
      if (input.timeZone) rememberTimeZone(input.timeZone);
      // The greeting and the avatar read the user query: show the new name at once.
      queryClient.setQueryData(queryKeys.authUser, user);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.authUser }),
        queryClient.invalidateQueries({ queryKey: getAccountQueryOptions().queryKey }),
      ]);
    },
  });
}
