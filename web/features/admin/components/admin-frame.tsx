import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';

/** The page wrapper every admin screen uses (inside the app shell's <main>). */
export function AdminFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-5xl px-4 py-6 md:py-10', className)}>{children}</div>
  );
}

interface AdminHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** A quiet link above the title, back up the admin area. */
  back?: { to: string; label: string };
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  /** Shown under the description, e.g. badges. */
  children?: ReactNode;
}

/** The page's one <h1>, with the "Administration" eyebrow, an optional back link and actions. */
export function AdminHeader({ title, description, back, actions, children }: AdminHeaderProps) {
  return (
    <header className="mb-8 md:mb-10">
      {back ? (
        <Button asChild variant="link" className="mb-4 text-muted-foreground hover:text-foreground">
          <Link to={back.to}>
            <ArrowLeft aria-hidden />
            {back.label}
          </Link>
        </Button>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.14em] text-gold uppercase">
            Administration
          </p>
          <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight break-words md:text-4xl">
            {title}
          </h1>
          {description ? (
            <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p>
          ) : null}
          {children}
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

/** Placeholder for AdminHeader, the same height so nothing moves when the page arrives. */
export function AdminHeaderSkeleton({ back = false, actions = false }) {
  return (
    <div className="mb-8 md:mb-10" aria-hidden>
      {back && <Skeleton className="mb-4 h-5 w-28" />}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Skeleton className="h-3.5 w-28" />
          <Skeleton className="mt-3 h-9 w-64 max-w-full md:h-10" />
          <Skeleton className="mt-3 h-5 w-80 max-w-full" />
        </div>
        {actions && <Skeleton className="h-11 w-36 rounded-lg md:h-10" />}
      </div>
    </div>
  );
}

/** A screen reader's announcement while a page's data loads (the skeletons themselves are hidden). */
export function LoadingStatus({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="sr-only">
      {label}
    </p>
  );
}
