import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuth } from '@contract/auth.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Spec §9: the admin-auth result is cached for 5 minutes. */
export const ADMIN_AUTH_STALE_MS = 5 * 60 * 1000;

/** GET /api/admin/auth: whether the signed-in user is an administrator (401 when signed out). */
export const getAdminAuth = () => apiRequest<AdminAuth>('/api/admin/auth');

export const getAdminAuthQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: queryKeys.adminAuth,
    queryFn: getAdminAuth,
    staleTime: ADMIN_AUTH_STALE_MS,
    enabled,
  });

/** The admin check; pass `enabled: false` while nobody is signed in, so no 401 is provoked. */
export function useAdminAuth(enabled = true) {
  return useQuery(getAdminAuthQueryOptions(enabled));
}
