import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/stats: the dashboard's four figures. */
export const getAdminStats = () => apiRequest<AdminStats>('/api/admin/stats');

export const getAdminStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminStats, queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
