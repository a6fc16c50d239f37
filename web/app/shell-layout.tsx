import type { Tier } from '@contract/membership.ts';
import type { ReactNode } from 'react';
import { BottomBar } from '@/components/bottom-bar.tsx';
import { MobileHeader } from '@/components/mobile-header.tsx';
import type { ShellUser } from '@/components/profile-menu.tsx';
import { TopBar } from '@/components/top-bar.tsx';

export interface ShellLayoutProps {
  user: ShellUser;
  tier: Tier;
  notebookLocked: boolean;
  onLogout: () => void;
  isAdmin?: boolean;
  children: ReactNode;
}

/**
 * The signed-in frame: the desktop top bar (or, on phones, a slim header with the tier and profile menu),
 * the page as the main landmark (#main), and the mobile bottom bar.
 */
export function ShellLayout({
  user,
  tier,
  notebookLocked,
  onLogout,
  isAdmin = false,
  children,
}: ShellLayoutProps) {
  return (
    <>
      <TopBar
        user={user}
        tier={tier}
        notebookLocked={notebookLocked}
        onLogout={onLogout}
        isAdmin={isAdmin}
      />
      <MobileHeader user={user} tier={tier} onLogout={onLogout} isAdmin={isAdmin} />
      <main id="main" tabIndex={-1} className="w-full flex-1">
        {children}
      </main>
      <BottomBar notebookLocked={notebookLocked} />
    </>
  );
}
