import type { ComponentProps } from 'react';
import { Link } from '@/lib/router.tsx';

// No cn() in this file: the footer brings it into the entry chunk, and tailwind-merge would follow.

/**
 * The lamp mark: a gold flame over a small clay lamp, on a deep green tile. Decorative.
 * Size it with a class (size-8 by default).
 */
export function LampMark({ className = 'size-8', ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden
      focusable="false"
      className={`shrink-0 ${className}`}
      {...props}
    >
      <rect width="32" height="32" rx="8" className="fill-[#1f3a2e] dark:fill-[#24352c]" />
      <circle cx="16" cy="14.5" r="8" fill="#e8b64c" opacity="0.16" />
      <path d="M16 5.5c2.9 3.5 5 6.1 5 9.4a5 5 0 0 1-10 0c0-3.3 2.1-5.9 5-9.4z" fill="#e8b64c" />
      <path
        d="M16 11.2c1.3 1.7 2.2 2.9 2.2 4.3a2.2 2.2 0 0 1-4.4 0c0-1.4.9-2.6 2.2-4.3z"
        fill="#fff1c9"
      />
      <path d="M7.5 21.5h17c-.7 3.2-4.2 5.3-8.5 5.3s-7.8-2.1-8.5-5.3z" fill="#e8b64c" />
      <path
        d="M24.5 21.5c1.4-.4 2.5-1.2 3.1-2.2"
        stroke="#e8b64c"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

interface LogoProps {
  className?: string;
  /** Hides the word below the sm breakpoint (the mark alone still links home). */
  compact?: boolean;
  /** Hides the word below 360 px: the signed-in phone header at 320 px keeps one row. */
  narrow?: boolean;
}

/** The brand: lamp mark and the word "Lamplight", linking to /. */
export function Logo({ className = '', compact = false, narrow = false }: LogoProps) {
  return (
    <Link
      to="/"
      aria-label={compact || narrow ? 'Lamplight' : undefined}
      className={`group inline-flex min-h-11 items-center gap-2.5 rounded-lg text-foreground focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring ${className}`}
    >
      <LampMark className="size-8 transition-transform duration-300 group-hover:-rotate-6" />
      <span
        className={`font-serif text-[1.3rem] leading-none font-semibold tracking-tight ${compact ? 'max-sm:sr-only' : ''} ${narrow ? 'max-[359px]:sr-only' : ''}`}
      >
        Lamplight
      </span>
    </Link>
  );
}
