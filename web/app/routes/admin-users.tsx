import { AdminGate } from '@/features/admin/components/admin-gate.tsx';
import {
  AdminUsersPage,
  AdminUsersSkeleton,
} from '@/features/admin/components/admin-users-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /admin/users: every user, searchable and paged (linked from the dashboard). */
export function Component() {
  usePageTitle('Users · Admin');
  return <AdminGate skeleton={<AdminUsersSkeleton />}>{() => <AdminUsersPage />}</AdminGate>;
}
