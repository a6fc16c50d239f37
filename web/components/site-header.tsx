import type { ReactNode } from 'react';
import { Logo } from './logo.tsx';

/** The slim header of public pages (landing, about, 404): the brand, and actions on the right. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="relative z-10">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 md:h-20 md:px-6">
        <Logo />
        {children && <div className="flex items-center gap-2">{children}</div>}
      </div>
    </header>
  );
}
