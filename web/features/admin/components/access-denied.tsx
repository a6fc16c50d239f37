import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export const ACCESS_DENIED_ADMIN = "You don't have permission to access this area.";
export const ACCESS_DENIED_PORTAL = "You don't have administrator privileges to access this area.";

interface AccessDeniedProps {
  /** The sentence after 'Access Denied:'. */
  reason: string;
  /** The way out: a 'Back to App' link or button. */
  action: ReactNode;
  /** The heading level: the page's h1 unless the caller already has one. */
  as?: 'h1' | 'h2';
}

/**
 * "Access Denied: {reason}" as one heading (so its accessible name is the spec's whole sentence),
 * set on two lines, with a way back to the app.
 */
export function AccessDenied({ reason, action, as: Heading = 'h1' }: AccessDeniedProps) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border bg-card px-6 py-12 text-center shadow-soft md:px-10">
      <span className="flex size-12 items-center justify-center rounded-xl bg-destructive/10 text-destructive">
        <ShieldAlert aria-hidden className="size-6" strokeWidth={1.9} />
      </span>
      <Heading className="mt-5 font-serif leading-snug">
        <span className="block text-2xl font-semibold tracking-tight md:text-3xl">
          Access Denied:
        </span>{' '}
        <span className="mt-2 block font-sans text-base font-normal text-muted-foreground">
          {reason}
        </span>
      </Heading>
      <div className="mt-7">{action}</div>
    </div>
  );
}
