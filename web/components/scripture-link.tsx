import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from '@/lib/router.tsx';
import { cn } from '@/lib/utils.ts';
import { referenceHref, splitReferences } from '@/lib/scripture-references.ts';

const linkClass =
  'rounded-sm underline decoration-gold/60 decoration-1 underline-offset-4 transition-colors hover:text-primary hover:decoration-gold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * A Bible reference that opens the Bible reader at its chapter and verse; plain text when the
 * reference names no chapter the reader has.
 */
export function ScriptureLink({
  reference,
  children,
  className,
  onClick,
}: {
  reference: string;
  children?: ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  const href = referenceHref(reference);
  if (!href) return <span className={className}>{children ?? reference}</span>;
  return (
    <Link to={href} className={cn(linkClass, className)} onClick={onClick}>
      {children ?? reference}
    </Link>
  );
}

/** Text with every reference in it linked to the reader. */
export function LinkedReferences({ text }: { text: string }) {
  return splitReferences(text).map((piece, i) =>
    piece.href ? (
      <Link key={i} to={piece.href} className={linkClass}>
        {piece.text}
      </Link>
    ) : (
      piece.text
    ),
  );
}
