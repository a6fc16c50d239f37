import { queryOptions } from '@tanstack/react-query';
import type { IdentityResult } from '@contract/auth.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /identity/session: the current identity with a fresh ID token, or null when the browser has none. */
export const getIdentitySession = () => apiRequest<IdentityResult | null>('/identity/session');

export const getIdentityQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.identity, queryFn: getIdentitySession });
