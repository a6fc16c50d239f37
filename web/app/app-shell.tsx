import type { ReactNode } from 'react';
import { useAuth } from '@/features/auth/auth-provider.tsx';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner.tsx';
import { useMembershipStatus } from '@/features/membership/api/get-membership-status.ts';
import { ShellLayout } from './shell-layout.tsx';

/** The signed-in frame fed with the reader, their tier and notebook access. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user, signOut } = useAuth();
  const { status } = useMembershipStatus(Boolean(user));
  if (!user) return null;
  return (
    <ShellLayout
      user={user}
      tier={user.membershipTier ?? status.tier}
      notebookLocked={!status.limits.notebookAccess}
      onLogout={() => void signOut()}
      // From the reader's own user (GET /api/auth/user): readers never load admin code or call admin routes.
      isAdmin={user.isAdmin ?? false}
    >
      <VerifyEmailBanner />
      {children}
    </ShellLayout>
  );
}
