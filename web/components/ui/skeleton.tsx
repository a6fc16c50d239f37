import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

/** A pulsing placeholder block; size it like the content it stands for to avoid layout shift. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
