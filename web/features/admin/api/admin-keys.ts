import { queryKeys } from '@/lib/query-keys.ts';

/**
 * The admin area's own cache keys. They all sit under `admin`, next to the shared `queryKeys.adminAuth`,
 * and list keys carry their parameters after a stable prefix so one invalidation refreshes every page.
 */
export const adminKeys = {
  auth: queryKeys.adminAuth,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  usersPage: (params: { q: string; page: number; pageSize: number }) =>
    ['admin', 'users', params] as const,
  user: (userId: string) => ['admin', 'user', userId] as const,
  freeMode: ['admin', 'free-mode'] as const,
  plans: ['admin', 'plans'] as const,
};
