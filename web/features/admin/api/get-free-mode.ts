import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeMode } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/admin/free-mode. */
export const getFreeMode = () => apiRequest<FreeMode>('/api/admin/free-mode');

export const getFreeModeQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminFreeMode, queryFn: getFreeMode });

export function useFreeMode() {
  return useQuery(getFreeModeQueryOptions());
}
