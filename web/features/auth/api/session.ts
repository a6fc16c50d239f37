import { queryOptions } from '@tanstack/react-query';
import type { User } from '@contract/auth.ts';
import { apiRequest, browserTimeZone } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getIdentitySession } from './identity.ts';

export const getIdentityQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.identity, queryFn: getIdentitySession });

/** GET /api/auth/user: null when there is no app session yet (the sync will create it). */
export const getUserQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.authUser,
    queryFn: () => apiRequest<User | null>('/api/auth/user', { on401: 'returnNull' }),
    enabled,
  });

/** POST /api/auth/{provider}-sync with the identity's ID token. */
export const syncIdentity = (idToken: string) =>
  apiRequest<User>('/api/auth/lamplight-sync', {
    method: 'POST',
    body: { idToken, timeZone: browserTimeZone() },
  });

/** POST /api/auth/logout (signs out of both the app and the identity provider). */
export const logout = () => apiRequest<void>('/api/auth/logout', { method: 'POST', body: {} });
