import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { JournalEntry } from '@contract/journal.ts';
import { Button } from '@/components/ui/button.tsx';
import { EditEntryDialog } from './edit-entry-dialog.tsx';
import { SessionInsightPopover } from './session-insight-popover.tsx';

/**
 * An entry's Edit button (opening "Edit Journal Entry") and, for entries written on a reading,
 * its Insights popover. Shared by the journal and (through the app layer) the notebook.
 */
export function EntryActions({ entry }: { entry: JournalEntry }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-2">
      {entry.readingId !== null && <SessionInsightPopover readingId={entry.readingId} />}
      <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <EditEntryDialog entry={entry} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
