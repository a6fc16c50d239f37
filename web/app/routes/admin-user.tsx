import { useParams } from '@/lib/router.tsx';
import { AdminGate } from '@/features/admin/components/admin-gate.tsx';
import { AdminUserPage, AdminUserSkeleton } from '@/features/admin/components/admin-user-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /admin/users/{userId}: one user's details and the membership panel (spec "Admin user detail"). */
export function Component() {
  usePageTitle('User · Admin');
  const { userId = '' } = useParams();
  return (
    <AdminGate skeleton={<AdminUserSkeleton />}>
      {(auth) => <AdminUserPage key={userId} userId={userId} adminId={auth.user?.id} />}
    </AdminGate>
  );
}
