import { RotateCw, SearchX } from 'lucide-react';
import { Fragment, useState } from 'react';
import type { StrongsEntryResponse } from '@contract/strongs.ts';
import { ScriptureLink } from '@/components/scripture-link.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { STRONGS_VERSES_SHOWN, useStrongsEntry } from '../api/get-strongs-entry.ts';

export interface StrongsDialogProps {
  /** The Strong's number to show (e.g. 'H4057'); null closes the dialog. */
  number: string | null;
  /** The word the reader selected, named in the description. */
  word?: string;
  onClose: () => void;
}

/** "Strong's Definition": the dictionary entry of a word in the passage. */
export function StrongsDialog({ number, word, onClose }: StrongsDialogProps) {
  // Keep showing the last entry while the dialog animates closed.
  const [shown, setShown] = useState({ number, word });
  if (number && (number !== shown.number || word !== shown.word)) setShown({ number, word });
  const open = number !== null;
  // The word the reader clicked. The dialog has no trigger of its own (the page opens it), so
  // Radix cannot know where focus should go back to on close (issue 16, item 15): keep it here.
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(null);
  if (open && !returnTo && document.activeElement instanceof HTMLElement) {
    setReturnTo(document.activeElement);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          if (returnTo?.isConnected) {
            event.preventDefault();
            returnTo.focus();
          }
          setReturnTo(null);
        }}
      >
        <DialogHeader>
          <DialogTitle>Strong&apos;s Definition</DialogTitle>
          <DialogDescription>
            {shown.word ? (
              <>
                The original-language word behind “{shown.word}” ({shown.number})
              </>
            ) : (
              <>Strong&apos;s number {shown.number}</>
            )}
          </DialogDescription>
        </DialogHeader>
        {shown.number && <StrongsEntryView number={shown.number} />}
      </DialogContent>
    </Dialog>
  );
}

function StrongsEntryView({ number }: { number: string }) {
  const { data: entry, isPending, isError, refetch, isFetching } = useStrongsEntry(number);
  if (isPending) return <EntrySkeleton />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm">Unable to load this definition. Please try again.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()} loading={isFetching}>
          {!isFetching && <RotateCw aria-hidden />}
          Try again
        </Button>
      </div>
    );
  }
  if (!entry) {
    return (
      <p className="flex items-center gap-2.5 rounded-lg bg-muted px-4 py-3 text-sm">
        <SearchX aria-hidden className="size-4 text-muted-foreground" />
        Definition not found
      </p>
    );
  }
  return <EntryDetails entry={entry} />;
}

function EntryDetails({ entry }: { entry: StrongsEntryResponse }) {
  const hebrew = entry.number.toUpperCase().startsWith('H');
  const verses = entry.verses.slice(0, STRONGS_VERSES_SHOWN);
  // Older servers sent every verse and no total.
  const total = entry.totalVerses ?? entry.verses.length;
  return (
    <div className="space-y-5" data-testid="strongs-entry">
      <div className="rounded-xl border bg-accent/40 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="gold" className="tabular-nums">
            {entry.number}
          </Badge>
          {entry.partOfSpeech && <Badge variant="outline">{entry.partOfSpeech}</Badge>}
          <span className="text-xs text-muted-foreground">{hebrew ? 'Hebrew' : 'Greek'}</span>
        </div>
        <div className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <p
            lang={hebrew ? 'he' : 'grc'}
            dir={hebrew ? 'rtl' : 'ltr'}
            className="font-serif text-4xl leading-tight font-medium"
          >
            {entry.original}
          </p>
          <p className="font-serif text-lg text-muted-foreground italic">{entry.transliteration}</p>
        </div>
      </div>

      <section aria-labelledby="strongs-definition">
        <h3
          id="strongs-definition"
          className="text-xs font-semibold tracking-[0.12em] text-gold uppercase"
        >
          Definition
        </h3>
        <p className="mt-2 text-[0.9375rem] leading-relaxed">{entry.definition}</p>
      </section>

      {verses.length > 0 && (
        <section aria-labelledby="strongs-verses">
          <h3
            id="strongs-verses"
            className="text-xs font-semibold tracking-[0.12em] text-gold uppercase"
          >
            Verses
          </h3>
          <ul className="mt-2 divide-y rounded-lg border" data-testid="strongs-verses">
            {verses.map((verse) => (
              <li key={verse.reference} className="px-4 py-3">
                <p className="text-sm font-semibold">
                  <ScriptureLink reference={verse.reference} />
                </p>
                <p className="mt-0.5 font-serif text-[0.9375rem] leading-relaxed text-foreground/90">
                  <Italics text={verse.text} />
                </p>
              </li>
            ))}
          </ul>
          {total > verses.length && (
            <p className="mt-2 text-xs text-muted-foreground">
              First {verses.length} of {total.toLocaleString('en-GB')} verses
            </p>
          )}
        </section>
      )}
    </div>
  );
}

/** The KJV's translators' italics (`*word*`) as <em>; everything else stays plain text. */
function Italics({ text }: { text: string }) {
  return text
    .split(/\*([^*\n]+)\*/g)
    .map((part, i) =>
      i % 2 === 1 ? <em key={i}>{part}</em> : <Fragment key={i}>{part}</Fragment>,
    );
}

function EntrySkeleton() {
  return (
    <div className="space-y-5" role="status" aria-label="Loading definition">
      <div className="space-y-4 rounded-xl border p-5">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-28 rounded-full" />
        </div>
        <Skeleton className="h-10 w-40" />
      </div>
      <div className="space-y-2">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
      <div className="space-y-2">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}
