import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** A short line under the figure, e.g. '2 this month'. */
  note?: ReactNode;
}

/** One figure with its label: a <div> holding a term and its value, for use inside a <dl>. */
export function StatCard({ label, value, icon: Icon, note }: StatCardProps) {
  return (
    <div className="flex min-w-0 flex-col rounded-xl border bg-card p-4 shadow-soft md:p-5">
      {/* A <dl> group may hold only <dt> and <dd>: the icon sits inside the term. */}
      <dt className="flex items-start justify-between gap-2 text-sm leading-snug font-medium text-muted-foreground">
        <span>{label}</span>
        <span
          aria-hidden
          className="-mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-gold max-sm:hidden"
        >
          <Icon className="size-4" strokeWidth={1.9} />
        </span>
      </dt>
      <dd className="mt-2 font-serif text-3xl font-semibold tracking-tight tabular-nums md:text-[2.125rem]">
        {value}
      </dd>
      {note ? <dd className="mt-1 text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/** A figure still loading: same box, a bar where the number goes. */
export function StatValueSkeleton() {
  return <Skeleton className="my-1.5 h-7 w-16 md:h-8" />;
}
