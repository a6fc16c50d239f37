import type { ReactNode } from 'react';
import { useAuth } from '@/features/auth/auth-provider.tsx';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner.tsx';
import { useAdminAuth } from '@/features/admin/api/get-admin-auth.ts';
import { useMembershipStatus } from '@/features/membership/api/get-membership-status.ts';
import { ShellLayout } from './shell-layout.tsx';

/** The signed-in frame fed with the reader, their tier and notebook access. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user, signOut } = useAuth();
  const { status } = useMembershipStatus(Boolean(user));
  // Cached 5 minutes (spec §9); only administrators get the Admin link.
  const admin = useAdminAuth(Boolean(user));
  if (!user) return null;
  return (
    <ShellLayout
      user={user}
      tier={user.membershipTier ?? status.tier}
      notebookLocked={!status.limits.notebookAccess}
      onLogout={() => void signOut()}
      isAdmin={admin.data?.isAdmin ?? false}
    >
      <VerifyEmailBanner />
      {children}
    </ShellLayout>
  );
}
