import { AppShell } from '@/app/app-shell.tsx';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { SiteHeader } from '@/components/site-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/auth-provider.tsx';
import { SubscriptionPage } from '@/features/membership/components/subscription-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/**
 * /subscription, for readers and visitors alike: signed in inside the app frame, signed out
 * under the public header, where every call to action opens the sign-in dialog.
 */
export function Component() {
  usePageTitle('Membership');
  const { user, isAuthenticated, isLoading, setSignInOpen } = useAuth();
  const openSignIn = () => setSignInOpen(true);

  if (isLoading) return <PageSpinner />;
  if (isAuthenticated && user) {
    return (
      <AppShell>
        <SubscriptionPage accountTier={user.membershipTier} onSignIn={openSignIn} />
      </AppShell>
    );
  }
  return (
    <>
      <SiteHeader>
        <Button variant="ghost" onClick={openSignIn} className="font-semibold">
          Sign in
        </Button>
      </SiteHeader>
      <main id="main" tabIndex={-1} className="flex-1">
        <SubscriptionPage accountTier={null} onSignIn={openSignIn} />
      </main>
    </>
  );
}
