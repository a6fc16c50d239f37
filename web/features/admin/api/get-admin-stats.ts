import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/stats: the dashboard's four figures. */
export const getAdminStats = () => apiRequest<AdminStats>('/api/admin/stats');

export const getAdminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
