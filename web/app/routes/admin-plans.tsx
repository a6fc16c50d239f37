import { AdminGate } from '@/features/admin/components/admin-gate.tsx';
import {
  AdminPlansPage,
  AdminPlansSkeleton,
} from '@/features/admin/components/admin-plans-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /admin/plans: the global plans (spec "Admin plans"). */
export function Component() {
  usePageTitle('Manage Plans');
  return <AdminGate skeleton={<AdminPlansSkeleton />}>{() => <AdminPlansPage />}</AdminGate>;
}
