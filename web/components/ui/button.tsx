import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';
import { Spinner } from './spinner.tsx';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-medium max-w-full py-1 text-center select-none',
    'transition-[color,background-color,border-color,box-shadow,opacity] duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default:
          'bg-primary text-primary-foreground shadow-soft hover:bg-primary/90 active:bg-primary/85',
        outline: 'border border-input bg-card text-foreground hover:bg-muted active:bg-accent',
        ghost: 'text-foreground hover:bg-muted active:bg-accent',
        secondary:
          'bg-secondary text-secondary-foreground hover:bg-secondary/80 active:bg-secondary/70',
        destructive:
          'bg-destructive text-destructive-foreground shadow-soft hover:bg-destructive/90 active:bg-destructive/85',
        link: 'h-auto px-0 py-0 text-primary underline-offset-4 hover:underline',
        lamp: 'bg-lamp text-lamp-foreground shadow-soft hover:bg-lamp/90 active:bg-lamp/85',
      },
      size: {
        default: 'min-h-11 px-5 md:min-h-10 md:px-4',
        sm: 'hitbox min-h-9 px-3 text-[0.8125rem] md:min-h-8',
        lg: 'min-h-12 px-7 text-base',
        icon: 'size-11 md:size-10',
        'icon-sm': 'hitbox size-9 md:size-8',
      },
    },
    compoundVariants: [
      { variant: 'link', className: 'h-auto min-h-0 px-0 py-0 md:h-auto md:min-h-0 md:px-0' },
    ],
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the single child element (for example a router Link) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner in place of the leading icon and disables the button. */
  loading?: boolean;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} aria-disabled={disabled || loading || undefined} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
