import { queryOptions } from '@tanstack/react-query';
import type { User } from '@contract/auth.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/auth/user: null when there is no app session yet (the sync will create it). */
export const getUser = () => apiRequest<User | null>('/api/auth/user', { on401: 'returnNull' });

export const getUserQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.authUser, queryFn: getUser, enabled });
