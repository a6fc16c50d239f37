import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPlan } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/plans: every global plan (curated and written here), newest first. */
export const getAdminPlans = () => apiRequest<{ plans: AdminPlan[] }>('/api/admin/plans');

export const getAdminPlansQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminPlans, queryFn: getAdminPlans });

export function useAdminPlans() {
  return useQuery(getAdminPlansQueryOptions());
}
