import { History } from 'lucide-react';
import { useAnnounced } from '@/lib/drafts.ts';

export const DRAFT_RESTORED = 'Draft restored';

/**
 * 'Draft restored' beside a text field whose unsaved words came back from this device (decision
 * 127). The polite status region is always on the page, so a screen reader hears the note when it
 * appears, and the line keeps its height, so nothing moves when it does.
 */
export function DraftRestoredNote({ restored }: { restored: boolean }) {
  const shown = useAnnounced(restored);
  return (
    <p
      role="status"
      className="flex min-h-5 shrink-0 items-center gap-1.5 text-xs font-medium text-muted-foreground"
    >
      {shown && (
        <>
          <History aria-hidden className="size-3.5 text-gold" />
          {DRAFT_RESTORED}
        </>
      )}
    </p>
  );
}
