import { ArrowLeft, LogIn, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from '@/lib/router.tsx';
import { LampMark } from '@/components/logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAdminAuth } from '../api/get-admin-auth.ts';
import { ACCESS_DENIED_PORTAL, AccessDenied } from './access-denied.tsx';

interface AdminPortalProps {
  isAuthenticated: boolean;
  /** The sign-in state is still resolving. */
  isLoading: boolean;
}

/** The login entry point: a full navigation, not a screen. */
function signIn() {
  // /api/login ends on '/'; come back here after signing in, so administrators go on to /admin
  // (web/app/return-after-sign-in.tsx reads this key).
  try {
    sessionStorage.setItem('lamplight:return-after-sign-in', '/secret-admin-portal');
  } catch {
    // storage blocked: the reader lands on Today, as before
  }
  window.location.assign('/api/login');
}

/**
 * /secret-admin-portal, a public page: visitors get 'Admin Portal' and Sign In, administrators go on to
 * /admin, and everyone else is told they lack the privileges.
 */
export function AdminPortal({ isAuthenticated, isLoading }: AdminPortalProps) {
  // Asked only once someone is signed in: for a visitor the call would answer 401.
  const auth = useAdminAuth(isAuthenticated);
  const navigate = useNavigate();

  let body;
  if (isLoading || (isAuthenticated && auth.isPending)) {
    body = <PortalSkeleton />;
  } else if (!isAuthenticated) {
    body = (
      <PortalCard>
        <LampMark className="size-14" />
        <p className="mt-6 text-xs font-semibold tracking-[0.14em] text-gold uppercase">
          Lamplight
        </p>
        <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight md:text-4xl">
          Admin Portal
        </h1>
        <p className="mt-3 max-w-xs text-muted-foreground">
          Sign in with an administrator account to manage readers, plans and settings.
        </p>
        <Button size="lg" className="mt-8 w-full rounded-xl sm:w-auto" onClick={signIn}>
          <LogIn aria-hidden />
          Sign In
        </Button>
        <p className="mt-6 flex items-center gap-1.5 text-xs text-muted-foreground">
          <ShieldCheck aria-hidden className="size-3.5" />
          Access is checked on every request.
        </p>
      </PortalCard>
    );
  } else if (auth.data?.isAdmin) {
    return <Navigate to="/admin" replace />;
  } else if (auth.isError) {
    body = (
      <PortalCard>
        <LampMark className="size-14" />
        <h1 className="mt-6 font-serif text-2xl font-semibold tracking-tight">Admin Portal</h1>
        <p role="alert" className="mt-3 text-muted-foreground">
          We couldn&apos;t check your access. Please try again in a moment.
        </p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => void auth.refetch()}
          loading={auth.isFetching}
        >
          Try again
        </Button>
      </PortalCard>
    );
  } else {
    body = (
      <AccessDenied
        reason={ACCESS_DENIED_PORTAL}
        action={
          <Button onClick={() => navigate('/')}>
            <ArrowLeft aria-hidden />
            Back to App
          </Button>
        }
      />
    );
  }

  return (
    <main
      id="main"
      tabIndex={-1}
      className="relative isolate flex flex-1 items-center justify-center px-4 py-16 md:py-24"
    >
      <div
        aria-hidden
        className="absolute top-0 left-1/2 -z-10 h-[26rem] w-[38rem] max-w-full -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,var(--glow),transparent)]"
      />
      <div className="w-full max-w-md">{body}</div>
    </main>
  );
}

function PortalCard({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border bg-card px-6 py-10 text-center shadow-lifted sm:px-10 sm:py-12">
      {children}
    </div>
  );
}

function PortalSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="flex flex-col items-center rounded-3xl border bg-card px-6 py-10 shadow-lifted sm:px-10 sm:py-12"
    >
      <Skeleton className="size-14 rounded-xl" />
      <Skeleton className="mt-6 h-3 w-20" />
      <Skeleton className="mt-3 h-9 w-48" />
      <Skeleton className="mt-4 h-4 w-64 max-w-full" />
      <Skeleton className="mt-2 h-4 w-48" />
      <Skeleton className="mt-8 h-12 w-32 rounded-xl" />
    </div>
  );
}
