import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_ALLOWANCE } from '@contract/membership-rules.ts';
import type { MembershipStatus } from '@contract/membership.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const getMembershipStatus = () => apiRequest<MembershipStatus>('/api/membership/status');

export const getMembershipStatusQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: queryKeys.membershipStatus, queryFn: getMembershipStatus, enabled });

/** Spec §4 defaults while the status is missing: free tier, no notebook access. */
export const DEFAULT_MEMBERSHIP_STATUS: MembershipStatus = {
  ...DEFAULT_ALLOWANCE,
  freeMode: false,
  subscriptionStatus: null,
  limits: { notebookAccess: false },
  paymentsEnabled: false,
};

/** GET /api/membership/status (refreshed after sign-in sync), with the spec's defaults while missing. */
export function useMembershipStatus(enabled = true) {
  const query = useQuery(getMembershipStatusQueryOptions(enabled));
  return { ...query, status: query.data ?? DEFAULT_MEMBERSHIP_STATUS };
}
