import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

export const fieldClasses = [
  'w-full min-w-0 rounded-lg border border-input bg-card text-base text-foreground shadow-xs md:text-sm',
  'placeholder:text-muted-foreground transition-[border-color,box-shadow]',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
  'disabled:cursor-not-allowed disabled:opacity-55',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25',
];

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClasses,
        'h-11 px-3 py-2 md:h-10',
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
