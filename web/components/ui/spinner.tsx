import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

interface SpinnerProps extends Omit<ComponentProps<'svg'>, 'ref'> {
  /** Announced to screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
}

/** A turning ring in the current text colour. Decorative unless given a label. */
export function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <LoaderCircle
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 shrink-0 animate-spin', className)}
      {...props}
    />
  );
}
