import { ArrowRight, BookMarked, Check, Feather, Pencil } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useCachedUser } from '@/lib/current-user.ts';
import { useKeptDraft } from '@/lib/drafts.ts';
import { Link } from '@/lib/router.tsx';
import { toast } from '@/lib/toast.ts';
import { useLatch } from '@/lib/use-latch.ts';
import { defaultJournalTitle } from '@contract/journal-rules.ts';
import type { BibleTranslation } from '@contract/bible.ts';
import type { JournalEntry } from '@contract/journal.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { ScrollArea } from '@/components/ui/scroll-area.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { DraftRestoredNote } from './draft-restored-note.tsx';
import { isOverLimit, LengthCounter } from './length-counter.tsx';
import { cn } from '@/lib/utils.ts';
import { useCreateJournalEntry, useQueuedReflectionCount } from '../api/create-journal-entry.ts';
import { useJournalEntries } from '../api/get-journal-entries.ts';
import { useReadingEntries } from '../api/get-reading-entries.ts';
import {
  ENTRY_TIMESTAMP,
  JOURNAL_DATE,
  RECENT_DATE,
  dateTimeAttr,
  entryDay,
  formatDate,
} from '../format.ts';
import { writeErrorDescription } from '../write-error.ts';

// The edit dialog (its form and date handling) loads the first time a reader edits.
const EditEntryDialog = lazy(() =>
  import('./edit-entry-dialog.tsx').then((m) => ({ default: m.EditEntryDialog })),
);

/** The keys that save a reflection from its box: ⌘ on Apple keyboards, Ctrl elsewhere. */
const SAVE_KEYS =
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
    ? '⌘+Enter'
    : 'Ctrl+Enter';

/** Spec §9: how many entries the Recent Reflections card shows. */
export const RECENT_REFLECTIONS = 2;
/** Above this many entries the Previous Reflections list scrolls inside its 15rem box. */
const SCROLL_AFTER = 3;

export interface ReflectionReading {
  id: number;
  reference: string;
  /** 'yyyy-MM-dd' */
  readDate: string;
  /** The translation the reading is shown in; the reflection records it (decision 122). */
  translation?: BibleTranslation;
}

