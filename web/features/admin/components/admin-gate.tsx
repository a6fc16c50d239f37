import type { AdminAuth } from '@contract/auth.ts';
import { ArrowLeft, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isUnauthorizedError } from '@/lib/api-client.ts';
import { useAdminAuth } from '../api/get-admin-auth.ts';
import { ACCESS_DENIED_ADMIN, AccessDenied } from './access-denied.tsx';
import { AdminFrame } from './admin-frame.tsx';

interface AdminGateProps {
  /** The page's own loading skeleton, shown while the admin check runs (so it shows once, not twice). */
  skeleton: ReactNode;
  children: (auth: AdminAuth) => ReactNode;
}

/**
 * Every /admin page: a skeleton while the (5-minute cached) admin check runs, Access Denied for
 * everyone who is not an administrator, and the page itself for those who are.
 */
export function AdminGate({ skeleton, children }: AdminGateProps) {
  const auth = useAdminAuth();

  if (auth.isPending) return <AdminFrame>{skeleton}</AdminFrame>;
  if (auth.isError) {
    // A lost session is handled by the app's session check (toast, then sign in again).
    if (isUnauthorizedError(auth.error)) return <AdminFrame>{skeleton}</AdminFrame>;
    return (
      <AdminFrame>
        <div
          role="alert"
          className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border bg-card px-6 py-12 text-center shadow-soft"
        >
          <h1 className="font-serif text-2xl font-semibold tracking-tight">
            We couldn&apos;t check your access
          </h1>
          <p className="mt-2 text-muted-foreground">Please try again in a moment.</p>
          <Button
            variant="outline"
            className="mt-6"
            onClick={() => void auth.refetch()}
            loading={auth.isFetching}
          >
            {!auth.isFetching && <RotateCw aria-hidden />}
            Try again
          </Button>
        </div>
      </AdminFrame>
    );
  }
  if (!auth.data.isAdmin) {
    return (
      <AdminFrame className="py-10 md:py-20">
        <AccessDenied
          reason={ACCESS_DENIED_ADMIN}
          action={
            <Button asChild>
              <Link to="/">
                <ArrowLeft aria-hidden />
                Back to App
              </Link>
            </Button>
          }
        />
      </AdminFrame>
    );
  }
  return <AdminFrame>{children(auth.data)}</AdminFrame>;
}
