import { useEffect, type ReactNode } from 'react';
import { PageSpinner } from '@/components/page-spinner.tsx';
import { useAuth } from '@/features/auth/auth-provider.tsx';
import { handleUnauthorized } from '@/features/auth/hooks/use-session-check.ts';
import { AppShell } from './app-shell.tsx';

/** Screens for signed-in readers. Signed out (or a lost session): the spec's session check. */
export function ProtectedLayout({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  useEffect(() => {
    if (!isLoading && !isAuthenticated) handleUnauthorized();
  }, [isLoading, isAuthenticated]);
  if (!isAuthenticated) return <PageSpinner />;
  return <AppShell>{children}</AppShell>;
}