/** "Personal Reflection": today's reflections, a new one, and the latest entries. */
export function ReflectionPanel({ reading }: { reading: ReflectionReading }) {
  const entries = useReadingEntries(reading.id);
  const create = useCreateJournalEntry({
    onFailure: (err) =>
      toast.error('Save Failed', {
        description: writeErrorDescription(
          err,
          'Unable to save your reflection. Please try again.',
        ),
      }),
  });
  // The words being written are kept on this device per reader and reading until saved (decision
  // 127): a reload or the sign-in round trip brings them back, marked 'Draft restored' and unsaved.
  const owner = useCachedUser()?.id ?? null;
  const target = useMemo(() => ({ kind: 'reading' as const, id: reading.id }), [reading.id]);
  const draft = useKeptDraft(owner, target);
  const latestText = useRef(draft.text);
  latestText.current = draft.text;
  const queued = useQueuedReflectionCount(reading.id);
  const [editing, setEditing] = useState<JournalEntry | null>(null);
  const editorMounted = useLatch(editing !== null);
  const fieldId = useId();

  const list = entries.data ?? [];
  const canSave =
    draft.dirty && draft.text.trim() !== '' && !isOverLimit(draft.text) && !create.isPending;

  const save = () => {
    if (!canSave) return;
    const reference = reading.reference.trim();
    const saved = draft.text;
    create.mutate(
      {
        readingId: reading.id,
        content: saved.trim(),
        title: defaultJournalTitle(reference),
        reference: reference || null,
        readDate: reading.readDate,
        translation: reading.translation,
      },
      {
        onSuccess: (outcome) => {
          // Clear what was saved (here and on the device), but keep anything typed since the
          // save began. A reflection queued offline is kept by the queue until it reaches the server.
          if (latestText.current === saved) draft.reset();
          if (outcome.queued) toast('Saved offline, will sync');
          else
            toast.success('Reflection Saved', {
              description: 'Your new reflection has been saved.',
            });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <Card role="region" aria-labelledby="reflection-title" className="gap-5">
        <CardHeader className="px-5 sm:px-6">
          <CardTitle
            as="h2"
            id="reflection-title"
            className="flex min-w-0 items-center gap-2 text-lg sm:whitespace-nowrap"
          >
            <Feather aria-hidden className="size-5 text-gold max-sm:hidden" />
            Personal Reflection
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5 px-5 sm:px-6">
          <div className="rounded-lg border bg-accent/40 px-4 py-3">
            <p className="text-xs font-semibold tracking-[0.12em] text-gold uppercase">
              Today&apos;s Reading Session
            </p>
            <p className="mt-1 font-serif text-lg leading-snug font-semibold">
              {reading.reference}
            </p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={reading.readDate}>{formatDate(reading.readDate, JOURNAL_DATE)}</time>
            </p>
          </div>

          <section aria-labelledby="previous-reflections">
            <h3 id="previous-reflections" className="text-sm font-semibold">
              Previous Reflections ({list.length})
            </h3>
            {entries.isPending ? (
              <div className="mt-2 space-y-2" aria-hidden>
                <Skeleton className="h-14 w-full" />
              </div>
            ) : entries.isError ? (
              <p className="mt-2 text-sm text-muted-foreground">
                Your earlier reflections could not be loaded.
              </p>
            ) : list.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">
                Nothing written on this reading yet.
              </p>
            ) : (
              <ScrollArea
                className={cn('mt-2 rounded-lg border', list.length > SCROLL_AFTER && 'h-60')}
              >
                <ol className="divide-y">
                  {list.map((entry, i) => {
                    // Numbered in the order written: the oldest is Entry #1.
                    const n = list.length - i;
                    return (
                      <li key={entry.id} className="flex items-start gap-2 py-2.5 pr-2 pl-3.5">
                        <div className="min-w-0 flex-1">
                          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                            <span className="font-medium">Entry #{n}</span>
                            <time
                              dateTime={entry.createdAt}
                              className="text-xs text-muted-foreground"
                            >
                              {formatDate(entry.createdAt, ENTRY_TIMESTAMP)}
                            </time>
                          </p>
                          <p className="mt-0.5 line-clamp-2 text-sm break-words text-muted-foreground">
                            {entry.content}
                          </p>
                        </div>
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={`Edit Entry #${n}`}
                          onClick={() => setEditing(entry)}
                        >
                          <Pencil aria-hidden />
                        </Button>
                      </li>
                    );
                  })}
                </ol>
              </ScrollArea>
            )}
          </section>

          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Add New Reflection</Label>
            <Textarea
              id={fieldId}
              value={draft.text}
              onChange={(event) => draft.setText(event.target.value)}
              placeholder="Write your thoughts and reflections on today's reading..."
              aria-describedby={`${fieldId}-keys ${fieldId}-length`}
              aria-invalid={isOverLimit(draft.text) || undefined}
              // Unsaved words: an app update waits (pwa/register.ts).
              data-unsaved-draft={(draft.dirty && draft.text.trim() !== '') || undefined}
              className="max-h-80 min-h-32"
              onKeyDown={(event) => {
                // Ctrl/Cmd+Enter saves, as in most writing tools.
                if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                  event.preventDefault();
                  save();
                }
              }}
            />
            <div className="flex items-start justify-between gap-3">
              <DraftRestoredNote restored={draft.restored} />
              <div className="min-w-0 flex-1">
                <LengthCounter id={`${fieldId}-length`} text={draft.text} />
              </div>
            </div>
            {/* The save button follows the box, so Tab goes from the words to saving them. */}
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
              <p id={`${fieldId}-keys`} className="text-xs text-muted-foreground">
                <kbd className="font-sans font-medium">{SAVE_KEYS}</kbd> saves
              </p>
              <Button
                size="sm"
                onClick={save}
                disabled={!canSave}
                loading={create.isPending}
                variant={draft.dirty ? 'default' : 'secondary'}
                className="ml-auto min-w-[7.75rem]"
              >
                {draft.dirty ? (
                  'Save Reflection'
                ) : (
                  <>
                    <Check aria-hidden />
                    Saved
                  </>
                )}
              </Button>
            </div>
            {queued > 0 && (
              <p role="status" className="text-sm font-medium text-muted-foreground">
                Saved offline, will sync
              </p>
            )}
          </div>
        </CardContent>
      </Card>

      <RecentReflections />

      {editorMounted && (
        <Suspense fallback={null}>
          <EditEntryDialog
            entry={editing}
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

function RecentReflections() {
  const recent = useJournalEntries(RECENT_REFLECTIONS);
  const items = (recent.data ?? []).slice(0, RECENT_REFLECTIONS);
  return (
    <Card role="region" aria-labelledby="recent-reflections" className="gap-4">
      <CardHeader>
        <CardTitle as="h2" id="recent-reflections" className="flex items-center gap-2">
          <BookMarked aria-hidden className="size-4.5 text-gold" />
          Recent Reflections
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {recent.isPending ? (
          <div className="space-y-3" aria-hidden>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your reflections will gather here as you write them.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((entry) => (
              <li key={entry.id} className="rounded-lg bg-muted/60 px-3.5 py-3">
                <p className="flex items-baseline justify-between gap-3 text-xs text-muted-foreground">
                  <span className="truncate font-medium text-foreground">
                    {entry.reference || entry.title || 'Bible Reading'}
                  </span>
                  <time dateTime={dateTimeAttr(entryDay(entry))} className="shrink-0">
                    {formatDate(entryDay(entry), RECENT_DATE)}
                  </time>
                </p>
                <p className="mt-1 line-clamp-2 text-sm leading-relaxed break-words">
                  {entry.content.trim() || (
                    <span className="text-muted-foreground italic">No reflection written yet</span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" className="w-full">
          <Link to="/journal">
            View All Reflections
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
