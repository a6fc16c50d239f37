import { useAuth } from '@/features/auth/auth-provider.tsx';
import { AdminPortal } from '@/features/admin/components/admin-portal.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** /secret-admin-portal: public; its own centred card, outside the app shell (spec "Secret admin portal"). */
export function Component() {
  usePageTitle('Admin Portal');
  const { isAuthenticated, isLoading } = useAuth();
  return <AdminPortal isAuthenticated={isAuthenticated} isLoading={isLoading} />;
}
