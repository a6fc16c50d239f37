import {
  AdminDashboard,
  AdminDashboardSkeleton,
} from '@/features/admin/components/admin-dashboard.tsx';
import { AdminGate } from '@/features/admin/components/admin-gate.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /admin: the dashboard, for administrators only (spec "Admin dashboard"). */
export function Component() {
  usePageTitle('Admin Dashboard');
  return (
    <AdminGate skeleton={<AdminDashboardSkeleton />}>
      {(auth) => <AdminDashboard auth={auth} />}
    </AdminGate>
  );
}
