import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@contract/config.ts';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

export const getPublicConfig = () => apiRequest<PublicConfig>('/api/config');

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.publicConfig, queryFn: getPublicConfig });

/** The server's public settings (GET /api/config). */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
