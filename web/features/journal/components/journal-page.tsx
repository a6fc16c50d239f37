import { ArrowLeft, NotebookPen, RotateCw } from 'lucide-react';
import { Link } from '@/lib/router.tsx';
import type { JournalEntry } from '@contract/journal.ts';
import { LoadMore } from '@/components/load-more.tsx';
import { ScriptureLink } from '@/components/scripture-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useJournalEntryPages } from '../api/get-journal-entries.ts';
import { JOURNAL_DATE, dateTimeAttr, entryDay, formatDate } from '../format.ts';
import { EntryActions } from './entry-actions.tsx';

/**
 * "Journal Entries" (spec §2): every reflection, newest first, each editable; loaded a page at
 * a time as the reader scrolls (decision 099).
 */
export function JournalPage() {
  const entries = useJournalEntryPages();
  const list = entries.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:py-10">
      <div className="mx-auto max-w-3xl">
        <Button asChild variant="link" className="mb-4 text-muted-foreground hover:text-foreground">
          <Link to="/">
            <ArrowLeft aria-hidden />
            Today
          </Link>
        </Button>
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="font-serif text-3xl font-semibold tracking-tight md:text-4xl">
              Journal Entries
            </h1>
            <p className="mt-2 text-muted-foreground">
              Your reflections, newest first.
              {/* The count is known once every page is in. */}
              {entries.isSuccess && list.length > 0 && !entries.hasNextPage && (
                <> {list.length === 1 ? '1 entry' : `${list.length} entries`} so far.</>
              )}
            </p>
          </div>
        </header>

        <div className="mt-8">
          {entries.isPending ? (
            <ListSkeleton />
          ) : entries.isError && list.length === 0 ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-xl border bg-card p-6"
            >
              <p>Unable to load your journal entries. Please try again.</p>
              <Button
                variant="outline"
                onClick={() => void entries.refetch()}
                loading={entries.isFetching}
              >
                {!entries.isFetching && <RotateCw aria-hidden />}
                Try again
              </Button>
            </div>
          ) : list.length === 0 ? (
            <EmptyJournal />
          ) : (
            <>
              <ul className="flex flex-col gap-4" aria-label="Journal entries">
                {list.map((entry) => (
                  <li key={entry.id}>
                    <JournalEntryCard entry={entry} />
                  </li>
                ))}
              </ul>
              <LoadMore
                hasMore={entries.hasNextPage}
                loading={entries.isFetchingNextPage}
                failed={entries.isFetchNextPageError}
                onLoadMore={() => void entries.fetchNextPage()}
                what="entries"
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/** One entry: title, reference, date, actions, and the reflection itself. */
export function JournalEntryCard({ entry }: { entry: JournalEntry }) {
  const day = entryDay(entry);
  return (
    <article
      aria-labelledby={`entry-${entry.id}-title`}
      className="flex flex-col rounded-xl border bg-card p-5 shadow-soft sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4 md:p-6"
    >
      <div className="min-w-0">
        <h2
          id={`entry-${entry.id}-title`}
          className="font-serif text-lg leading-snug font-semibold break-words"
        >
          {entry.title || 'Bible Reading'}
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <ScriptureLink reference={entry.reference || 'Bible Reading'} />
          <span aria-hidden>·</span>
          <time dateTime={dateTimeAttr(day)}>{formatDate(day, JOURNAL_DATE)}</time>
        </p>
      </div>
      {/* Beside the title from sm up; under the text on phones, where the thumb is. */}
      <div className="order-last mt-4 sm:order-none sm:mt-0">
        <EntryActions entry={entry} />
      </div>
      <p className="mt-4 leading-relaxed break-words whitespace-pre-line sm:col-span-2">
        {entry.content.trim() || (
          <span className="text-muted-foreground italic">No reflection written yet</span>
        )}
      </p>
    </article>
  );
}

function EmptyJournal() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-gold">
        <NotebookPen aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 font-serif text-xl font-semibold">No Journal Entries Yet</h2>
      <p className="mt-2 max-w-sm text-muted-foreground">
        Start your journaling journey by completing today&apos;s reading and reflection.
      </p>
      <Button asChild className="mt-6">
        <Link to="/">Go to today&apos;s reading</Link>
      </Button>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-xl border bg-card p-6">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="mt-2 h-4 w-32" />
          <Skeleton className="mt-5 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}
