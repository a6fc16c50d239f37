import { Lock } from 'lucide-react';
import { Link } from '@/lib/router.tsx';
import { LOCKED_NOTEBOOK_TARGET } from './nav-items.ts';

export interface LockedNotebookLinkProps {
  label: string;
  className: string;
  lockClassName: string;
  /** When set, the lock sits in a span with this class (the bottom bar's pill). */
  lockFrameClassName?: string;
  title?: string;
}

/**
 * The Notebook link of a reader without notebook access, in the top bar and the bottom bar alike:
 * a lock, a spoken "locked" note, and /subscription as its target.
 */
export function LockedNotebookLink({
  label,
  className,
  lockClassName,
  lockFrameClassName,
  title,
}: LockedNotebookLinkProps) {
  const lock = <Lock className={lockClassName} aria-hidden data-testid="notebook-lock" />;
  return (
    <Link to={LOCKED_NOTEBOOK_TARGET} data-locked="" title={title} className={className}>
      {lockFrameClassName ? <span className={lockFrameClassName}>{lock}</span> : lock}
      {label}
      <span className="sr-only"> (locked: upgrade to unlock)</span>
    </Link>
  );
}
