import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MembershipChangeInput, MembershipChangeResult } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getAdminStatsQueryOptions } from './get-admin-stats.ts';
import { getAdminUserQueryOptions } from './get-admin-user.ts';
import type { MutationMeta } from '@/lib/query-client.ts';

/** PATCH /api/admin/users/{userId}/membership with a tier and the reason for the change. */
export const updateUserMembership = ({
  userId,
  ...input
}: MembershipChangeInput & { userId: string }) =>
  apiRequest<MembershipChangeResult>(`/api/admin/users/${encodeURIComponent(userId)}/membership`, {
    method: 'PATCH',
    body: input,
  });

/** After a change: the user's detail, every users page and the tier counts are refreshed. */
/** `meta.onFailure` is the failure toast (never called for a 401: see lib/query-client.ts). */
export function useUpdateUserMembership(currentUserId: string | undefined, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserMembership,
    meta,
    onSuccess: async (_result, { userId }) => {
      const refresh: QueryKey[] = [
        getAdminUserQueryOptions(userId).queryKey,
        queryKeys.adminUsers,
        getAdminStatsQueryOptions().queryKey,
      ];
      // An administrator changing their own tier sees it in the top bar at once.
      const own: QueryKey[] =
        userId === currentUserId ? [queryKeys.authUser, queryKeys.membership] : [];
      await Promise.all(
        [...refresh, ...own].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
