import { ArrowLeft, NotebookPen, RotateCw, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@/lib/router.tsx';
import type { JournalEntry } from '@contract/journal.ts';
import { LoadMore } from '@/components/load-more.tsx';
import { EntryTitle, titleHasReference } from '@/components/entry-title.tsx';
import { ScriptureLink } from '@/components/scripture-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import {
  useJournalEntryPages,
  type JournalFilters as Filters,
} from '../api/get-journal-entries.ts';
import { JOURNAL_DATE, dateTimeAttr, entryDay, formatDate } from '../format.ts';
import { EntryActions } from './entry-actions.tsx';
import { JournalFilters } from './journal-filters.tsx';

/** The filters in the address: ?book=&q= narrow the list; ?entry= shows one entry (Today links to it). */
function filtersFrom(params: URLSearchParams): Filters {
  const filters: Filters = {};
  const book = params.get('book')?.trim();
  const q = params.get('q')?.trim();
  const entry = Number(params.get('entry'));
  if (book) filters.book = book;
  if (q) filters.q = q;
  if (Number.isInteger(entry) && entry > 0) filters.entry = entry;
  return filters;
}

const entryCount = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/**
 * "Journal Entries": every reflection, newest first, each editable; loaded a page at
 * a time as the reader scrolls (decision 099). Readers of every tier can search it and narrow it
 * to a book, and Today's "You wrote on this passage" note opens it on one entry (decision 128).
 */
export function JournalPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const entries = useJournalEntryPages(filters);
  const list = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = filters.book !== undefined || filters.q !== undefined;
  const single = filters.entry !== undefined;

  /** Sets one filter (blank removes it); any change of filter leaves the one-entry view. */
  const setFilter = (name: 'book' | 'q', value: string, replace: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value.trim()) next.set(name, value.trim());
        else next.delete(name);
        next.delete('entry');
        return next;
      },
      { replace },
    );
  const clearAll = () => setParams(new URLSearchParams());

  // The count is known once every page is in.
  const complete = entries.isSuccess && !entries.hasNextPage && !entries.isPlaceholderData;
  let summary = 'Your reflections, newest first.';
  if (single) summary = 'One entry from your journal.';
  else if (filtered && complete && list.length > 0)
    summary = `${list.length === 1 ? '1 matching entry' : `${list.length} matching entries`}, newest first.`;
  else if (filtered) summary = 'Matching reflections, newest first.';
  else if (complete && list.length > 0) summary = `${summary} ${entryCount(list.length)} so far.`;

  // Shown while the first page loads too, so the list does not jump down when it arrives.
  const showFilters = filtered || single || entries.isPending || list.length > 0;

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
            <p className="mt-2 text-muted-foreground" aria-live="polite">
              {summary}
            </p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to="/marks">Your marks</Link>
          </Button>
        </header>

        {showFilters && (
          <div className="mt-6">
            <JournalFilters
              book={filters.book ?? ''}
              q={filters.q ?? ''}
              onBook={(book) => setFilter('book', book, false)}
              onSearch={(q) => setFilter('q', q, true)}
            />
          </div>
        )}

        {single && (
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>Showing the entry you opened.</span>
            <Button variant="link" className="h-auto p-0" onClick={clearAll}>
              Show all entries
            </Button>
          </p>
        )}

        <div className="mt-6">
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
          ) : list.length === 0 && (filtered || single) ? (
            <NoMatches filters={filters} onClear={clearAll} />
          ) : list.length === 0 ? (
            <EmptyJournal />
          ) : (
            <>
              <ul
                className={cn(
                  'flex flex-col gap-4 transition-opacity',
                  entries.isPlaceholderData && 'opacity-60',
                )}
                aria-label="Journal entries"
                aria-busy={entries.isPlaceholderData || undefined}
              >
                {list.map((entry) => (
                  <li key={entry.id}>
                    <JournalEntryCard entry={entry} highlighted={entry.id === filters.entry} />
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

/** Filters that keep nothing: say which, and offer the way back to every entry. */
function NoMatches({ filters, onClear }: { filters: Filters; onClear: () => void }) {
  let detail = 'That entry is no longer in your journal.';
  if (filters.entry === undefined) {
    const where = filters.book ? ` in ${filters.book}` : '';
    detail = filters.q
      ? `No reflections${where} contain “${filters.q}”.`
      : `You have no reflections${where} yet.`;
  }
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-gold">
        <SearchX aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 font-serif text-xl font-semibold">No Matching Entries</h2>
      <p className="mt-2 max-w-sm break-words text-muted-foreground">{detail}</p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        Show all entries
      </Button>
    </div>
  );
}

/** One entry: title, reference, date, actions, and the reflection itself. */
export function JournalEntryCard({
  entry,
  highlighted = false,
}: {
  entry: JournalEntry;
  /** The entry a link opened: marked, scrolled to and focused once shown. */
  highlighted?: boolean;
}) {
  const day = entryDay(entry);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!highlighted) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [highlighted]);
  return (
    <article
      ref={ref}
      id={`entry-${entry.id}`}
      aria-labelledby={`entry-${entry.id}-title`}
      tabIndex={highlighted ? -1 : undefined}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex scroll-mt-24 flex-col rounded-xl border bg-card p-5 shadow-soft outline-none sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4 md:p-6',
        highlighted && 'border-gold ring-2 ring-gold/40',
      )}
    >
      <div className="min-w-0">
        <h2
          id={`entry-${entry.id}-title`}
          className="font-serif text-lg leading-snug font-semibold break-words"
        >
          <EntryTitle title={entry.title} reference={entry.reference} />
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          {/* The default title already names (and links) the reference: it is not shown twice. */}
          {!titleHasReference(entry.title, entry.reference) && (
            <>
              <ScriptureLink reference={entry.reference || 'Bible Reading'} />
              <span aria-hidden>·</span>
            </>
          )}
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
