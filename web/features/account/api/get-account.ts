import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@contract/account.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/account: the stored time zone and sign-in methods. */
export const getAccount = () => apiRequest<Account>('/api/account');

export const getAccountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account, queryFn: getAccount });

export function useAccount() {
  return useQuery(getAccountQueryOptions());
}
