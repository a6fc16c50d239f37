import type { ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';

/**
 * A translators' note opened: the mark becomes the trigger of an open popover. Loaded on the first use of
 * any mark, so Today's first load carries no popover code (decision 135).
 */
export function NotePopover({
  text,
  className,
  children,
}: {
  text: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Popover defaultOpen>
      <PopoverTrigger aria-label="Translators' note" className={className}>
        {children}
      </PopoverTrigger>
      <PopoverContent aria-label="Translators' note" className="font-sans text-sm leading-relaxed">
        <p className="mb-1 text-xs font-semibold tracking-[0.12em] text-muted-foreground uppercase">
          Translators&apos; note
        </p>
        <p>{text}</p>
      </PopoverContent>
    </Popover>
  );
}
