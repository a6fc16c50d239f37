import { Trash2 } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useCachedUser } from '@/lib/current-user.ts';
import { useKeptDraft } from '@/lib/drafts.ts';
import { toast } from '@/lib/toast.ts';
import type { JournalEntry } from '@contract/journal.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { DraftRestoredNote } from './draft-restored-note.tsx';
import { isOverLimit, LengthCounter } from './length-counter.tsx';
import { useDeleteJournalEntry } from '../api/delete-journal-entry.ts';
import { useUpdateJournalEntry } from '../api/update-journal-entry.ts';
import { writeErrorDescription } from '../write-error.ts';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this journal entry? This action cannot be undone.';

export interface EditEntryDialogProps {
  /** The entry to edit; null keeps the dialog closed. */
  entry: JournalEntry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Edit Journal Entry": change or delete one reflection. Save or delete closes it. */
export function EditEntryDialog({ entry, open, onOpenChange }: EditEntryDialogProps) {
  return (
    <Dialog open={open && entry !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {/* Keyed by entry, so the text is preloaded afresh each time an entry opens. */}
        {entry && <EditEntryForm key={entry.id} entry={entry} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditEntryForm({ entry, onDone }: { entry: JournalEntry; onDone: () => void }) {
  // Changes not yet saved are kept on this device per reader and entry (decision 127): closing
  // the dialog with Escape, a reload or a lost session keeps them for the next time this entry
  // opens; Save, Delete and Cancel end them.
  const owner = useCachedUser()?.id ?? null;
  const target = useMemo(() => ({ kind: 'entry' as const, id: entry.id }), [entry.id]);
  const draft = useKeptDraft(owner, target, entry.content);
  const content = draft.text;
  const update = useUpdateJournalEntry({
    onFailure: (err) =>
      toast.error('Update Failed', {
        description: writeErrorDescription(
          err,
          'Unable to update your journal entry. Please try again.',
        ),
      }),
  });
  const remove = useDeleteJournalEntry({
    onFailure: (err) =>
      toast.error('Delete Failed', {
        description: writeErrorDescription(
          err,
          'Unable to delete your journal entry. Please try again.',
        ),
      }),
  });
  const fieldId = useId();
  const busy = update.isPending || remove.isPending;
  const canSave = content.trim() !== '' && !isOverLimit(content) && !busy;

  const save = () => {
    if (!canSave) return;
    update.mutate(
      {
        id: entry.id,
        content: content.trim(),
        title: entry.title,
        reference: entry.reference,
        readDate: entry.readDate,
      },
      {
        onSuccess: () => {
          draft.reset();
          toast.success('Entry Updated', {
            description: 'Your journal entry has been updated successfully.',
          });
          onDone();
        },
      },
    );
  };

  const confirmDelete = () => {
    if (busy || !window.confirm(DELETE_CONFIRMATION)) return;
    remove.mutate(entry, {
      onSuccess: () => {
        draft.reset();
        toast.success('Entry Deleted', { description: 'Your journal entry has been deleted.' });
        onDone();
      },
    });
  };

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <DialogHeader>
        <DialogTitle>Edit Journal Entry</DialogTitle>
        <DialogDescription className="flex flex-col gap-0.5">
          <span className="font-medium text-foreground">{entry.title || 'Bible Reading'}</span>
          {entry.reference && <span>{entry.reference}</span>}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={fieldId} className="sr-only">
          Your reflection
        </Label>
        <Textarea
          id={fieldId}
          value={content}
          onChange={(event) => draft.setText(event.target.value)}
          placeholder="Write your reflection..."
          aria-describedby={`${fieldId}-length`}
          aria-invalid={isOverLimit(content) || undefined}
          className="max-h-[50dvh] min-h-40"
          disabled={remove.isPending}
        />
        <div className="flex items-start justify-between gap-3">
          <DraftRestoredNote restored={draft.restored} />
          <div className="min-w-0 flex-1">
            <LengthCounter id={`${fieldId}-length`} text={content} />
          </div>
        </div>
      </div>
      <DialogFooter className="sm:justify-between">
        <Button
          type="button"
          variant="ghost"
          onClick={confirmDelete}
          loading={remove.isPending}
          disabled={update.isPending}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:mr-auto"
        >
          {!remove.isPending && <Trash2 aria-hidden />}
          Delete
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              // Cancel is the reader's own "leave it as it was": nothing is kept.
              draft.reset();
              onDone();
            }}
            disabled={busy}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave} loading={update.isPending}>
            Save Changes
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
