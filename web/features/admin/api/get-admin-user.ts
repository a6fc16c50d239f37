import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/users/{userId}: profile, stats and recent activity (404 for an unknown user). */
export const getAdminUser = (userId: string) =>
  apiRequest<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(userId)}`);

export const getAdminUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.adminUser(userId), queryFn: () => getAdminUser(userId) });

export function useAdminUser(userId: string) {
  return useQuery(getAdminUserQueryOptions(userId));
}
