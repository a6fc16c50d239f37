import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';
import { Logo } from './logo.tsx';

/** The slim header of public pages (landing, about, 404): the brand, and actions on the right. */
export function SiteHeader({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <header className={cn('relative z-10', className)}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 md:h-20 md:px-6">
        <Logo />
        {children && <div className="flex items-center gap-2">{children}</div>}
      </div>
    </header>
  );
}
