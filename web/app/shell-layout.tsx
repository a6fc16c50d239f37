import type { Tier } from '@contract/membership.ts';
import type { ReactNode } from 'react';
import { BottomBar } from '@/components/bottom-bar.tsx';
import { TopBar, type ShellUser } from '@/components/top-bar.tsx';

export interface ShellLayoutProps {
  user: ShellUser;
  tier: Tier;
  notebookLocked: boolean;
  onLogout: () => void;
  children: ReactNode;
}

/** The signed-in frame: desktop top bar, the page as the main landmark (#main), mobile bottom bar. */
export function ShellLayout({ user, tier, notebookLocked, onLogout, children }: ShellLayoutProps) {
  return (
    <>
      <TopBar user={user} tier={tier} notebookLocked={notebookLocked} onLogout={onLogout} />
      <main id="main" tabIndex={-1} className="w-full flex-1">
        {children}
      </main>
      <BottomBar notebookLocked={notebookLocked} />
    </>
  );
}
