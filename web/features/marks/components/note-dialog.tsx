import { MARK_NOTE_MAX } from '@contract/marks-rules.ts';
import type { Mark } from '@contract/marks.ts';
import { useId, useMemo, useState } from 'react';
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
import { useCachedUser } from '@/lib/current-user.ts';
import { useAnnounced, useKeptDraft } from '@/lib/drafts.ts';
import { toast } from '@/lib/toast.ts';
import { failureText, useCreateMark, useDeleteMark, useUpdateMark } from '../api/marks.ts';
import type { VerseRun } from '../verse-keys.ts';
import { MarkedOn } from './marked-on.tsx';

/**
 * The notes on a run of verses: those already written (edit, delete) and a new one. Unsaved words are kept
 * on this device per reader and verses (decision 127's drafts), and a note saved offline waits in the queue.
 */
export function NoteDialog({
  run,
  label,
  marks,
  onClose,
}: {
  run: VerseRun | null;
  label: string;
  marks: readonly Mark[];
  onClose: () => void;
}) {
  return (
    <Dialog open={run !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {run && (
          <NoteForm key={`${label}`} run={run} label={label} marks={marks} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function NoteForm({
  run,
  label,
  marks,
  onDone,
}: {
  run: VerseRun;
  label: string;
  marks: readonly Mark[];
  onDone: () => void;
}) {
  const owner = useCachedUser()?.id ?? null;
  const target = useMemo(
    () => ({
      kind: 'verses' as const,
      id: `${run.book.slug}.${run.chapter}.${run.start}-${run.end}`,
    }),
    [run],
  );
  const draft = useKeptDraft(owner, target);
  const announced = useAnnounced(draft.restored);
  const create = useCreateMark();
  const fieldId = useId();
  const existing = marks.filter(
    (m) =>
      m.kind === 'note' &&
      m.book === run.book.name &&
      m.chapter === run.chapter &&
      m.verseStart <= run.end &&
      run.start <= m.verseEnd,
  );
  const tooLong = [...draft.text.trim()].length > MARK_NOTE_MAX;
  const save = () =>
    create.mutate(
      {
        kind: 'note',
        note: draft.text,
        verses: {
          book: run.book.name,
          chapter: run.chapter,
          verseStart: run.start,
          verseEnd: run.end,
        },
      },
      {
        onSuccess: (outcome) => {
          draft.reset();
          if (outcome.queued) {
            void toast.success('Saved offline, will sync', {
              description:
                'Your note is kept on this device and will be saved when you are back online.',
            });
          } else void toast.success('Note Saved', { description: label });
          onDone();
        },
        onError: (error) =>
          void toast.error('Save Failed', {
            description: failureText(error, 'Unable to save your note. Please try again.'),
          }),
      },
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>Notes on {label}</DialogTitle>
        <DialogDescription>Plain text, private to you.</DialogDescription>
      </DialogHeader>
      {existing.length > 0 && (
        <ul className="flex max-h-64 flex-col gap-3 overflow-y-auto" aria-label="Your notes">
          {existing.map((m) => (
            <SavedNote key={m.id} mark={m} />
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId}>New note</Label>
        <Textarea
          id={fieldId}
          value={draft.text}
          onChange={(e) => draft.setText(e.target.value)}
          rows={5}
          data-unsaved-draft={draft.dirty && draft.text.trim() ? '' : undefined}
        />
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {announced
            ? 'Draft restored'
            : tooLong
              ? 'Note is too long (maximum 20,000 characters)'
              : ''}
        </p>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Close
        </Button>
        <Button onClick={save} disabled={!draft.text.trim() || tooLong} loading={create.isPending}>
          Save Note
        </Button>
      </DialogFooter>
    </>
  );
}

function SavedNote({ mark }: { mark: Mark }) {
  const owner = useCachedUser()?.id ?? null;
  const target = useMemo(() => ({ kind: 'mark' as const, id: mark.id }), [mark.id]);
  const draft = useKeptDraft(owner, target, mark.note ?? '');
  const [editing, setEditing] = useState(draft.restored);
  const update = useUpdateMark();
  const remove = useDeleteMark();
  const failed = (error: unknown) =>
    void toast.error('Save Failed', { description: failureText(error, 'Please try again.') });
  return (
    <li className="rounded-lg border bg-muted/40 p-3 text-sm">
      <p className="text-xs text-muted-foreground">
        {mark.reference} · <MarkedOn createdAt={mark.createdAt} />
      </p>
      {editing ? (
        <Textarea
          aria-label={`Edit note on ${mark.reference}`}
          className="mt-2"
          value={draft.text}
          onChange={(e) => draft.setText(e.target.value)}
          rows={4}
        />
      ) : (
        <p className="mt-1 whitespace-pre-wrap">{mark.note}</p>
      )}
      <div className="mt-2 flex gap-2">
        {editing ? (
          <>
            <Button
              size="sm"
              loading={update.isPending}
              disabled={!draft.text.trim()}
              onClick={() =>
                update.mutate(
                  { id: mark.id, note: draft.text },
                  {
                    onSuccess: () => {
                      draft.reset();
                      setEditing(false);
                    },
                    onError: failed,
                  },
                )
              }
            >
              Save
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                draft.reset();
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          onClick={() => remove.mutate(mark.id, { onError: failed })}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
