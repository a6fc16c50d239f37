import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeMode } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/free-mode. */
export const getFreeMode = () => apiRequest<FreeMode>('/api/admin/free-mode');

export const getFreeModeQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.freeMode, queryFn: getFreeMode });

export function useFreeMode() {
  return useQuery(getFreeModeQueryOptions());
}
