import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_DEFAULT_PAGE_SIZE, type AdminUserList } from '@contract/admin.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface AdminUsersParams {
  /** Case-insensitive search over email and name; blank for everyone. */
  q: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** GET /api/admin/users?q=&page=&pageSize=: one page of users, newest first. */
export function getAdminUsers({ q, page, pageSize }: AdminUsersParams) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q.trim()) search.set('q', q.trim());
  return apiRequest<AdminUserList>(`/api/admin/users?${search}`);
}

export const getAdminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: queryKeys.adminUsersPage({ ...params, q: params.q.trim() }),
    queryFn: () => getAdminUsers(params),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers({
  q = '',
  page = 1,
  pageSize = ADMIN_USERS_DEFAULT_PAGE_SIZE,
}: Partial<AdminUsersParams> = {}) {
  return useQuery(getAdminUsersQueryOptions({ q, page, pageSize }));
}
