import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from '@/lib/router.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { useAuth } from '@/features/auth/auth-provider.tsx';
import { useVerifyEmailLink } from '@/features/auth/hooks/use-verify-email-link.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

// Visitors never download Today's code, and readers never download the landing page (decision 141):
// main.tsx starts the one this visit needs beside this route's own chunk.
const TodayScreen = lazy(() => import('../today-screen.tsx'));
const LandingPage = lazy(() =>
  import('@/features/landing/components/landing-page.tsx').then((m) => ({
    default: m.LandingPage,
  })),
);
const ResetPasswordDialog = lazy(() =>
  import('@/features/auth/components/reset-password-dialog.tsx').then((m) => ({
    default: m.ResetPasswordDialog,
  })),
);

/**
 * The home route: the landing page for visitors, Today for signed-in readers.
 * `/?signin=1` (where /api/login leads) opens the sign-in dialog; `/?reset=TOKEN` opens the password reset;
 * `/?verify=TOKEN` confirms the reader's email address.
 */
export function Component() {
  usePageTitle();
  const { user, isAuthenticated, isLoading, setSignInOpen } = useAuth();
  const [params, setParams] = useSearchParams();
  const wantsSignIn = params.get('signin') === '1';
  const resetToken = params.get('reset');
  useVerifyEmailLink();

  useEffect(() => {
    if (!wantsSignIn || isLoading) return;
    if (!isAuthenticated) setSignInOpen(true);
    setParams(
      (p) => {
        p.delete('signin');
        return p;
      },
      { replace: true },
    );
  }, [wantsSignIn, isLoading, isAuthenticated, setSignInOpen, setParams]);

  const clearReset = () =>
    setParams(
      (p) => {
        p.delete('reset');
        return p;
      },
      { replace: true },
    );

  if (isLoading) return <PageSpinner />;
  if (isAuthenticated && user) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <TodayScreen firstName={user.firstName} />
      </Suspense>
    );
  }
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <LandingPage onSignIn={() => setSignInOpen(true)} />
      </Suspense>
      {resetToken && (
        <Suspense fallback={null}>
          <ResetPasswordDialog token={resetToken} onDone={clearReset} />
        </Suspense>
      )}
    </>
  );
}
